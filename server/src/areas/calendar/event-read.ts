// Reading the calendar (issue 16): the occurrences of a range, the feed's rows, one event with its
// invited people and their answers, and the people who may be invited.
import {
  isLeadingRole,
  isStaffRole,
  type EventDetails,
  type EventResponse,
  type Occurrence,
} from '@portal/rules';
import type { Queryable } from '../../db/database';
import { calendarError } from './calendar-errors';
import {
  EVENT_COLUMNS,
  MAX_RANGE_DAYS,
  normalise,
  occurrenceAnswers,
  occurrenceKey,
  readEvent,
  visibleRows,
  type CalendarCaller,
  type EventRow,
} from './event-rows';
import { expand } from './recurrence';

/** The occurrences in [from, to) of the calendar asked for. */
export async function listOccurrences(
  tx: Queryable,
  who: CalendarCaller,
  from: Date,
  to: Date,
  recipientId?: number,
): Promise<Occurrence[]> {
  if (!(to > from) || to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000)
    throw calendarError(400, 'calendar.range', { days: MAX_RANGE_DAYS });
  const rows = await visibleRows(tx, who, from, to, recipientId);
  const answers = await occurrenceAnswers(
    tx,
    who,
    rows.map((r) => r.series_id ?? r.id),
  );
  const answerOf = (series: number, start: Date, fallback: EventResponse | null) =>
    fallback === null ? null : (answers.get(`${series} ${start.getTime()}`) ?? fallback);
  const out: Occurrence[] = [];
  for (const row of rows) {
    const canEdit = isStaffRole(who.role) && (row.created_by === who.userId || isLeadingRole(who.role));
    const base = {
      eventId: row.id,
      title: row.title,
      allDay: row.all_day,
      kind: row.kind,
      location: row.location,
      videoMeeting: row.video_meeting,
      recurring: row.rrule !== null || row.series_id !== null,
      seriesId: row.series_id,
      recipientId: row.recipient_id,
      response: row.my_response,
      canEdit,
    };
    if (row.rrule === null) {
      out.push({
        ...base,
        response:
          row.series_id !== null && row.original_start !== null
            ? answerOf(row.series_id, row.original_start, row.my_response)
            : row.my_response,
        key: String(row.id),
        occurrence: null,
        start: row.starts_at.toISOString(),
        end: row.ends_at.toISOString(),
      });
      continue;
    }
    const duration = row.ends_at.getTime() - row.starts_at.getTime();
    for (const start of expand(row.rrule, row.starts_at, row.exdates, from, to, 5000, duration)) {
      out.push({
        ...base,
        key: `${row.id}:${start.toISOString()}`,
        occurrence: start.toISOString(),
        response: answerOf(row.id, start, row.my_response),
        start: start.toISOString(),
        end: new Date(start.getTime() + duration).toISOString(),
      });
    }
  }
  return out.sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * What the user's iCalendar feed holds for [from, to): each series once (with its rule, to be
 * written as one VEVENT with RRULE) together with all its changed occurrences (written as
 * RECURRENCE-ID overrides, wherever they lie, so the program never shows the original time), and
 * the single events in the window.
 */
export async function feedRows(tx: Queryable, who: CalendarCaller, from: Date, to: Date) {
  const rows = await visibleRows(tx, who, from, to);
  const inWindow = (row: EventRow) =>
    row.rrule === null ||
    expand(
      row.rrule,
      row.starts_at,
      row.exdates,
      from,
      to,
      1,
      row.ends_at.getTime() - row.starts_at.getTime(),
    ).length > 0;
  const movedInWindow = new Set(rows.flatMap((row) => (row.series_id === null ? [] : [row.series_id])));
  const series = rows.filter((row) => row.rrule !== null && (inWindow(row) || movedInWindow.has(row.id)));
  const seriesIds = new Set(series.map((row) => row.id));
  const { rows: changed } =
    seriesIds.size === 0
      ? { rows: [] as EventRow[] }
      : await tx.query<EventRow>(
          `SELECT ${EVENT_COLUMNS} FROM events e
             LEFT JOIN event_participants me ON me.event_id = e.series_id AND me.user_id = $3
            WHERE e.customer_id = $1 AND e.deleted_at IS NULL AND e.series_id = ANY($2::bigint[])
            ORDER BY e.original_start, e.id`,
          [who.customerId, [...seriesIds], who.userId],
        );
  const singles = rows.filter(
    (row) => row.rrule === null && (row.series_id === null || !seriesIds.has(row.series_id)),
  );
  return { series, changed: changed.map(normalise), singles };
}

export async function eventDetails(
  tx: Queryable,
  who: CalendarCaller,
  id: number,
  occurrence: Date | null = null,
): Promise<EventDetails> {
  const row = await readEvent(tx, who, id);
  const owner = row.series_id ?? row.id;
  const key = occurrenceKey(row, occurrence);
  const { rows: people } = await tx.query<{
    user_id: number;
    name: string;
    role: string;
    response: EventResponse;
    sms_reminder: boolean;
  }>(
    `SELECT p.user_id, trim(u.first_name || ' ' || u.last_name) AS name, u.role, p.response, p.sms_reminder
       FROM event_participants p JOIN users u ON u.id = p.user_id
      WHERE p.customer_id = $1 AND p.event_id = $2 ORDER BY name`,
    [who.customerId, owner],
  );
  if (key !== null) {
    // Answers to this one occurrence override the answers to the series.
    const { rows: answers } = await tx.query<{ user_id: number; response: EventResponse }>(
      `SELECT user_id, response FROM event_occurrence_responses
        WHERE customer_id = $1 AND event_id = $2 AND occurrence_start = $3`,
      [who.customerId, key.series, key.start],
    );
    const byUser = new Map(answers.map((a) => [Number(a.user_id), a.response]));
    for (const person of people) person.response = byUser.get(Number(person.user_id)) ?? person.response;
  }
  const { rows: extra } = await tx.query<{ recipient_name: string | null; plan_id: number | null }>(
    `SELECT (SELECT full_name FROM recipients WHERE id = $3 AND customer_id = $1) AS recipient_name,
            (SELECT artifact_package_id FROM event_artifact_package WHERE event_id = $2 AND customer_id = $1
              ORDER BY artifact_package_id LIMIT 1) AS plan_id`,
    [who.customerId, owner, row.recipient_id],
  );
  const mine = people.find((p) => Number(p.user_id) === who.userId);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    start: row.starts_at.toISOString(),
    end: row.ends_at.toISOString(),
    allDay: row.all_day,
    kind: row.kind,
    videoMeeting: row.video_meeting,
    reminderMinutes: row.reminder_minutes,
    rrule: row.rrule,
    seriesId: row.series_id,
    originalStart: row.original_start?.toISOString() ?? null,
    recipientId: row.recipient_id,
    recipientName: extra[0]?.recipient_name ?? null,
    planId: extra[0]?.plan_id === null || extra[0]?.plan_id === undefined ? null : Number(extra[0].plan_id),
    createdBy: row.created_by,
    canEdit: isStaffRole(who.role) && (row.created_by === who.userId || isLeadingRole(who.role)),
    response: mine?.response ?? null,
    smsReminder: mine?.sms_reminder ?? false,
    participants: people.map((p) => ({
      userId: Number(p.user_id),
      name: p.name,
      role: p.role,
      response: p.response,
    })),
  };
}

/** People who can be invited: the tenant's users (staff and participants). */
export async function invitablePeople(tx: Queryable, who: CalendarCaller) {
  if (!isStaffRole(who.role)) throw calendarError(403, 'calendar.forbidden');
  const { rows } = await tx.query<{ id: number; name: string; role: string; recipient_id: number | null }>(
    `SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS name, u.role,
            (SELECT r.id FROM recipients r WHERE r.user_id = u.id AND r.customer_id = u.customer_id
               AND r.deleted_at IS NULL ORDER BY r.id LIMIT 1) AS recipient_id
       FROM users u WHERE u.customer_id = $1 ORDER BY u.role = 'participant', name, u.id LIMIT 1000`,
    [who.customerId],
  );
  const { rows: recipients } = await tx.query<{ id: number; full_name: string }>(
    'SELECT id, full_name FROM recipients WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY full_name, id LIMIT 1000',
    [who.customerId],
  );
  return {
    users: rows.map((r) => ({
      id: Number(r.id),
      name: r.name || `#${r.id}`,
      role: r.role,
      recipientId: r.recipient_id === null ? null : Number(r.recipient_id),
    })),
    recipients: recipients.map((r) => ({ id: Number(r.id), name: r.full_name })),
  };
}
