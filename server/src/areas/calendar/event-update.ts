// Changing an event (issue 16): in place, or for an occurrence of a series "this one", "this and
// following" or "all"; a change of time asks the invited again.
import type { EventChange, EventInput, EventScope, SaveResult } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { requireOccurrence, type CalendarCaller, type EventRow } from './event-rows';
import {
  checkReferences,
  insertEvent,
  requireEditable,
  setParticipants,
  setPlan,
  updateRow,
} from './event-write';
import { checkRule, endRuleBefore, occurrencesBefore } from './recurrence';

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

interface Editing {
  tx: Queryable;
  who: CalendarCaller;
  id: number;
  row: EventRow;
  input: EventInput;
  organiser: number;
  /** Set when the change moved what the invited had answered (they are asked, and told, again). */
  moved: boolean;
}

/** Asks the invited again (askAgain) and notes that the event moved. */
async function movedFor(editing: Editing, eventId: number, occurrence: Date | null) {
  editing.moved = true;
  await askAgain(editing.tx, editing.who, eventId, editing.organiser, occurrence);
}

const saved = (id: number, rule: { capped: boolean; until?: Date | null } | null): SaveResult => ({
  id,
  capped: rule?.capped ?? false,
  until: rule?.until?.toISOString() ?? null,
});

/** A single event or a changed occurrence: changed in place (a changed occurrence cannot repeat). */
async function updateInPlace(editing: Editing): Promise<SaveResult> {
  const { tx, who, id, row, input, organiser } = editing;
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
    if (moved) await movedFor(editing, id, null);
  } else if (moved && row.original_start !== null) {
    await movedFor(editing, row.series_id, row.original_start);
  }
  return saved(id, rule);
}

/** "This one": the series keeps going without it, and a changed copy of the occurrence is added. */
async function updateOneOccurrence(editing: Editing, occurrence: Date): Promise<SaveResult> {
  const { tx, who, id, row, input, organiser } = editing;
  await tx.query('UPDATE events SET exdates = array_append(exdates, $3) WHERE customer_id = $1 AND id = $2', [
    who.customerId,
    id,
    occurrence,
  ]);
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
    await movedFor(editing, id, occurrence);
  return saved(copy, null);
}

/** "All" (or "following" from the first one): the series moves by as much as the occurrence did. */
async function updateSeries(editing: Editing, occurrence: Date | null): Promise<SaveResult> {
  const { tx, who, id, row, input, organiser } = editing;
  const from = occurrence ?? row.starts_at;
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
    await movedFor(editing, id, null);
  return saved(id, rule);
}

/** The rule of the new series of "this and following": a COUNT continues where the old one was. */
function followingRule(row: EventRow & { rrule: string }, input: EventInput, occurrence: Date): string {
  const oldRule = row.rrule;
  const nextRule = input.rrule ?? oldRule;
  const count = /(?:^|;)COUNT=(\d+)/i.exec(nextRule);
  if (!count || input.rrule !== oldRule) return nextRule;
  return nextRule.replace(
    /COUNT=\d+/i,
    `COUNT=${Math.max(1, Number(count[1]) - occurrencesBefore(oldRule, row.starts_at, occurrence))}`,
  );
}

/** "This and following": the old series ends before the occurrence, a new one starts there. */
async function updateFollowing(editing: Editing, oldRule: string, occurrence: Date): Promise<SaveResult> {
  const { tx, who, id, row, input, organiser } = editing;
  await tx.query('UPDATE events SET rrule = $3 WHERE customer_id = $1 AND id = $2', [
    who.customerId,
    id,
    endRuleBefore(oldRule, row.starts_at, occurrence),
  ]);
  const shift = input.start.getTime() - occurrence.getTime();
  const rule = checkRule(followingRule({ ...row, rrule: oldRule }, input, occurrence), input.start);
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
    await movedFor(editing, newId, null);
  await setPlan(tx, who, newId, input.planId);
  return saved(newId, rule);
}

/**
 * Changes an event. For an occurrence of a series, `scope` says which: "this" keeps the series and
 * adds a changed copy of the one occurrence (its start left out of the series), "following" ends
 * the series before it and starts a new one there (later changed occurrences move with it), "all"
 * changes the series (its start moved by as much as the occurrence moved; changed occurrences kept).
 * `moved`: the change moved what the invited had answered (they are asked again).
 */
export async function updateEvent(
  tx: Queryable,
  who: CalendarCaller,
  id: number,
  change: EventChange,
): Promise<SaveResult & { moved: boolean }> {
  const row = await requireEditable(tx, who, id);
  const { event: input } = change;
  await checkReferences(tx, who, input);
  const editing: Editing = { tx, who, id, row, input, organiser: row.created_by ?? who.userId, moved: false };
  const result = await changeByScope(editing, change);
  return { ...result, moved: editing.moved };
}

async function changeByScope(editing: Editing, change: EventChange): Promise<SaveResult> {
  const { row } = editing;
  if (row.rrule === null) return updateInPlace(editing);
  const scope: EventScope = change.scope;
  if (scope === 'this') return updateOneOccurrence(editing, requireOccurrence(row, change.occurrence));
  const occurrence = scope === 'following' ? requireOccurrence(row, change.occurrence) : null;
  if (occurrence === null || occurrence.getTime() === row.starts_at.getTime())
    return updateSeries(editing, change.occurrence);
  return updateFollowing(editing, row.rrule, occurrence);
}
