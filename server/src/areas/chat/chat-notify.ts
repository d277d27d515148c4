// Issue 15.6: a participant who has not read a new message a while after it came gets one SMS per
// conversation per quiet period (docs/chat.md), never with the message's words. The SMS goes
// through the data API's insertNotification with sendSms, so it is a notification row, it is sent
// by the tenant's SMS sender and it counts in the sender's message budget like any other.
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { insertNotificationMutation, type EmailSender, type SmsSender } from '../messaging';
import { CHAT_LIMITS } from './chat-rules';

export interface ChatNoticePayload {
  chatId: number;
  userId: number;
  messageId: number;
  senderId: number;
}

export const CHAT_NOTICE_JOB = 'chat.notify-unread';

export const noticeKey = (chatId: number, userId: number) => `chat.notify-unread:${chatId}:${userId}`;

/** The SMS text: where to look, never what was written. */
export const NOTICE_TEXT = {
  title: 'Ny melding / New message',
  message:
    'Du har en ny melding i chatten i portalen. Logg inn for å lese den. / You have a new chat message in the portal. Sign in to read it.',
} as const;

/**
 * Sends the notice if it is still due: the member is still in the conversation, has not read the
 * message, and was not told of this conversation within the quiet period. Answers whether it sent.
 */
export async function sendUnreadNotice(
  tx: Queryable,
  deps: { sms: SmsSender; email: EmailSender; log: FastifyBaseLogger },
  customerId: number,
  payload: ChatNoticePayload,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query<{ unread: boolean; told_at: Date | null }>(
    `SELECT COALESCE(m.last_read_message_id, 0) < $4 AS unread, n.sent_at AS told_at
       FROM chat_members m
       JOIN chats c ON c.id = m.chat_id AND c.customer_id = m.customer_id AND c.deleted_at IS NULL
       JOIN chat_messages x ON x.id = $4 AND x.chat_id = m.chat_id AND x.removed_at IS NULL AND x.deleted_at IS NULL
       LEFT JOIN chat_sms_notices n ON n.chat_id = m.chat_id AND n.user_id = m.user_id
      WHERE m.chat_id = $1 AND m.user_id = $2 AND m.customer_id = $3 AND m.member_role = 'participant'
      FOR UPDATE OF m`,
    [payload.chatId, payload.userId, customerId, payload.messageId],
  );
  const row = rows[0];
  if (!row?.unread) return false;
  if (row.told_at && now.getTime() - new Date(row.told_at).getTime() < CHAT_LIMITS.smsQuietMs) return false;
  await tx.query(
    `INSERT INTO chat_sms_notices (chat_id, user_id, customer_id, sent_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (chat_id, user_id) DO UPDATE SET sent_at = EXCLUDED.sent_at`,
    [payload.chatId, payload.userId, customerId, now],
  );
  await insertNotificationMutation(deps.sms, deps.log, deps.email).execute({
    args: {
      objects: [
        {
          user_id: payload.userId,
          subject_id: payload.chatId,
          title: NOTICE_TEXT.title,
          message: NOTICE_TEXT.message,
          service: 'chat',
          trigger: 'chat_unread',
          sendSms: true,
        },
      ],
    },
    // The message's sender is the one on whose behalf the portal tells (their message budget).
    session: { role: 'staff', customerId, userId: payload.senderId },
    tx,
  });
  return true;
}
