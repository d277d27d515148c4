// The rules of a person's day and period (issue 29 item 5), checked before a registration is saved:
// at most 24 hours a day, no overlap of spans, nothing written into an approved period. The
// database holds the first two again for the data API's writes (migration 0600).
import { MINUTES_PER_DAY, entrySpan, type TimeEntryInput } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { timeError } from './time-errors';

export interface CheckedEntry {
  date: string;
  minutes: number;
  start: string | null;
  end: string | null;
}

/** The registration's span, or the refusal of one that is not one. */
export function checkedSpan(input: TimeEntryInput): CheckedEntry {
  const span = entrySpan(input);
  if (!span.ok) throw timeError(400, `time.${span.reason}`);
  return { date: input.date, minutes: span.minutes, start: span.start, end: span.end };
}

/** Refuses a date of `userId` inside an approved period. */
export async function refuseApprovedDate(db: Queryable, userId: number, date: string) {
  const { rows } = await db.query(
    `SELECT 1 FROM time_approvals WHERE user_id = $1 AND $2::date BETWEEN period_from AND period_to LIMIT 1`,
    [userId, date],
  );
  if (rows.length > 0) throw timeError(409, 'time.periodApproved', { date });
}

/**
 * Takes the person's lock for the transaction (two registrations at once cannot both pass the
 * checks) and refuses a day over 24 hours or a span overlapping another of the same day.
 */
export async function refuseFullOrOverlappingDay(
  tx: Queryable,
  userId: number,
  entry: CheckedEntry,
  exceptId: number | null,
) {
  await tx.query('SELECT pg_advisory_xact_lock(29, $1::int)', [userId]);
  const { rows } = await tx.query<{ total: string | number; start: string | null; end: string | null }>(
    `SELECT (SELECT coalesce(sum(minutes), 0) FROM time_entries
              WHERE user_id = $1 AND date = $2 AND deleted_at IS NULL AND id <> $3) AS total,
            o.start, o.end
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (
         SELECT to_char(start_time, 'HH24:MI') AS start, to_char(end_time, 'HH24:MI') AS end FROM time_entries
          WHERE user_id = $1 AND date = $2 AND deleted_at IS NULL AND id <> $3 AND start_time IS NOT NULL
            AND $4::time IS NOT NULL AND start_time < $5::time AND end_time > $4::time
          ORDER BY start_time LIMIT 1) AS o ON true`,
    [userId, entry.date, exceptId ?? 0, entry.start, entry.end],
  );
  const row = rows[0];
  if (row?.start && row.end)
    throw timeError(409, 'time.overlap', { date: entry.date, start: row.start, end: row.end });
  if (Number(row?.total ?? 0) + entry.minutes > MINUTES_PER_DAY)
    throw timeError(409, 'time.overDay', { date: entry.date });
}
