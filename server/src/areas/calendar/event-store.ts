// Events of one tenant (issue 16, parts 1-3): every statement names the tenant; a participant
// reads only the events they are invited to or that are about them; only the organiser or an
// administrator / team leader changes an event. A series is one row with an RRULE (expanded in
// Europe/Oslo), a changed occurrence is a row of its own pointing at its series, and the
// occurrences left out are the series' EXDATEs.
import {
  isLeadingRole,
  isStaffRole,
  type EventAnswer,
  type EventChange,
  type EventDetails,
  type EventInput,
  type EventKind,
  type EventResponse,
  type EventScope,
  type Occurrence,
  type SaveResult,
} from '@portal/rules';
import type { Caller } from '../../area-kit/caller';
import type { Queryable } from '../../db/database';
import { calendarError } from './calendar-errors';
import { checkRule, endRuleBefore, expand, occurrencesBefore } from './recurrence';

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

const EVENT_COLUMNS = `e.id, e.title, e.description, e.location, e.starts_at, e.ends_at, e.all_day, e.kind,
  e.video_meeting, e.reminder_minutes, e.rrule, e.exdates, e.series_id, e.original_start, e.recipient_id,
  e.created_by, me.response AS my_response`;

function normalise(row: EventRow): EventRow {
  return {
    ...row,
    id: Number(row.id),
    series_id: row.series_id === null ? null : Number(row.series_id),
    recipient_id: row.recipient_id === null ? null : Number(row.recipient_id),
    created_by: row.created_by === null ? null : Number(row.created_by),
    exdates: (row.exdates ?? []).map((d) => new Date(d)),
  };
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
    const me = `$${params.length}`;
    return `e.created_by = ${me}
      OR EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = COALESCE(e.series_id, e.id) AND p.user_id = ${me})
      OR EXISTS (SELECT 1 FROM recipients r WHERE r.id = e.recipient_id AND r.user_id = ${me} AND r.deleted_at IS NULL)`;
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
  return `e.recipient_id = ${r}
    OR EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = COALESCE(e.series_id, e.id) AND p.user_id = ${u})`;
}

/**
 * The user's answers to single occurrences of these series, by `${seriesId} ${original start ms}`
 * (they override the answer to the series).
 */
async function occurrenceAnswers(tx: Queryable, who: CalendarCaller, seriesIds: readonly number[]) {
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
async function visibleRows(tx: Queryable, who: CalendarCaller, from: Date, to: Date, recipientId?: number) {
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
function occurrenceKey(row: EventRow, occurrence: Date | null): { series: number; start: Date } | null {
  if (row.series_id !== null && row.original_start !== null)
    return { series: row.series_id, start: row.original_start };
  if (row.rrule !== null && occurrence !== null)
    return { series: row.id, start: requireOccurrence(row, occurrence) };
  return null;
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

/** The references of an event checked against the tenant: people, participant, plan. */
async function checkReferences(tx: Queryable, who: CalendarCaller, input: EventInput) {
  if (!input.title) throw calendarError(400, 'calendar.titleRequired', {}, { field: 'title' });
  if (input.end.getTime() < input.start.getTime())
    throw calendarError(400, 'calendar.endsBeforeStart', {}, { field: 'end' });
  const ids = [...new Set(input.participantIds)];
  if (ids.length > 0) {
    const { rows } = await tx.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM users WHERE customer_id = $1 AND id = ANY($2::bigint[])',
      [who.customerId, ids],
    );
    if (Number(rows[0]?.n) !== ids.length)
      throw calendarError(400, 'calendar.participantUnknown', {}, { field: 'participantIds' });
  }
  if (input.recipientId !== null) {
    const { rows } = await tx.query(
      'SELECT 1 FROM recipients WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL',
      [who.customerId, input.recipientId],
    );
    if (rows.length === 0)
      throw calendarError(400, 'calendar.recipientUnknown', {}, { field: 'recipientId' });
  }
  if (input.planId !== null) {
    const { rows } = await tx.query(
      'SELECT 1 FROM artifact_packages WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL',
      [who.customerId, input.planId],
    );
    if (rows.length === 0) throw calendarError(400, 'calendar.planUnknown', {}, { field: 'planId' });
  }
}

interface InsertValues {
  input: EventInput;
  rrule: string | null;
  seriesId?: number | null;
  originalStart?: Date | null;
  exdates?: Date[];
  createdBy: number;
}

async function insertEvent(tx: Queryable, who: CalendarCaller, values: InsertValues): Promise<number> {
  const { input } = values;
  const { rows } = await tx.query<{ id: number | string }>(
    `INSERT INTO events (customer_id, title, description, location, starts_at, ends_at, all_day, kind,
        video_meeting, reminder_minutes, rrule, recipient_id, series_id, original_start, exdates,
        created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::timestamptz[], $16, $17)
     RETURNING id`,
    [
      who.customerId,
      input.title,
      input.description,
      input.location,
      input.start,
      input.end,
      input.allDay,
      input.kind,
      input.videoMeeting,
      input.reminderMinutes,
      values.rrule,
      input.recipientId,
      values.seriesId ?? null,
      values.originalStart ?? null,
      values.exdates ?? [],
      values.createdBy,
      who.userId,
    ],
  );
  return Number(rows[0]?.id);
}

/** The invited people of an event become `ids` (plus the organiser); answers already given stay. */
async function setParticipants(
  tx: Queryable,
  who: CalendarCaller,
  eventId: number,
  ids: readonly number[],
  organiser: number,
  answersFrom: number | null = null,
) {
  const wanted = [...new Set([organiser, ...ids])];
  await tx.query(
    'DELETE FROM event_participants WHERE customer_id = $1 AND event_id = $2 AND NOT (user_id = ANY($3::bigint[]))',
    [who.customerId, eventId, wanted],
  );
  await tx.query(
    `INSERT INTO event_participants (event_id, user_id, customer_id, response, sms_reminder)
     SELECT $2, u.id, $1,
            COALESCE(prev.response, CASE WHEN u.id = $4 THEN 'accepted' ELSE 'pending' END),
            COALESCE(prev.sms_reminder, false)
       FROM users u
       LEFT JOIN event_participants prev ON prev.event_id = $5 AND prev.user_id = u.id
      WHERE u.customer_id = $1 AND u.id = ANY($3::bigint[])
     ON CONFLICT (event_id, user_id) DO NOTHING`,
    [who.customerId, eventId, wanted, organiser, answersFrom ?? eventId],
  );
}

async function setPlan(tx: Queryable, who: CalendarCaller, eventId: number, planId: number | null) {
  await tx.query('DELETE FROM event_artifact_package WHERE customer_id = $1 AND event_id = $2', [
    who.customerId,
    eventId,
  ]);
  if (planId !== null)
    await tx.query(
      `INSERT INTO event_artifact_package (event_id, artifact_package_id, customer_id, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $4)`,
      [eventId, planId, who.customerId, who.userId],
    );
}

export async function createEvent(
  tx: Queryable,
  who: CalendarCaller,
  input: EventInput,
): Promise<SaveResult> {
  if (!isStaffRole(who.role)) throw calendarError(403, 'calendar.forbidden');
  await checkReferences(tx, who, input);
  const rule = input.rrule === null ? null : checkRule(input.rrule, input.start);
  const id = await insertEvent(tx, who, { input, rrule: rule?.rrule ?? null, createdBy: who.userId });
  await setParticipants(tx, who, id, input.participantIds, who.userId);
  await setPlan(tx, who, id, input.planId);
  return { id, capped: rule?.capped ?? false, until: rule?.until?.toISOString() ?? null };
}

async function requireEditable(tx: Queryable, who: CalendarCaller, id: number): Promise<EventRow> {
  if (!isStaffRole(who.role)) throw calendarError(403, 'calendar.forbidden');
  const row = await readEvent(tx, who, id, true);
  if (row.created_by !== who.userId && !isLeadingRole(who.role))
    throw calendarError(403, 'calendar.forbidden');
  return row;
}

/** The occurrence must be one the series really has (not left out, within its rule). */
function requireOccurrence(row: EventRow, occurrence: Date | null): Date {
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

async function updateRow(
  tx: Queryable,
  who: CalendarCaller,
  id: number,
  input: EventInput,
  rrule: string | null,
  exdates?: Date[],
) {
  await tx.query(
    `UPDATE events SET title = $3, description = $4, location = $5, starts_at = $6, ends_at = $7, all_day = $8,
        kind = $9, video_meeting = $10, reminder_minutes = $11, rrule = $12, recipient_id = $13, updated_by = $14,
        exdates = COALESCE($15::timestamptz[], exdates)
      WHERE customer_id = $1 AND id = $2`,
    [
      who.customerId,
      id,
      input.title,
      input.description,
      input.location,
      input.start,
      input.end,
      input.allDay,
      input.kind,
      input.videoMeeting,
      input.reminderMinutes,
      rrule,
      input.recipientId,
      who.userId,
      exdates ?? null,
    ],
  );
}

/**
 * A change of time asks the invited people again (issue 16; as Google Calendar and Cal.com ask
 * attendees to confirm a new time): their answers to what moved go back to "pending"; the
 * organiser's stay. `occurrence` names one occurrence of the series `eventId` (its original start);
 * without it the whole event or series moved, and only the occurrences changed on their own (rows
 * of their own, which keep their own time) keep the answers they had.
 */
async function askAgain(
  tx: Queryable,
  who: CalendarCaller,
  eventId: number,
  organiser: number,
  occurrence: Date | null,
) {
  if (occurrence !== null) {
    await tx.query(
      `INSERT INTO event_occurrence_responses (event_id, occurrence_start, user_id, customer_id, response)
       SELECT $2, $3, p.user_id, $1, 'pending' FROM event_participants p
        WHERE p.customer_id = $1 AND p.event_id = $2 AND p.user_id <> $4
       ON CONFLICT (event_id, occurrence_start, user_id) DO UPDATE SET response = 'pending', updated_at = now()`,
      [who.customerId, eventId, occurrence, organiser],
    );
    return;
  }
  // The changed occurrences keep the series' answer they showed before it goes back to pending.
  await tx.query(
    `INSERT INTO event_occurrence_responses (event_id, occurrence_start, user_id, customer_id, response)
     SELECT $2, e.original_start, p.user_id, $1, p.response
       FROM events e JOIN event_participants p ON p.customer_id = $1 AND p.event_id = $2 AND p.user_id <> $3
      WHERE e.customer_id = $1 AND e.series_id = $2 AND e.deleted_at IS NULL AND e.original_start IS NOT NULL
     ON CONFLICT (event_id, occurrence_start, user_id) DO NOTHING`,
    [who.customerId, eventId, organiser],
  );
  await tx.query(
    `DELETE FROM event_occurrence_responses r
      WHERE r.customer_id = $1 AND r.event_id = $2 AND r.user_id <> $3
        AND NOT EXISTS (SELECT 1 FROM events e WHERE e.customer_id = $1 AND e.series_id = $2
                          AND e.deleted_at IS NULL AND e.original_start = r.occurrence_start)`,
    [who.customerId, eventId, organiser],
  );
  await tx.query(
    `UPDATE event_participants SET response = 'pending', updated_at = now()
      WHERE customer_id = $1 AND event_id = $2 AND user_id <> $3 AND response <> 'pending'`,
    [who.customerId, eventId, organiser],
  );
}

/**
 * Changes an event. For an occurrence of a series, `scope` says which: "this" keeps the series and
 * adds a changed copy of the one occurrence (its start left out of the series), "following" ends
 * the series before it and starts a new one there (later changed occurrences move with it), "all"
 * changes the series (its start moved by as much as the occurrence moved; changed occurrences kept).
 */
export async function updateEvent(
  tx: Queryable,
  who: CalendarCaller,
  id: number,
  change: EventChange,
): Promise<SaveResult> {
  const row = await requireEditable(tx, who, id);
  const { event: input } = change;
  await checkReferences(tx, who, input);
  const organiser = row.created_by ?? who.userId;

  // A single event or a changed occurrence: changed in place (a changed occurrence cannot repeat).
  if (row.rrule === null) {
    const rule = row.series_id === null && input.rrule !== null ? checkRule(input.rrule, input.start) : null;
    await updateRow(tx, who, id, input, rule?.rrule ?? null);
    const moved =
      input.start.getTime() !== row.starts_at.getTime() ||
      input.end.getTime() !== row.ends_at.getTime() ||
      input.allDay !== row.all_day ||
      (rule?.rrule ?? null) !== null;
    if (row.series_id === null) {
      await setParticipants(tx, who, id, input.participantIds, organiser);
      await setPlan(tx, who, id, input.planId);
      if (moved) await askAgain(tx, who, id, organiser, null);
    } else if (moved && row.original_start !== null) {
      await askAgain(tx, who, row.series_id, organiser, row.original_start);
    }
    return { id, capped: rule?.capped ?? false, until: rule?.until?.toISOString() ?? null };
  }

  const scope: EventScope = change.scope;
  if (scope === 'this') {
    const occurrence = requireOccurrence(row, change.occurrence);
    await tx.query(
      'UPDATE events SET exdates = array_append(exdates, $3) WHERE customer_id = $1 AND id = $2',
      [who.customerId, id, occurrence],
    );
    const copy = await insertEvent(tx, who, {
      input: { ...input, rrule: null },
      rrule: null,
      seriesId: id,
      originalStart: occurrence,
      createdBy: organiser,
    });
    const duration = row.ends_at.getTime() - row.starts_at.getTime();
    if (
      input.start.getTime() !== occurrence.getTime() ||
      input.end.getTime() - input.start.getTime() !== duration ||
      input.allDay !== row.all_day
    )
      await askAgain(tx, who, id, organiser, occurrence);
    return { id: copy, capped: false, until: null };
  }

  const occurrence = scope === 'following' ? requireOccurrence(row, change.occurrence) : null;
  if (occurrence === null || occurrence.getTime() === row.starts_at.getTime()) {
    // "all" (or "following" from the first one): the series moves by as much as the occurrence did.
    const from = change.occurrence ?? row.starts_at;
    const shift = input.start.getTime() - from.getTime();
    const start = new Date(row.starts_at.getTime() + shift);
    const end = new Date(start.getTime() + (input.end.getTime() - input.start.getTime()));
    const rule = input.rrule === null ? null : checkRule(input.rrule, start);
    const exdates = row.exdates.map((d) => new Date(d.getTime() + shift));
    await updateRow(tx, who, id, { ...input, start, end }, rule?.rrule ?? null, exdates);
    if (shift !== 0) {
      await tx.query(
        `UPDATE events SET original_start = original_start + $3 * interval '1 millisecond'
          WHERE customer_id = $1 AND series_id = $2`,
        [who.customerId, id, shift],
      );
      await tx.query(
        `UPDATE event_occurrence_responses SET occurrence_start = occurrence_start + $3 * interval '1 millisecond'
          WHERE customer_id = $1 AND event_id = $2`,
        [who.customerId, id, shift],
      );
    }
    if (rule === null)
      // No longer repeating: the changed occurrences go with the rule.
      await tx.query('UPDATE events SET deleted_at = now() WHERE customer_id = $1 AND series_id = $2', [
        who.customerId,
        id,
      ]);
    await setParticipants(tx, who, id, input.participantIds, organiser);
    await setPlan(tx, who, id, input.planId);
    // A new rule moves occurrences too; a rule taken away leaves the first one where it was.
    if (
      shift !== 0 ||
      end.getTime() - start.getTime() !== row.ends_at.getTime() - row.starts_at.getTime() ||
      input.allDay !== row.all_day ||
      (rule !== null && rule.rrule !== row.rrule)
    )
      await askAgain(tx, who, id, organiser, null);
    return { id, capped: rule?.capped ?? false, until: rule?.until?.toISOString() ?? null };
  }

  // "this and following": the old series ends before the occurrence, a new one starts there.
  const oldRule = row.rrule;
  await tx.query('UPDATE events SET rrule = $3 WHERE customer_id = $1 AND id = $2', [
    who.customerId,
    id,
    endRuleBefore(oldRule, row.starts_at, occurrence),
  ]);
  let nextRule = input.rrule ?? oldRule;
  const count = /(?:^|;)COUNT=(\d+)/i.exec(nextRule);
  if (count && input.rrule === oldRule)
    nextRule = nextRule.replace(
      /COUNT=\d+/i,
      `COUNT=${Math.max(1, Number(count[1]) - occurrencesBefore(oldRule, row.starts_at, occurrence))}`,
    );
  const shift = input.start.getTime() - occurrence.getTime();
  const rule = checkRule(nextRule, input.start);
  const later = row.exdates.filter((d) => d.getTime() >= occurrence.getTime());
  const newId = await insertEvent(tx, who, {
    input,
    rrule: rule.rrule,
    exdates: later.map((d) => new Date(d.getTime() + shift)),
    createdBy: organiser,
  });
  await tx.query(
    `UPDATE events SET exdates = ARRAY(SELECT d FROM unnest(exdates) d WHERE d < $3) WHERE customer_id = $1 AND id = $2`,
    [who.customerId, id, occurrence],
  );
  await tx.query(
    `UPDATE events SET series_id = $3, original_start = original_start + $5 * interval '1 millisecond'
      WHERE customer_id = $1 AND series_id = $2 AND original_start >= $4`,
    [who.customerId, id, newId, occurrence, shift],
  );
  await setParticipants(tx, who, newId, input.participantIds, organiser, id);
  // Answers to single later occurrences go with them to the new series.
  await tx.query(
    `UPDATE event_occurrence_responses
        SET event_id = $3, occurrence_start = occurrence_start + $5 * interval '1 millisecond'
      WHERE customer_id = $1 AND event_id = $2 AND occurrence_start >= $4
        AND user_id IN (SELECT user_id FROM event_participants WHERE customer_id = $1 AND event_id = $3)`,
    [who.customerId, id, newId, occurrence, shift],
  );
  if (
    shift !== 0 ||
    input.end.getTime() - input.start.getTime() !== row.ends_at.getTime() - row.starts_at.getTime() ||
    input.allDay !== row.all_day ||
    (input.rrule !== null && input.rrule !== oldRule)
  )
    await askAgain(tx, who, newId, organiser, null);
  await setPlan(tx, who, newId, input.planId);
  return { id: newId, capped: rule.capped, until: rule.until?.toISOString() ?? null };
}

export async function deleteEvent(
  tx: Queryable,
  who: CalendarCaller,
  id: number,
  scope: EventScope,
  occurrenceText: Date | null,
) {
  const row = await requireEditable(tx, who, id);
  if (row.rrule === null || scope === 'all') {
    await tx.query(
      'UPDATE events SET deleted_at = now() WHERE customer_id = $1 AND (id = $2 OR series_id = $2)',
      [who.customerId, id],
    );
    return;
  }
  const occurrence = requireOccurrence(row, occurrenceText);
  if (scope === 'this' || occurrence.getTime() === row.starts_at.getTime()) {
    if (scope === 'this')
      await tx.query(
        'UPDATE events SET exdates = array_append(exdates, $3) WHERE customer_id = $1 AND id = $2',
        [who.customerId, id, occurrence],
      );
    else
      await tx.query(
        'UPDATE events SET deleted_at = now() WHERE customer_id = $1 AND (id = $2 OR series_id = $2)',
        [who.customerId, id],
      );
    return;
  }
  await tx.query('UPDATE events SET rrule = $3 WHERE customer_id = $1 AND id = $2', [
    who.customerId,
    id,
    endRuleBefore(row.rrule, row.starts_at, occurrence),
  ]);
  await tx.query(
    'UPDATE events SET deleted_at = now() WHERE customer_id = $1 AND series_id = $2 AND original_start >= $3',
    [who.customerId, id, occurrence],
  );
}

/**
 * The invited person's answer: for a series, to all of it (`all`: earlier answers to single
 * occurrences are dropped) or to one occurrence (`this`: the occurrence's original start, or the
 * changed occurrence itself). The SMS choice is the person's, for the whole event.
 */
export async function respond(tx: Queryable, who: CalendarCaller, id: number, answer: EventAnswer) {
  const row = await readEvent(tx, who, id);
  const series = row.series_id ?? row.id;
  const key = answer.scope === 'this' ? occurrenceKey(row, answer.occurrence) : null;
  if (answer.scope === 'this' && key === null && row.rrule !== null)
    throw calendarError(400, 'calendar.occurrenceUnknown');
  const { rows } = await tx.query(
    `UPDATE event_participants SET sms_reminder = $4${key === null ? ', response = $5' : ''}
      WHERE customer_id = $1 AND event_id = $2 AND user_id = $3 RETURNING user_id`,
    key === null
      ? [who.customerId, series, who.userId, answer.smsReminder, answer.response]
      : [who.customerId, series, who.userId, answer.smsReminder],
  );
  if (rows.length === 0) throw calendarError(403, 'calendar.notInvited');
  if (key === null) {
    await tx.query(
      'DELETE FROM event_occurrence_responses WHERE customer_id = $1 AND event_id = $2 AND user_id = $3',
      [who.customerId, series, who.userId],
    );
    return;
  }
  await tx.query(
    `INSERT INTO event_occurrence_responses (event_id, occurrence_start, user_id, customer_id, response)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (event_id, occurrence_start, user_id) DO UPDATE SET response = EXCLUDED.response`,
    [key.series, key.start, who.userId, who.customerId, answer.response],
  );
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
