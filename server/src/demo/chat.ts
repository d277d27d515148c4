import { createHash } from 'node:crypto';
import { DEMO_ATTACHMENT } from '../areas/chat';
import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { itemAt } from './demo-lists';
import { insertRow, insertRows } from './insert-row';
import type { SeededParticipants } from './participants';
import { hoursBefore } from './relative-time';

// The chat area (§9 chat): chats with members and messages, some unseen by staff (the CHAT widget).

/** The three conversations: a participant's follow-up, the team's chat, a resolved question. */
function demoChats(tenant: SeededTenant, participants: SeededParticipants) {
  const { users } = tenant;
  const participantName = itemAt(participants.names, 0);
  return [
    {
      title: `Oppfølging – ${participantName}`,
      status: 'active',
      recipient: 0,
      members: [users.staff, users.participant],
      staffSeenHoursAgo: 5,
      kind: 'direct',
      messages: [
        [users.staff, 'Husk å ta med CV-en til arbeidspraksisen på mandag. Se https://www.nav.no/cv', 75],
        [users.participant, 'Skal gjøre det!', 74],
        [users.staff, 'Hei! Hvordan gikk det i dag?', 8],
        [users.participant, 'Det gikk bra, takk.', 3],
        [users.participant, 'Kan vi flytte møtet på fredag?', 2],
      ],
    },
    {
      title: 'Teamchat',
      status: 'reopened',
      recipient: null,
      kind: 'group',
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
      kind: 'group',
      members: [users.staff, users.leader],
      staffSeenHoursAgo: 1,
      messages: [
        [users.staff, 'Er tiltaksplanen signert?', 70],
        [users.leader, 'Ja, den er signert.', 69],
      ],
    },
  ] as const;
}

type DemoChat = ReturnType<typeof demoChats>[number];

/**
 * The first conversation's first message carries a file (its bytes are written at start by the
 * chat area, chat-attachments.ts: ensureDemoAttachments).
 */
async function seedAttachment(tx: Queryable, tenant: SeededTenant, chatId: number): Promise<void> {
  const { customerId, users } = tenant;
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM chat_messages WHERE chat_id = $1 ORDER BY id LIMIT 1',
    [chatId],
  );
  await insertRows(tx, 'chat_attachments', [
    {
      customer_id: customerId,
      chat_id: chatId,
      message_id: Number(rows[0]!.id),
      uploaded_by: users.staff,
      file_name: 'CV-mal.pdf',
      content_type: 'application/pdf',
      size_bytes: DEMO_ATTACHMENT.length,
      storage_key: `customers/${customerId}/files/demo-chat-cv.pdf`,
      sha256: createHash('sha256').update(DEMO_ATTACHMENT).digest('hex'),
    },
  ]);
}

async function seedChat(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
  chat: DemoChat,
): Promise<void> {
  const { customerId, users, now } = tenant;
  const chatId = await insertRow(tx, 'chats', {
    customer_id: customerId,
    title: chat.title,
    status: chat.status,
    kind: chat.kind,
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
  if (chat.kind === 'direct') await seedAttachment(tx, tenant, chatId);
  // Read state from last_seen_at: what came before it is read; the unseen counts follow exactly.
  await tx.query(
    `UPDATE chat_members m SET last_read_message_id = (
        SELECT max(x.id) FROM chat_messages x WHERE x.chat_id = m.chat_id AND x.created_at <= m.last_seen_at),
       last_delivered_message_id = (SELECT max(x.id) FROM chat_messages x WHERE x.chat_id = m.chat_id)
      WHERE m.chat_id = $1`,
    [chatId],
  );
  await tx.query('SELECT chat_recount_unseen($1)', [chatId]);
  // A participant who had not read a staff message got the SMS notice (never its words), once.
  if (chat.members.some((userId) => userId === users.participant))
    await insertRows(tx, 'chat_sms_notices', [
      {
        chat_id: chatId,
        user_id: users.participant,
        customer_id: customerId,
        sent_at: hoursBefore(now, 20),
      },
    ]);
  await tx.query(
    'UPDATE chats SET last_message_at = (SELECT max(created_at) FROM chat_messages WHERE chat_id = $1) WHERE id = $1',
    [chatId],
  );
}

async function seedChats(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
): Promise<void> {
  for (const chat of demoChats(tenant, participants)) await seedChat(tx, tenant, participants, chat);
}

export const chatDemo: DemoModule = {
  name: 'chat',
  seed: (tx, demo) => seedChats(tx, demo.tenant, demo.get('participants')),
};
