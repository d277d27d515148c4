// Writing events (issue 16): the references checked against the tenant, the row, its invited people
// and its plan; creating, deleting (one occurrence, this and following, or all) and answering an
// invitation. Only the organiser or an administrator / team leader changes an event; a participant
// only answers. Changing an event is event-update.ts.
import {
  isLeadingRole,
  isStaffRole,
  type EventAnswer,
  type EventInput,
  type EventScope,
  type SaveResult,
} from '@portal/rules';
import type { Queryable } from '../../db/database';
import { calendarError } from './calendar-errors';
import {
  occurrenceKey,
  readEvent,
  requireOccurrence,
  type CalendarCaller,
  type EventRow,
} from './event-rows';
import { checkRule, endRuleBefore } from './recurrence';

/** The references of an event checked against the tenant: people, participant, plan. */
export async function checkReferences(tx: Queryable, who: CalendarCaller, input: EventInput) {
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

export interface InsertValues {
  input: EventInput;
  rrule: string | null;
  seriesId?: number | null;
  originalStart?: Date | null;
  exdates?: Date[];
  createdBy: number;
}

export async function insertEvent(tx: Queryable, who: CalendarCaller, values: InsertValues): Promise<number> {
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
export async function setParticipants(
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

export async function setPlan(tx: Queryable, who: CalendarCaller, eventId: number, planId: number | null) {
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

export async function requireEditable(tx: Queryable, who: CalendarCaller, id: number): Promise<EventRow> {
  if (!isStaffRole(who.role)) throw calendarError(403, 'calendar.forbidden');
  const row = await readEvent(tx, who, id, true);
  if (row.created_by !== who.userId && !isLeadingRole(who.role))
    throw calendarError(403, 'calendar.forbidden');
  return row;
}

export async function updateRow(
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

/** Deletes an event, or this, the following or all occurrences of a series; answers the row it was. */
export async function deleteEvent(
  tx: Queryable,
  who: CalendarCaller,
  id: number,
  scope: EventScope,
  occurrenceText: Date | null,
): Promise<EventRow> {
  const row = await requireEditable(tx, who, id);
  if (row.rrule === null || scope === 'all') {
    await tx.query(
      'UPDATE events SET deleted_at = now() WHERE customer_id = $1 AND (id = $2 OR series_id = $2)',
      [who.customerId, id],
    );
    return row;
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
    return row;
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
  return row;
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
