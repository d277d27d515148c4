import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { itemAt } from './demo-lists';
import { insertRows, insertRowsReturningIds } from './insert-row';
import type { SeededParticipants } from './participants';
import type { SeededPlans } from './plans';
import { daysFrom, hoursBefore } from './relative-time';

// The calendar area (§9 calendar, tasks): events and tasks in the coming days (CALENDAR_EVENT,
// CALENDAR_TASK widgets).

type Ctx = { tx: Queryable; tenant: SeededTenant; participants: SeededParticipants };

/** The coming days' events: follow-ups, a weekly team meeting, a visit, two leader meetings. */
function demoEvents(tenant: SeededTenant, participants: SeededParticipants) {
  const { users } = tenant;
  const name = (index: number) => itemAt(participants.names, index);
  return [
    {
      title: `Oppfølgingssamtale med ${name(0)}`,
      day: 1,
      hour: 10,
      hours: 1,
      recipient: 0,
      owner: users.staff,
      with: [users.staff, users.participant],
      rrule: null,
      kind: 'meeting',
      video: true,
    },
    {
      title: 'Teammøte',
      day: 2,
      hour: 9,
      hours: 1,
      recipient: null,
      owner: users.leader,
      with: [users.staff, users.leader],
      rrule: 'FREQ=WEEKLY;COUNT=10',
      kind: 'meeting',
      video: false,
    },
    {
      title: `Kartleggingssamtale med ${name(1)}`,
      day: 3,
      hour: 13,
      hours: 1.5,
      recipient: 1,
      owner: users.staff,
      with: [users.staff],
      rrule: null,
      kind: 'appointment',
      video: false,
    },
    {
      title: 'Besøk hos samarbeidspartner',
      day: 5,
      hour: 11,
      hours: 2,
      recipient: 2,
      owner: users.staff,
      with: [users.staff],
      rrule: null,
      kind: 'visit',
      video: false,
    },
    {
      title: 'Ledermøte',
      day: 1,
      hour: 14,
      hours: 1,
      recipient: null,
      owner: users.leader,
      with: [users.leader],
      rrule: null,
      kind: 'meeting',
      video: false,
    },
    {
      title: 'Medarbeidersamtale – Kari Nordmann',
      day: 4,
      hour: 12,
      hours: 1,
      recipient: null,
      owner: users.leader,
      with: [users.leader, users.staff],
      rrule: null,
      kind: 'other',
      video: true,
    },
  ];
}

/** The events with their invitees; the ids in the order of demoEvents. */
async function seedEvents({ tx, tenant, participants }: Ctx): Promise<number[]> {
  const { customerId, users, now } = tenant;
  const events = demoEvents(tenant, participants);
  const eventIds = await insertRowsReturningIds(
    tx,
    'events',
    events.map((event) => {
      const startsAt = daysFrom(now, event.day, event.hour);
      return {
        customer_id: customerId,
        title: event.title,
        description: null,
        location: event.video
          ? null
          : event.title === 'Besøk hos samarbeidspartner'
            ? 'Storgata 12, Oslo'
            : 'Kontoret',
        kind: event.kind,
        video_meeting: event.video,
        reminder_minutes: event.video ? 15 : null,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + event.hours * 3_600_000),
        all_day: false,
        rrule: event.rrule,
        recipient_id: event.recipient === null ? null : itemAt(participants.recipientIds, event.recipient),
        created_by: event.owner,
        updated_by: event.owner,
      };
    }),
  );
  await insertRows(
    tx,
    'event_participants',
    events.flatMap((event, index) =>
      event.with.map((userId) => ({
        event_id: itemAt(eventIds, index),
        user_id: userId,
        customer_id: customerId,
        // The organiser has accepted; the staff member has accepted the team meeting; others are still to answer.
        response: userId === event.owner || (index === 1 && userId === users.staff) ? 'accepted' : 'pending',
      })),
    ),
  );
  return eventIds;
}

/** One occurrence of the weekly team meeting moved, and one declined by the staff member. */
async function seedSeriesException({ tx, tenant }: Ctx, seriesId: number): Promise<void> {
  const { customerId, users, now } = tenant;
  // One team meeting of the weekly series moved an hour later: an exception of the series, its
  // original start left out of the series (RFC 5545 EXDATE).
  const movedFrom = daysFrom(now, 9, 9);
  await tx.query(`UPDATE events SET exdates = ARRAY[$2::timestamptz] WHERE id = $1`, [seriesId, movedFrom]);
  await insertRows(tx, 'events', [
    {
      customer_id: customerId,
      title: 'Teammøte (flyttet)',
      location: 'Kontoret',
      kind: 'meeting',
      video_meeting: false,
      starts_at: daysFrom(now, 9, 10),
      ends_at: daysFrom(now, 9, 11),
      all_day: false,
      series_id: seriesId,
      original_start: movedFrom,
      created_by: users.leader,
      updated_by: users.leader,
    },
  ]);
  // The staff member cannot come to the team meeting two weeks after the moved one: an answer to
  // that occurrence only, the rest of the series still accepted.
  await insertRows(tx, 'event_occurrence_responses', [
    {
      event_id: seriesId,
      occurrence_start: daysFrom(now, 16, 9),
      user_id: users.staff,
      customer_id: customerId,
      response: 'declined',
    },
  ]);
}

/** Last week's video follow-up, whose reminder went out. */
async function seedPastVideoEvent({ tx, tenant, participants }: Ctx): Promise<void> {
  const { customerId, users, now } = tenant;
  const name = (index: number) => itemAt(participants.names, index);
  // Last week's video follow-up: its reminder went out (sent once an occurrence).
  const pastStart = daysFrom(now, -7, 10);
  const [pastId] = await insertRowsReturningIds(tx, 'events', [
    {
      customer_id: customerId,
      title: `Videooppfølging med ${name(0)}`,
      kind: 'meeting',
      video_meeting: true,
      reminder_minutes: 15,
      starts_at: pastStart,
      ends_at: new Date(pastStart.getTime() + 3_600_000),
      all_day: false,
      recipient_id: itemAt(participants.recipientIds, 0),
      created_by: users.staff,
      updated_by: users.staff,
    },
  ]);
  await insertRows(tx, 'event_participants', [
    { event_id: pastId, user_id: users.staff, customer_id: customerId, response: 'accepted' },
    { event_id: pastId, user_id: users.participant, customer_id: customerId, response: 'accepted' },
  ]);
  await insertRows(tx, 'event_reminders_sent', [
    {
      event_id: pastId,
      occurrence_start: pastStart,
      customer_id: customerId,
      sent_at: new Date(pastStart.getTime() - 15 * 60_000),
    },
  ]);
}

async function seedTasks({ tx, tenant, participants }: Ctx): Promise<void> {
  const { customerId, users, now } = tenant;
  const name = (index: number) => itemAt(participants.names, index);
  const tasks = [
    { title: `Ring ${name(2)}`, day: 1, to: users.staff, recipient: 2, done: false },
    { title: 'Skriv månedsrapport', day: 2, to: users.staff, recipient: 3, done: false },
    { title: 'Følg opp signering av tiltaksplan', day: 3, to: users.staff, recipient: 0, done: false },
    { title: 'Send kartleggingsskjema', day: -1, to: users.staff, recipient: 1, done: true },
    { title: 'Godkjenn timelister', day: 1, to: users.leader, recipient: null, done: false },
    { title: 'Planlegg teammøte', day: 4, to: users.leader, recipient: null, done: false },
    { title: 'Fyll ut egenvurdering', day: 2, to: users.participant, recipient: 0, done: false },
  ];
  await insertRows(
    tx,
    'tasks',
    tasks.map((task) => ({
      customer_id: customerId,
      title: task.title,
      description: null,
      due_at: daysFrom(now, task.day, 15),
      done: task.done,
      done_at: task.done ? hoursBefore(now, 20) : null,
      recipient_id: task.recipient === null ? null : itemAt(participants.recipientIds, task.recipient),
      assigned_to: task.to,
      created_by: task.to === users.leader ? users.leader : users.staff,
    })),
  );
}

async function seedCalendar(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
  plans: SeededPlans,
): Promise<void> {
  const { customerId, users } = tenant;
  const ctx = { tx, tenant, participants };
  const eventIds = await seedEvents(ctx);
  await seedSeriesException(ctx, itemAt(eventIds, 1));
  await seedPastVideoEvent(ctx);
  // The staff member follows their calendar in another program (only the token's hash is kept;
  // nobody knows this one: renewing in the calendar gives a usable address).
  await insertRows(tx, 'calendar_feed_tokens', [
    {
      user_id: users.staff,
      customer_id: customerId,
      token_hash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    },
  ]);
  await insertRows(tx, 'event_artifact_package', [
    {
      event_id: itemAt(eventIds, 0),
      artifact_package_id: itemAt(plans.packageIds, 0),
      customer_id: customerId,
      created_by: users.staff,
      updated_by: users.staff,
    },
  ]);
  await seedTasks(ctx);
}

export const calendarDemo: DemoModule = {
  name: 'calendar',
  seed: (tx, demo) => seedCalendar(tx, demo.tenant, demo.get('participants'), demo.get('plans')),
};
