// Issue 30 item 2: a staff member adds a participant to their caseload. The national id is checked
// by the rules package (check digits), the mobile by libphonenumber-js (the messaging area's rule);
// a national id the tenant already has is refused with the existing participant, whom the form
// offers to add to the caseload instead. The participant gets a user of their own (role
// participant, no password yet): the invitation's link lets them choose one.
import { isLeadingRole, isValidNationalId, type NewParticipant, type ParticipantRow } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { mobileNumber } from '../messaging';
import { directoryError } from './directory-errors';
import type { Scope } from './participant-list';
import { directorySettings, logAccess, participantRecord } from './participant-record';

/** `Kari Nordmann` -> `kari.nordmann`: letters a-z and dots, what a phone keyboard types easily. */
export function usernameBase(fullName: string): string {
  const parts = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .split(/[^a-z]+/)
    .filter(Boolean);
  const base = parts.length > 1 ? `${parts[0]}.${parts.at(-1)}` : (parts[0] ?? 'deltaker');
  return base.slice(0, 30);
}

/** The first of base, base2, base3, … that no user of the tenant has. */
async function freeUsername(db: Queryable, customerId: number, base: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT lower(username) AS name FROM users WHERE customer_id = $1 AND lower(username) LIKE $2 || '%'`,
    [customerId, base],
  );
  const taken = new Set(rows.map((row) => row.name));
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Whether the caller may add to their caseload a participant who is in others' caseloads: the leading
 * roles may, and anyone where the tenant does not limit caseloads.
 */
async function mayTakeOver(db: Queryable, scope: Scope): Promise<boolean> {
  return isLeadingRole(scope.role) || !(await directorySettings(db, scope.customerId)).limitCaseloads;
}

/**
 * Refuses a national id the tenant already has. The existing participant is named and offered to the
 * caller's caseload only to whom may open them (their own, the leading roles, a tenant that does not
 * limit caseloads); to other staff the refusal says that someone else follows them up, without a
 * name, and a team leader can add them.
 */
async function refuseDuplicate(db: Queryable, scope: Scope, nationalId: string): Promise<void> {
  const { rows } = await db.query<{ id: string | number; full_name: string; own: boolean }>(
    `SELECT r.id, r.full_name, EXISTS (SELECT 1 FROM recipient_staff s WHERE s.customer_id = r.customer_id
              AND s.recipient_id = r.id AND s.user_id = $3) AS own
       FROM recipients r WHERE r.customer_id = $1 AND r.national_id = $2 AND r.deleted_at IS NULL`,
    [scope.customerId, nationalId, scope.staffId],
  );
  const existing = rows[0];
  if (!existing) return;
  if (!existing.own && !(await mayTakeOver(db, scope))) throw directoryError(409, 'directory_duplicate_elsewhere');
  throw directoryError(
    409,
    'directory_duplicate',
    { name: existing.full_name },
    { existing: { id: Number(existing.id), fullName: existing.full_name, inYourCaseload: existing.own } },
  );
}

/** The participant's own user: the tenant's user with this national id, or a new one. */
async function participantUser(db: Queryable, scope: Scope, input: NewParticipant, mobile: string): Promise<number> {
  const { rows: found } = await db.query<{ id: string | number; role: string }>(
    'SELECT id, role FROM users WHERE customer_id = $1 AND national_id = $2 AND deleted_at IS NULL',
    [scope.customerId, input.nationalId],
  );
  if (found[0]) {
    if (found[0].role !== 'participant') throw directoryError(409, 'directory_duplicate', { name: input.fullName });
    return Number(found[0].id);
  }
  const names = input.fullName.split(/\s+/);
  const username = await freeUsername(db, scope.customerId, usernameBase(input.fullName));
  const { rows } = await db.query<{ id: string | number }>(
    `INSERT INTO users (customer_id, username, mobile_phone, first_name, last_name, role, national_id, pnr_class)
     VALUES ($1, $2, $3, $4, $5, 'participant', $6, 'PERMANENT') RETURNING id`,
    [scope.customerId, username, mobile, names.slice(0, -1).join(' ') || names[0], names.length > 1 ? names.at(-1) : '', input.nationalId],
  );
  return Number(rows[0]!.id);
}

export async function createParticipant(db: Queryable, scope: Scope, input: NewParticipant): Promise<ParticipantRow> {
  if (!isValidNationalId(input.nationalId)) throw directoryError(400, 'directory_national_id_invalid');
  const mobile = mobileNumber(input.mobile);
  if (!mobile) throw directoryError(400, 'directory_not_a_mobile');
  await refuseDuplicate(db, scope, input.nationalId);
  if (input.activityId !== null) {
    const { rows } = await db.query(
      'SELECT 1 FROM activities WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL',
      [scope.customerId, input.activityId],
    );
    if (rows.length === 0) throw directoryError(404, 'directory_activity_not_found');
  }
  const userId = await participantUser(db, scope, input, mobile);
  const { rows } = await db.query<{ id: string | number }>(
    `INSERT INTO recipients (customer_id, user_id, full_name, national_id, mobile_phone, activity_id, actno, tiltak, niva)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [scope.customerId, userId, input.fullName, input.nationalId, mobile, input.activityId, input.caseNumber, input.tiltak, input.niva],
  );
  const id = Number(rows[0]!.id);
  await db.query(
    `INSERT INTO recipient_staff (recipient_id, user_id, customer_id, status) VALUES ($1, $2, $3, 'waiting')`,
    [id, scope.staffId, scope.customerId],
  );
  await logAccess(db, scope, id, 'create');
  return participantRecord(db, scope, id, false);
}

/** Adds an existing participant of the tenant (the duplicate the form offered) to the caller's caseload. */
export async function takeOverParticipant(db: Queryable, scope: Scope, id: number): Promise<ParticipantRow> {
  const { rows } = await db.query<{ accepted: boolean; own: boolean }>(
    `SELECT r.accepted_at IS NOT NULL AS accepted, EXISTS (SELECT 1 FROM recipient_staff s
              WHERE s.customer_id = r.customer_id AND s.recipient_id = r.id AND s.user_id = $3) AS own
       FROM recipients r WHERE r.customer_id = $1 AND r.id = $2 AND r.deleted_at IS NULL`,
    [scope.customerId, id, scope.staffId],
  );
  if (!rows[0]) throw directoryError(404, 'directory_participant_not_found');
  // Where caseloads are limited, staff do not take another's participant themselves (a team leader does).
  if (!rows[0].own && !(await mayTakeOver(db, scope))) throw directoryError(403, 'directory_not_your_caseload');
  await db.query(
    `INSERT INTO recipient_staff (recipient_id, user_id, customer_id, status) VALUES ($1, $2, $3, $4)
     ON CONFLICT (recipient_id, user_id) DO NOTHING`,
    [id, scope.staffId, scope.customerId, rows[0].accepted ? 'accepted' : 'waiting'],
  );
  return participantRecord(db, scope, id, false);
}
