import type { Queryable } from '../db/database';
import type { SeededTenant } from './demo-tenants';
import { cycleAt, itemAt } from './demo-lists';
import { insertRow, insertRows, insertRowsReturningIds, type Row } from './insert-row';
import type { SeededParticipants } from './participants';
import type { SeededPlans } from './plans';
import { calendarDate, daysFrom, hoursBefore } from './relative-time';

// Chat (some messages unseen by staff), events and tasks in the coming days, time entries of the
// last two weeks, and the activities log per recipient: the CHAT, CALENDAR_EVENT, CALENDAR_TASK,
// CRM_TIME_TRACKING and ACTIVITIES_LOG widgets.

async function seedChats(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
): Promise<void> {
  const { customerId, users, now } = tenant;
  const participantName = itemAt(participants.names, 0);
  const chats = [
    {
      title: `Oppfølging – ${participantName}`,
      status: 'active',
      recipient: 0,
      members: [users.staff, users.participant],
      staffSeenHoursAgo: 5,
      messages: [
        [users.staff, 'Hei! Hvordan gikk det i dag?', 8],
        [users.participant, 'Det gikk bra, takk.', 3],
        [users.participant, 'Kan vi flytte møtet på fredag?', 2],
      ],
    },
    {
      title: 'Teamchat',
      status: 'reopened',
      recipient: null,
      members: [users.staff, users.leader],
      staffSeenHoursAgo: 30,
      messages: [
        [users.leader, 'Husk teammøtet i morgen.', 48],
        [users.staff, 'Skal bli!', 47],
        [users.leader, 'Vi tar gjennomgang av nye deltakere.', 4],
      ],
    },
    {
      title: `Avklaring dokumenter – ${itemAt(participants.names, 1)}`,
      status: 'resolved',
      recipient: 1,
      members: [users.staff, users.leader],
      staffSeenHoursAgo: 1,
      messages: [
        [users.staff, 'Er tiltaksplanen signert?', 70],
        [users.leader, 'Ja, den er signert.', 69],
      ],
    },
  ] as const;
  for (const chat of chats) {
    const chatId = await insertRow(tx, 'chats', {
      customer_id: customerId,
      title: chat.title,
      status: chat.status,
      recipient_id: chat.recipient === null ? null : itemAt(participants.recipientIds, chat.recipient),
      created_by: users.staff,
      created_at: hoursBefore(now, 80),
    });
    await insertRows(
      tx,
      'chat_members',
      chat.members.map((userId) => ({
        chat_id: chatId,
        user_id: userId,
        customer_id: customerId,
        last_seen_at: hoursBefore(now, userId === users.staff ? chat.staffSeenHoursAgo : 6),
      })),
    );
    await insertRows(
      tx,
      'chat_messages',
      chat.messages.map(([sender, body, hoursAgo]) => ({
        chat_id: chatId,
        customer_id: customerId,
        sender_user_id: sender,
        body,
        created_at: hoursBefore(now, hoursAgo),
      })),
    );
  }
}

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

async function seedTimeEntries(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
): Promise<void> {
  const { customerId, users, now } = tenant;
  const rows: Row[] = [];
  for (let day = -13; day <= 0; day += 1) {
    const date = daysFrom(now, day, 12);
    if (date.getDay() === 0 || date.getDay() === 6) continue;
    for (const [worker, offset] of [
      [users.staff, 0],
      [users.leader, 3],
    ] as const) {
      for (const slot of [0, 1]) {
        const recipient = (-day + slot + offset) % participants.recipientIds.length;
        rows.push({
          customer_id: customerId,
          user_id: worker,
          recipient_id: itemAt(participants.recipientIds, recipient),
          activity_id: cycleAt(participants.activityIds, recipient),
          date: calendarDate(date),
          minutes: 60 + ((-day * 30 + slot * 45) % 180),
          description: `Oppfølging av ${itemAt(participants.names, recipient)}`,
          approved_by: day < -6 && worker === users.staff ? users.leader : null,
          approved_at: day < -6 && worker === users.staff ? daysFrom(now, day + 3, 16) : null,
        });
      }
    }
  }
  await insertRows(tx, 'time_entries', rows);
}

async function seedActivityLog(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
): Promise<void> {
  const { customerId, users, now } = tenant;
  const actions = [
    ['QUERY_SENT', 'Skjema sendt'],
    ['DOCUMENT_SHARED', 'Dokument delt'],
    ['NOTE_ADDED', 'Notat skrevet'],
  ] as const;
  await insertRows(
    tx,
    'activity_log',
    participants.recipientIds.flatMap((recipientId, index) =>
      actions.map(([action, description], step) => ({
        customer_id: customerId,
        recipient_id: recipientId,
        actor_user_id: step === 2 ? users.leader : users.staff,
        action,
        description: `${description} (${itemAt(participants.names, index)})`,
        created_at: hoursBefore(now, 6 + index * 5 + step * 24),
      })),
    ),
  );
}

export async function seedChatCalendarTime(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
  plans: SeededPlans,
): Promise<void> {
  await seedChats(tx, tenant, participants);
  await seedCalendar(tx, tenant, participants, plans);
  await seedTimeEntries(tx, tenant, participants);
  await seedActivityLog(tx, tenant, participants);
}
