// The meeting room's one-time tickets, shared by every instance (a load balancer may send the
// ticket's request to one and the socket to another): a row named by a hash of the ticket, used
// once (deleted) within TICKET_TTL_MS. The session's Authorization header, which the socket needs
// to verify the session again while it lives, is sealed (AES-256-GCM) with a key derived from the
// ticket, which is stored nowhere: the table alone reveals no token.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { liveTokenHolder } from '../../auth/token-holder';
import type { Queryable } from '../../db/database';
import type { MeetingMember } from './meeting-access';

export interface Ticket {
  member: MeetingMember;
  expiresAt: number;
  /** When the session the ticket came from runs out (ms); null = no expiry. */
  sessionEndsAt: number | null;
  /** The session's Authorization header, to verify it again while the socket lives (sealed at rest). */
  authorization: string;
}

const derive = (purpose: string, ticket: string) =>
  createHash('sha256').update(`${purpose}:${ticket}`).digest();
const hashOf = (ticket: string) => derive('meeting-ticket-id', ticket).toString('base64url');

function seal(ticket: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive('meeting-ticket-key', ticket), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function unseal(ticket: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derive('meeting-ticket-key', ticket), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * A new ticket for `data`; expired tickets of everyone go first. `sweep` is the handle that sees every
 * tenant's tickets (the owner's, named by crossTenant) when `db` is one tenant's.
 */
export async function issueTicket(
  db: Queryable,
  data: Ticket,
  now: Date,
  sweep: Queryable = db,
): Promise<string> {
  await sweep.query('DELETE FROM meeting_tickets WHERE expires_at <= $1', [now]);
  const ticket = randomBytes(32).toString('base64url');
  const { member } = data;
  await db.query(
    `INSERT INTO meeting_tickets (ticket_hash, customer_id, event_id, user_id, name, host, session_ends_at,
                                  sealed_authorization, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      hashOf(ticket),
      member.customerId,
      member.eventId,
      member.userId,
      member.name,
      member.host,
      data.sessionEndsAt === null ? null : new Date(data.sessionEndsAt),
      seal(ticket, data.authorization),
      new Date(data.expiresAt),
    ],
  );
  return ticket;
}

/** The ticket's data, spending it (a second use finds nothing); null for an unknown ticket or an inactive user or tenant. */
export async function redeemTicket(db: Queryable, ticket: unknown): Promise<Ticket | null> {
  if (typeof ticket !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(ticket)) return null;
  const { rows } = await db.query<{
    customer_id: string | number;
    event_id: string | number;
    user_id: string | number;
    name: string;
    host: boolean;
    session_ends_at: Date | string | null;
    sealed_authorization: string;
    expires_at: Date | string;
  }>(
    `DELETE FROM meeting_tickets WHERE ticket_hash = $1
     RETURNING customer_id, event_id, user_id, name, host, session_ends_at, sealed_authorization, expires_at`,
    [hashOf(ticket)],
  );
  const row = rows[0];
  const authorization = row ? unseal(ticket, row.sealed_authorization) : null;
  if (!row || authorization === null) return null;
  // The ticket dies with its user and its tenant (issue 24.8).
  if (!(await liveTokenHolder(db, Number(row.customer_id), Number(row.user_id)))) return null;
  return {
    member: {
      customerId: Number(row.customer_id),
      eventId: Number(row.event_id),
      userId: Number(row.user_id),
      name: row.name,
      host: row.host,
    },
    expiresAt: new Date(row.expires_at).getTime(),
    sessionEndsAt: row.session_ends_at === null ? null : new Date(row.session_ends_at).getTime(),
    authorization,
  };
}
