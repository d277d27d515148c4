// Issue 30 item 2, §4 invitation: the staff member invites a participant by SMS with a sign-in link
// (the reset journey's invitation link: the link, a 6-digit SMS code, their own password). The SMS
// goes through the messaging area's queue (a job per SMS, retried by the job runner); the link is
// stored only as a keyed hash. Sending again replaces the link; withdrawing kills it. The
// participant moves from waiting to accepted at their first sign-in (migration 0702's trigger).
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { randomToken, type CodeHasher } from '../../auth/code-hasher';
import { INVITATION_LINK_TTL_MS } from '../../auth/invitation';
import { OneTimeCodes } from '../../auth/one-time-codes';
import { resetLinkFor } from '../../auth/password-reset';
import type { Clock } from '../../clock/clock';
import type { Queryable } from '../../db/database';
import { mobileNumber, queueSms, takeMessageBudget } from '../messaging';
import { directoryError } from './directory-errors';
import type { Scope } from './participant-list';
import { logAccess, participantRecord } from './participant-record';

interface Invitee {
  user_id: string | number | null;
  username: string | null;
  mobile_phone: string | null;
  accepted_at: Date | null;
  case_ended_at: Date | null;
}

/** The participant as an invitation needs them, once the caller may act on them. */
async function invitee(db: Queryable, scope: Scope, id: number): Promise<Invitee> {
  await participantRecord(db, scope, id, false);
  const { rows } = await db.query<Invitee>(
    `SELECT r.user_id, u.username, coalesce(r.mobile_phone, u.mobile_phone) AS mobile_phone, r.accepted_at, r.case_ended_at
       FROM recipients r LEFT JOIN users u ON u.id = r.user_id AND u.customer_id = r.customer_id
      WHERE r.customer_id = $1 AND r.id = $2`,
    [scope.customerId, id],
  );
  const row = rows[0]!;
  if (row.accepted_at) throw directoryError(409, 'directory_already_accepted');
  if (row.case_ended_at) throw directoryError(409, 'directory_case_ended');
  return row;
}

export interface InviteInput {
  scope: Scope;
  id: number;
  tenantName: string;
  hasher: CodeHasher;
  clock: Clock;
  request: FastifyRequest;
}

export function invitationText(tenantName: string, username: string, link: string): string {
  return (
    `${tenantName}: you are invited to the portal / du er invitert til portalen. ` +
    `Username / brukernavn: ${username}. Choose your password here / velg passordet ditt her (7 days / dager): ${link}`
  );
}

/** Sends (or sends again) the invitation; answers the SMS's id for the job to send it. */
export async function invite(db: Queryable, input: InviteInput) {
  const { scope, id, clock } = input;
  const person = await invitee(db, scope, id);
  const to = person.mobile_phone ? mobileNumber(person.mobile_phone) : null;
  if (!to || person.user_id === null || !person.username) throw directoryError(400, 'directory_not_a_mobile');
  const now = clock.now();
  if (!(await takeMessageBudget(db, { customerId: scope.customerId, userId: scope.staffId }, 1, now)))
    throw directoryError(429, 'too_many_messages');
  const userId = Number(person.user_id);
  const code = randomToken();
  const codes = new OneTimeCodes(db, input.hasher, clock);
  await codes.issue({
    customerId: scope.customerId,
    userId,
    purpose: 'invitation',
    code,
    binding: `user:${userId}`,
    ttlMs: INVITATION_LINK_TTL_MS,
  });
  const content = invitationText(input.tenantName, person.username, resetLinkFor(input.request, code));
  const smsId = await queueSms(db, { customerId: scope.customerId, userId: scope.staffId, templateId: null, content, to });
  const reference = `INV-${randomBytes(6).toString('hex').toUpperCase()}`;
  await db.query(
    'UPDATE recipients SET invitation_code = $3, invited_at = $4, invited_by = $5 WHERE customer_id = $1 AND id = $2',
    [scope.customerId, id, reference, now, scope.staffId],
  );
  await db.query(
    'UPDATE users SET invitation_code = $3, invited_at = $4, invited_by = $5 WHERE customer_id = $1 AND id = $2',
    [scope.customerId, userId, reference, now, scope.staffId],
  );
  await logAccess(db, scope, id, 'invite');
  return { smsId, answer: { invitedAt: now.toISOString(), username: person.username, mobile: to } };
}

/** Withdraws the invitation: the link stops working and the participant shows as not invited. */
export async function withdrawInvitation(db: Queryable, scope: Scope, id: number, hasher: CodeHasher, clock: Clock) {
  const person = await invitee(db, scope, id);
  if (person.user_id !== null)
    await new OneTimeCodes(db, hasher, clock).withdraw(scope.customerId, 'invitation', `user:${Number(person.user_id)}`);
  await db.query(
    'UPDATE recipients SET invitation_code = NULL, invited_at = NULL, invited_by = NULL WHERE customer_id = $1 AND id = $2',
    [scope.customerId, id],
  );
  return { ok: true };
}
