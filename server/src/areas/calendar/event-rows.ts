// Events of one tenant (issue 16, parts 1-3): the rows and who may see them. Every statement names
// the tenant; a user's own calendar holds the events that are theirs by the one rule of
// packages/rules (calendar/event-mine.ts: organiser, invited to it or to its series, or about
// them); staff may open any event of the tenant, and look at a participant's calendar (the events
// about them or that their user is invited to). A series is one row with an RRULE (expanded in
// Europe/Oslo), a changed occurrence is a row of its own pointing at its series, and the occurrences
// left out are the series' EXDATEs.
import {
  EVENT_MINE_WAYS,
  isStaffRole,
  type EventKind,
  type EventMineWay,
  type EventResponse,
} from '@portal/rules';
import type { Caller } from '../../area-kit/caller';
import type { Queryable } from '../../db/database';
import { calendarError } from './calendar-errors';
import { expand } from './recurrence';

/** Whose calendar: the caller of a route, or the owner of a feed's secret address. */
export type CalendarCaller = Pick<Caller, 'customerId' | 'userId' | 'role'>;

export interface EventRow {
  id: number;
  title: string;
  description: string | null;
  location: string | null;
  starts_at: Date;
  ends_at: Date;
  all_day: boolean;
  kind: EventKind;
  video_meeting: boolean;
  reminder_minutes: number | null;
  rrule: string | null;
  exdates: Date[];
  series_id: number | null;
  original_start: Date | null;
  recipient_id: number | null;
  created_by: number | null;
  my_response: EventResponse | null;
}

export const MAX_RANGE_DAYS = 400;

export const EVENT_COLUMNS = `e.id, e.title, e.description, e.location, e.starts_at, e.ends_at, e.all_day, e.kind,
  e.video_meeting, e.reminder_minutes, e.rrule, e.exdates, e.series_id, e.original_start, e.recipient_id,
  e.created_by, me.response AS my_response`;

export function normalise(row: EventRow): EventRow {
  return {
    ...row,
    id: Number(row.id),
    series_id: row.series_id === null ? null : Number(row.series_id),
    recipient_id: row.recipient_id === null ? null : Number(row.recipient_id),
    created_by: row.created_by === null ? null : Number(row.created_by),
    exdates: (row.exdates ?? []).map((d) => new Date(d)),
  };
}

/** Each way an event is a user's (packages/rules calendar/event-mine.ts) as SQL on `events e`. */
const MINE_SQL: Record<EventMineWay, (user: string) => string> = {
  organiser: (user) => `e.created_by = ${user}`,
  invitee: (user) =>
    `EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = e.id AND p.user_id = ${user})`,
  seriesInvitee: (user) =>
    `(e.series_id IS NOT NULL AND EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = e.series_id AND p.user_id = ${user}))`,
  about: (user) =>
    `EXISTS (SELECT 1 FROM recipients r WHERE r.id = e.recipient_id AND r.user_id = ${user} AND r.deleted_at IS NULL)`,
};

/** The events that are the user's (`user` a placeholder such as `$4`), as a condition on `events e`. */
export function eventMineSql(user: string): string {
  return EVENT_MINE_WAYS.map((way) => MINE_SQL[way](user)).join('\n      OR ');
}

/**
 * Whose calendar: the user's own (ME), or, for staff, a participant's (RECIPIENT). A participant
 * asking for anyone else's is refused.
 */
async function visibilityFilter(
  tx: Queryable,
  who: CalendarCaller,
  recipientId: number | undefined,
  params: unknown[],
) {
  if (recipientId === undefined) {
    params.push(who.userId);
    return eventMineSql(`$${params.length}`);
  }
  const { rows } = await tx.query<{ user_id: number | null }>(
    'SELECT user_id FROM recipients WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL',
    [who.customerId, recipientId],
  );
  const recipient = rows[0];
  if (!recipient) throw calendarError(404, 'calendar.recipientUnknown');
  if (!isStaffRole(who.role) && Number(recipient.user_id) !== who.userId)
    throw calendarError(403, 'calendar.otherParticipant');
  params.push(recipientId, recipient.user_id === null ? null : Number(recipient.user_id));
  const r = `$${params.length - 1}`;
  const u = `$${params.length}`;
  // packages/rules participantEventsWhere: about the participant, or their user invited.
  return `e.recipient_id = ${r} OR ${MINE_SQL.invitee(u)} OR ${MINE_SQL.seriesInvitee(u)}`;
}

/**
 * The user's answers to single occurrences of these series, by `${seriesId} ${original start ms}`
 * (they override the answer to the series).
 */
export async function occurrenceAnswers(tx: Queryable, who: CalendarCaller, seriesIds: readonly number[]) {
  const answers = new Map<string, EventResponse>();
  if (seriesIds.length === 0) return answers;
  const { rows } = await tx.query<{ event_id: number; occurrence_start: Date; response: EventResponse }>(
    `SELECT event_id, occurrence_start, response FROM event_occurrence_responses
      WHERE customer_id = $1 AND user_id = $2 AND event_id = ANY($3::bigint[])`,
    [who.customerId, who.userId, [...new Set(seriesIds)]],
  );
  for (const row of rows)
    answers.set(`${Number(row.event_id)} ${new Date(row.occurrence_start).getTime()}`, row.response);
  return answers;
}

/** The visible rows (single events, series, changed occurrences) that may have an occurrence in [from, to). */
export async function visibleRows(
  tx: Queryable,
  who: CalendarCaller,
  from: Date,
  to: Date,
  recipientId?: number,
) {
  const params: unknown[] = [who.customerId, from, to];
  const visible = await visibilityFilter(tx, who, recipientId, params);
  params.push(who.userId);
  const { rows } = await tx.query<EventRow>(
    `SELECT ${EVENT_COLUMNS}
       FROM events e
       LEFT JOIN event_participants me ON me.event_id = COALESCE(e.series_id, e.id) AND me.user_id = $${params.length}
      WHERE e.customer_id = $1 AND e.deleted_at IS NULL
        AND ((e.rrule IS NULL AND e.starts_at < $3 AND e.ends_at > $2) OR (e.rrule IS NOT NULL AND e.starts_at < $3))
        AND (${visible})
      ORDER BY e.starts_at, e.id`,
    params,
  );
  return rows.map(normalise);
}

/** One event the user may see (404 otherwise, the same whether it exists elsewhere or not). */
export async function readEvent(
  tx: Queryable,
  who: CalendarCaller,
  id: number,
  forUpdate = false,
): Promise<EventRow> {
  const params: unknown[] = [who.customerId, id];
  const visible = isStaffRole(who.role) ? 'true' : await visibilityFilter(tx, who, undefined, params);
  params.push(who.userId);
  const { rows } = await tx.query<EventRow>(
    `SELECT ${EVENT_COLUMNS}
       FROM events e
       LEFT JOIN event_participants me ON me.event_id = COALESCE(e.series_id, e.id) AND me.user_id = $${params.length}
      WHERE e.customer_id = $1 AND e.id = $2 AND e.deleted_at IS NULL AND (${visible})
      ${forUpdate ? 'FOR UPDATE OF e' : ''}`,
    params,
  );
  const row = rows[0];
  if (!row) throw calendarError(404, 'calendar.notFound');
  return normalise(row);
}

/**
 * Which occurrence of a series an event row and an asked-for start name, as the series' id and the
 * original start: a changed occurrence names itself; an occurrence of a series must be one it has;
 * a single event names none.
 */
export function occurrenceKey(
  row: EventRow,
  occurrence: Date | null,
): { series: number; start: Date } | null {
  if (row.series_id !== null && row.original_start !== null)
    return { series: row.series_id, start: row.original_start };
  if (row.rrule !== null && occurrence !== null)
    return { series: row.id, start: requireOccurrence(row, occurrence) };
  return null;
}

/** The occurrence must be one the series really has (not left out, within its rule). */
export function requireOccurrence(row: EventRow, occurrence: Date | null): Date {
  if (occurrence === null || row.rrule === null) throw calendarError(400, 'calendar.occurrenceUnknown');
  const found = expand(
    row.rrule,
    row.starts_at,
    row.exdates,
    occurrence,
    new Date(occurrence.getTime() + 1000),
    1,
  );
  if (found[0]?.getTime() !== occurrence.getTime()) throw calendarError(400, 'calendar.occurrenceUnknown');
  return occurrence;
}
