import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { itemAt } from './demo-lists';
import { insertRow, insertRows } from './insert-row';
import type { SeededParticipants } from './participants';
import { hoursBefore } from './relative-time';

// The chat area (§9 chat): chats with members and messages, some unseen by staff (the CHAT widget).

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

export const chatDemo: DemoModule = {
  name: 'chat',
  seed: (tx, demo) => seedChats(tx, demo.tenant, demo.get('participants')),
};
