// Issue 29 item 5: a person's registrations and the team leader's view of the team's, under the
// tenant's row-level security (the kit's `db`). A registration is written only by its owner and
// only outside an approved period; a team leader approves a period of a person they lead, never
// their own.
import type { TeamFilter, TimeEntry, TimeEntryInput, TimePerson } from '@portal/rules';
import type { Caller } from '../../area-kit/caller';
import type { Queryable } from '../../db/database';
import { timeError } from './time-errors';
import { checkedSpan, refuseApprovedDate, refuseFullOrOverlappingDay } from './time-rules';

type Who = Pick<Caller, 'userId' | 'role'>;

interface EntryRow {
  id: string | number;
  user_id: string | number;
  user_name: string;
  date: string;
  minutes: number;
  start: string | null;
  end: string | null;
  recipient_id: string | number | null;
  recipient_name: string | null;
  activity_type: TimeEntry['activityType'];
  description: string | null;
  approved_at: Date | string | null;
  approved_by_name: string | null;
  rejected_at: Date | string | null;
  rejection_note: string | null;
}

const NAME = (alias: string) => `trim(${alias}.first_name || ' ' || ${alias}.last_name)`;

/** The SELECT of a registration as the wire has it; `WHERE` follows. */
export const ENTRY_SELECT = `
  SELECT e.id, e.user_id, ${NAME('u')} AS user_name, to_char(e.date, 'YYYY-MM-DD') AS date, e.minutes,
         to_char(e.start_time, 'HH24:MI') AS start, to_char(e.end_time, 'HH24:MI') AS end,
         e.recipient_id, r.full_name AS recipient_name, e.activity_type, e.description,
         e.approved_at, ${NAME('a')} AS approved_by_name, e.rejected_at, e.rejection_note
    FROM time_entries e
    JOIN users u ON u.id = e.user_id
    LEFT JOIN recipients r ON r.id = e.recipient_id
    LEFT JOIN users a ON a.id = e.approved_by`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function entryOf(row: EntryRow): TimeEntry {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    userName: row.user_name,
    date: row.date,
    minutes: row.minutes,
    start: row.start,
    end: row.end,
    recipientId: row.recipient_id === null ? null : Number(row.recipient_id),
    recipientName: row.recipient_name,
    activityType: row.activity_type,
    note: row.description,
    status: row.approved_at ? 'approved' : row.rejected_at ? 'rejected' : 'open',
    approvedAt: iso(row.approved_at),
    approvedByName: row.approved_at ? row.approved_by_name : null,
    rejectionNote: row.rejected_at ? row.rejection_note : null,
  };
}

/** The most rows one list answers (a month of a large team fits many times over). */
export const LIST_LIMIT = 5000;
/** The longest period a list, an export or an approval covers. */
export const MAX_PERIOD_DAYS = 366;

export function refuseBadPeriod(from: string, to: string) {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days < 0 || days >= MAX_PERIOD_DAYS)
    throw timeError(400, 'time.periodTooLong', { days: MAX_PERIOD_DAYS });
}

export async function ownEntries(db: Queryable, who: Who, from: string, to: string): Promise<TimeEntry[]> {
  refuseBadPeriod(from, to);
  const { rows } = await db.query<EntryRow>(
    `${ENTRY_SELECT}
      WHERE e.user_id = $1 AND e.deleted_at IS NULL AND e.date BETWEEN $2 AND $3
      ORDER BY e.date DESC, e.start_time DESC NULLS LAST, e.id DESC LIMIT ${LIST_LIMIT}`,
    [who.userId, from, to],
  );
  return rows.map(entryOf);
}

/** The team a caller sees: a team leader their own; an admin every team, or the one named. */
export function teamLeaderOf(who: Who, leaderId: number | undefined): number | null {
  return who.role === 'admin' ? (leaderId ?? null) : who.userId;
}

export async function teamEntries(db: Queryable, who: Who, filter: TeamFilter): Promise<TimeEntry[]> {
  refuseBadPeriod(filter.from, filter.to);
  const { rows } = await db.query<EntryRow>(
    `${ENTRY_SELECT}
      WHERE e.deleted_at IS NULL AND e.date BETWEEN $1 AND $2
        AND ($3::bigint IS NULL OR e.user_id = $3)
        AND ($4::bigint IS NULL OR e.recipient_id = $4)
        AND ($5::bigint IS NULL OR e.user_id IN (SELECT user_id FROM time_team_members WHERE leader_id = $5))
      ORDER BY e.date DESC, u.last_name, u.first_name, e.start_time NULLS LAST, e.id LIMIT ${LIST_LIMIT}`,
    [
      filter.from,
      filter.to,
      filter.userId ?? null,
      filter.recipientId ?? null,
      teamLeaderOf(who, filter.leaderId),
    ],
  );
  return rows.map(entryOf);
}

export async function teamApprovals(db: Queryable, who: Who, filter: TeamFilter) {
  const { rows } = await db.query<{ user_id: string | number; from: string; to: string; name: string }>(
    `SELECT p.user_id, to_char(p.period_from, 'YYYY-MM-DD') AS from, to_char(p.period_to, 'YYYY-MM-DD') AS to,
            ${NAME('a')} AS name
       FROM time_approvals p JOIN users a ON a.id = p.approved_by
      WHERE p.period_from <= $2 AND p.period_to >= $1 AND ($3::bigint IS NULL OR p.user_id = $3)
        AND ($4::bigint IS NULL OR p.user_id IN (SELECT user_id FROM time_team_members WHERE leader_id = $4))
      ORDER BY p.period_from`,
    [filter.from, filter.to, filter.userId ?? null, teamLeaderOf(who, filter.leaderId)],
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    from: row.from,
    to: row.to,
    approvedByName: row.name,
  }));
}

async function refuseUnknownRecipient(db: Queryable, recipientId: number | null) {
  if (recipientId === null) return;
  const { rows } = await db.query('SELECT 1 FROM recipients WHERE id = $1 AND deleted_at IS NULL', [
    recipientId,
  ]);
  if (rows.length === 0) throw timeError(400, 'time.recipientUnknown');
}

export async function createEntry(tx: Queryable, caller: Caller, input: TimeEntryInput): Promise<number> {
  const entry = checkedSpan(input);
  await refuseUnknownRecipient(tx, input.recipientId);
  await refuseApprovedDate(tx, caller.userId, entry.date);
  await refuseFullOrOverlappingDay(tx, caller.userId, entry, null);
  const { rows } = await tx.query<{ id: string | number }>(
    `INSERT INTO time_entries (customer_id, user_id, recipient_id, date, minutes, start_time, end_time, activity_type, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      caller.customerId,
      caller.userId,
      input.recipientId,
      entry.date,
      entry.minutes,
      entry.start,
      entry.end,
      input.activityType,
      input.note,
    ],
  );
  return Number(rows[0]?.id);
}

/** The caller's own registration, locked for the change; refused when approved. */
async function ownOpenEntry(tx: Queryable, who: Who, id: number) {
  const { rows } = await tx.query<{ date: string; approved: boolean }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, approved_at IS NOT NULL AS approved FROM time_entries
      WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [id, who.userId],
  );
  const row = rows[0];
  if (!row) throw timeError(404, 'time.notFound');
  if (row.approved) throw timeError(409, 'time.periodApproved', { date: row.date });
  await refuseApprovedDate(tx, who.userId, row.date);
  return row;
}

export async function updateEntry(tx: Queryable, caller: Caller, id: number, input: TimeEntryInput) {
  const entry = checkedSpan(input);
  await ownOpenEntry(tx, caller, id);
  await refuseUnknownRecipient(tx, input.recipientId);
  await refuseApprovedDate(tx, caller.userId, entry.date);
  await refuseFullOrOverlappingDay(tx, caller.userId, entry, id);
  // A change answers a rejection: the registration is open again.
  await tx.query(
    `UPDATE time_entries SET recipient_id = $2, date = $3, minutes = $4, start_time = $5, end_time = $6,
            activity_type = $7, description = $8, rejected_at = NULL, rejected_by = NULL, rejection_note = NULL
      WHERE id = $1`,
    [
      id,
      input.recipientId,
      entry.date,
      entry.minutes,
      entry.start,
      entry.end,
      input.activityType,
      input.note,
    ],
  );
}

export async function removeEntry(tx: Queryable, who: Who, id: number, now: Date) {
  await ownOpenEntry(tx, who, id);
  await tx.query('UPDATE time_entries SET deleted_at = $2 WHERE id = $1', [id, now]);
}

/** Refuses a person the caller may not approve: themselves, or someone outside a team leader's team. */
async function refuseOutsideTeam(db: Queryable, who: Who, userId: number) {
  if (userId === who.userId) throw timeError(403, 'time.ownApproval');
  const { rows } = await db.query(
    who.role === 'admin'
      ? `SELECT 1 FROM users WHERE id = $1 AND role <> 'participant'`
      : 'SELECT 1 FROM time_team_members WHERE user_id = $1 AND leader_id = $2',
    who.role === 'admin' ? [userId] : [userId, who.userId],
  );
  if (rows.length === 0) throw timeError(403, 'time.notInTeam');
}

export async function approvePeriod(
  tx: Queryable,
  caller: Caller,
  period: { userId: number; from: string; to: string },
  now: Date,
): Promise<number> {
  refuseBadPeriod(period.from, period.to);
  await refuseOutsideTeam(tx, caller, period.userId);
  await tx.query('SELECT pg_advisory_xact_lock(29, $1::int)', [period.userId]);
  await tx.query(
    `INSERT INTO time_approvals (customer_id, user_id, period_from, period_to, approved_by, approved_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [caller.customerId, period.userId, period.from, period.to, caller.userId, now],
  );
  const { affectedRows } = await tx.query(
    `UPDATE time_entries SET approved_at = $4, approved_by = $5, rejected_at = NULL, rejected_by = NULL,
            rejection_note = NULL
      WHERE user_id = $1 AND date BETWEEN $2 AND $3 AND deleted_at IS NULL AND approved_at IS NULL`,
    [period.userId, period.from, period.to, now, caller.userId],
  );
  return affectedRows;
}

export async function rejectEntry(tx: Queryable, caller: Caller, id: number, note: string, now: Date) {
  const { rows } = await tx.query<{ user_id: string | number; date: string; approved: boolean }>(
    `SELECT user_id, to_char(date, 'YYYY-MM-DD') AS date, approved_at IS NOT NULL AS approved
       FROM time_entries WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [id],
  );
  const row = rows[0];
  if (!row) throw timeError(404, 'time.notFound');
  await refuseOutsideTeam(tx, caller, Number(row.user_id));
  if (row.approved) throw timeError(409, 'time.periodApproved', { date: row.date });
  await tx.query(
    'UPDATE time_entries SET rejected_at = $2, rejected_by = $3, rejection_note = $4 WHERE id = $1',
    [id, now, caller.userId, note],
  );
}

export async function timeOptions(db: Queryable, who: Who, leading: boolean) {
  const people = async (sql: string, values: unknown[]): Promise<TimePerson[]> =>
    (await db.query<{ id: string | number; name: string }>(sql, values)).rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
    }));
  const participants = await people(
    'SELECT id, full_name AS name FROM recipients WHERE deleted_at IS NULL ORDER BY full_name, id LIMIT 1000',
    [],
  );
  if (!leading) return { participants, team: [], leaders: [] };
  const leader = teamLeaderOf(who, undefined);
  const team = await people(
    `SELECT u.id, ${NAME('u')} AS name FROM users u
      WHERE u.role <> 'participant' AND u.id <> $1
        AND ($2::bigint IS NULL OR u.id IN (SELECT user_id FROM time_team_members WHERE leader_id = $2))
      ORDER BY u.last_name, u.first_name, u.id LIMIT 1000`,
    [who.userId, leader],
  );
  const leaders =
    who.role === 'admin'
      ? await people(
          `SELECT DISTINCT u.id, ${NAME('u')} AS name FROM time_team_members m JOIN users u ON u.id = m.leader_id
            ORDER BY name, u.id`,
          [],
        )
      : [];
  return { participants, team, leaders };
}
