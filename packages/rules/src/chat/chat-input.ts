// The chat's rules that the server enforces and the app shows (docs/chat.md): the limits, and the
// inputs of its routes as zod schemas (strict, every text bounded). The server's chat area checks
// them through the area kit; the app reads the limits from here.
import { z } from 'zod';
import { CHAT_STATUSES } from '../domain/chat-statuses';

export const CHAT_LIMITS = {
  /** Files on one message. */
  attachmentsMax: 5,
  /** Characters in one message (after trimming). */
  bodyMax: 4000,
  /** Characters in a conversation's title. */
  titleMax: 120,
  /** Members of one conversation, the creator included. */
  membersMax: 50,
  /** Own messages may be edited or removed for this long after they were sent. */
  editWindowMs: 15 * 60_000,
  /** Flood limit: at most this many messages per user in one window... */
  floodMessages: 20,
  /** ...of this length. */
  floodWindowMs: 10_000,
  /** A member who has not read a message this long after it arrived is told by SMS... */
  smsDelayMs: 2 * 60_000,
  /** ...at most once per conversation in this quiet period. */
  smsQuietMs: 60 * 60_000,
  /** Search: characters of a query, and rows answered. */
  searchMax: 200,
  searchRows: 30,
  /** Characters of an uploaded file's name as sent (the server cleans and shortens it). */
  fileNameMax: 1000,
} as const;

/** A row id in a body: a whole positive number (digits as text are taken too, as before). */
const bodyId = () =>
  z
    .union([
      z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      z.string().regex(/^[1-9][0-9]{0,15}$/, 'validation.idInvalid'),
    ])
    .transform(Number)
    .refine(Number.isSafeInteger, 'validation.idInvalid');

/** A new conversation: its members (or the participant it is about), and a title if not their names. */
export const newChatSchema = z.strictObject({
  title: z.string().max(CHAT_LIMITS.titleMax).optional(),
  memberIds: z.array(bodyId()).max(CHAT_LIMITS.membersMax).default([]),
  recipientId: bodyId().nullable().optional(),
});

export const chatTitleSchema = z.strictObject({
  title: z.string().trim().min(1).max(CHAT_LIMITS.titleMax),
});

export const chatMemberSchema = z.strictObject({ userId: bodyId() });

/** A message; its length and emptiness are checked after trimming (chat_message_empty, _too_long). */
export const newMessageSchema = z.strictObject({
  clientId: z.uuid(),
  body: z.string().max(CHAT_LIMITS.bodyMax * 2),
  replyToId: bodyId().nullable().optional(),
  attachmentIds: z.array(bodyId()).max(CHAT_LIMITS.attachmentsMax).optional(),
});

export const messageEditSchema = z.strictObject({ body: z.string().max(CHAT_LIMITS.bodyMax * 2) });

export const chatStatusSchema = z.strictObject({ status: z.enum(CHAT_STATUSES) });

/** Read up to a message, or (without one) all of the conversation. */
export const chatReadSchema = z.strictObject({ messageId: bodyId().nullable().optional() });

export const chatDeliveredSchema = z.strictObject({ messageId: bodyId() });

export const chatSearchQuerySchema = z.strictObject({
  q: z.string().max(CHAT_LIMITS.searchMax).default(''),
});

/** The attachment upload's query: the file's name (cleaned by the server). */
export const chatUploadQuerySchema = z.strictObject({
  name: z.string().max(CHAT_LIMITS.fileNameMax),
});
