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

async function seedCalendar(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
  plans: SeededPlans,
): Promise<void> {
  const { customerId, users, now } = tenant;
  const name = (index: number) => itemAt(participants.names, index);
  const events = [
    {
      title: `Oppfølgingssamtale med ${name(0)}`,
      day: 1,
      hour: 10,
      hours: 1,
      recipient: 0,
      owner: users.staff,
      with: [users.staff, users.participant],
      rrule: null,
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
    },
  ];
  const eventIds = await insertRowsReturningIds(
    tx,
    'events',
    events.map((event) => {
      const startsAt = daysFrom(now, event.day, event.hour);
      return {
        customer_id: customerId,
        title: event.title,
        description: null,
        location: 'Kontoret',
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
      })),
    ),
  );
  await insertRows(tx, 'event_artifact_package', [
    {
      event_id: itemAt(eventIds, 0),
      artifact_package_id: itemAt(plans.packageIds, 0),
      customer_id: customerId,
      created_by: users.staff,
      updated_by: users.staff,
    },
  ]);
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

export const calendarDemo: DemoModule = {
  name: 'calendar',
  seed: (tx, demo) => seedCalendar(tx, demo.tenant, demo.get('participants'), demo.get('plans')),
};
