// The chat's data: reads are live GraphQL subscriptions of the data API (member-only permissions),
// writes go to /api/chat, where the server enforces the rules (docs/chat.md).
import { useMemo } from 'react';
import { ApiRequestError, useShell, type ApiClient } from '@portal/sdk';
import {
  CHAT_LIMITS,
  chatContract,
  routeUrl,
  type ChatAttachment,
  type ChatStatus,
  type RouteBodyIn,
} from '@portal/rules';
import { ERROR_CODES, type ChatT, type ChatTextKey } from './chat-texts';

export { CHAT_STATUSES } from '@portal/rules';
export type { ChatAttachment, ChatPerson, ChatSearchHit, ChatStatus, SentMessage } from '@portal/rules';
/** The shared rules' limits (packages/rules, chat/chat-input.ts), which the server enforces. */
export const BODY_MAX = CHAT_LIMITS.bodyMax;
export const EDIT_WINDOW_MS = CHAT_LIMITS.editWindowMs;

export interface ChatListRow {
  id: number;
  title: string;
  status: ChatStatus;
  kind: 'direct' | 'group';
  last_message_at: string | null;
  chat_members: { unseen_count: number; last_delivered_message_id: number | null }[];
  chat_messages: { id: number; body: string; sender_user_id: number | null; removed_at: string | null }[];
}

export interface ChatMessage {
  id: number;
  body: string;
  chat_attachments?: ChatAttachment[];
  sender_user_id: number | null;
  client_id: string | null;
  reply_to_id: number | null;
  created_at: string;
  edited_at: string | null;
  removed_at: string | null;
}

export interface ChatMember {
  user_id: number;
  display_name: string;
  member_role: string;
  last_read_message_id: number | null;
  last_delivered_message_id: number | null;
  unseen_count: number;
}

export interface ChatDetail {
  id: number;
  title: string;
  status: ChatStatus;
  kind: 'direct' | 'group';
  recipient_id: number | null;
}

export const CHAT_LIST = `subscription ChatList($me: bigint!) {
  chats(order_by: [{ last_message_at: desc_nulls_last }, { id: desc }], limit: 200) {
    id title status kind last_message_at
    chat_members(where: { user_id: { _eq: $me } }) { unseen_count last_delivered_message_id }
    chat_messages(order_by: { id: desc }, limit: 1) { id body sender_user_id removed_at }
  }
}`;

/** The same list about one participant (the RECIPIENT context): only the conversations about them. */
export const CHAT_LIST_ABOUT = `subscription ChatListAbout($me: bigint!, $recipient: bigint!) {
  chats(where: { recipient_id: { _eq: $recipient } }, order_by: [{ last_message_at: desc_nulls_last }, { id: desc }], limit: 200) {
    id title status kind last_message_at
    chat_members(where: { user_id: { _eq: $me } }) { unseen_count last_delivered_message_id }
    chat_messages(order_by: { id: desc }, limit: 1) { id body sender_user_id removed_at }
  }
}`;

export const CHAT_DETAIL = `subscription ChatDetail($chatId: bigint!) {
  chats_by_pk(id: $chatId) { id title status kind recipient_id }
}`;

export const CHAT_MEMBERS = `subscription ChatMembers($chatId: bigint!) {
  chat_members(where: { chat_id: { _eq: $chatId } }, order_by: { display_name: asc }) {
    user_id display_name member_role last_read_message_id last_delivered_message_id unseen_count
  }
}`;

export const MESSAGES_LIMIT = 100;
export const CHAT_MESSAGES = `subscription ChatMessages($chatId: bigint!, $limit: Int!) {
  chat_messages(where: { chat_id: { _eq: $chatId } }, order_by: { id: desc }, limit: $limit) {
    id body sender_user_id client_id reply_to_id created_at edited_at removed_at
    chat_attachments(order_by: { id: asc }) { id file_name content_type size_bytes }
  }
}`;

/** The data API answers bigint as strings or numbers: ids are numbers here. */
export const num = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

export function normaliseMessages(rows: ChatMessage[]): ChatMessage[] {
  return rows
    .map((m) => ({
      ...m,
      id: Number(m.id),
      sender_user_id: num(m.sender_user_id),
      reply_to_id: num(m.reply_to_id),
      chat_attachments: (m.chat_attachments ?? []).map((a) => ({
        ...a,
        id: Number(a.id),
        size_bytes: Number(a.size_bytes),
      })),
    }))
    .sort((a, b) => a.id - b.id);
}

export function normaliseMembers(rows: ChatMember[]): ChatMember[] {
  return rows.map((m) => ({
    ...m,
    user_id: Number(m.user_id),
    last_read_message_id: num(m.last_read_message_id),
    last_delivered_message_id: num(m.last_delivered_message_id),
    unseen_count: Number(m.unseen_count),
  }));
}

const c = chatContract;

/** The chat's routes (packages/rules, chat/contract.ts), called by their contract. */
export const chatWrites = (api: ApiClient) => ({
  createChat: (input: RouteBodyIn<typeof c.createChat>) => api.call(c.createChat, { body: input }),
  send: (chatId: number, input: RouteBodyIn<typeof c.send>) =>
    api.call(c.send, { params: { chatId }, body: input }),
  /** Uploads a file to the conversation; it goes with the next message sent with its id. */
  attach: (chatId: number, file: File) =>
    api.upload<ChatAttachment>(routeUrl(c.attach.path, { chatId }, { name: file.name }), file),
  /** A file of a message, with the session token (for a thumbnail or a download). */
  attachment: (id: number) => api.call(c.attachment, { params: { attachmentId: id } }),
  edit: (messageId: number, body: string) => api.call(c.edit, { params: { messageId }, body: { body } }),
  remove: (messageId: number) => api.call(c.remove, { params: { messageId } }),
  setStatus: (chatId: number, status: ChatStatus) =>
    api.call(c.setStatus, { params: { chatId }, body: { status } }),
  read: (chatId: number, messageId: number | null) =>
    api.call(c.read, { params: { chatId }, body: { messageId } }),
  delivered: (chatId: number, messageId: number) =>
    api.call(c.delivered, { params: { chatId }, body: { messageId } }),
  addMember: (chatId: number, userId: number) =>
    api.call(c.addMember, { params: { chatId }, body: { userId } }),
  removeMember: (chatId: number, userId: number) => api.call(c.removeMember, { params: { chatId, userId } }),
  search: (q: string) => api.call(c.search, { query: { q } }),
  people: (q: string) => api.call(c.people, { query: { q } }),
  liveTicket: () => api.call(c.liveTicket, {}),
});

export type ChatWrites = ReturnType<typeof chatWrites>;

export function useChatWrites(): ChatWrites {
  const { api } = useShell();
  return useMemo(() => chatWrites(api), [api]);
}

/** The server's refusal in the user's language. */
export function errorText(t: ChatT, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return codeText(t, '');
  return codeText(t, error.code, refusalParams(error.extra));
}

/** The numbers a refusal's text names, from the answer's fields (an upload's limits, issue 24.12). */
function refusalParams(extra: Record<string, unknown>): Record<string, number> {
  const params: Record<string, number> = {};
  if (typeof extra.maxBytes === 'number') params.maxMb = Math.round(extra.maxBytes / (1024 * 1024));
  if (typeof extra.retryAfterMs === 'number')
    params.seconds = Math.max(1, Math.ceil(extra.retryAfterMs / 1000));
  return params;
}

/** The text of a server's refusal code. */
export function codeText(t: ChatT, code: string, params: Record<string, number> = {}): string {
  if ((ERROR_CODES as readonly string[]).includes(code))
    return t(`error_${code}` as ChatTextKey, { max: BODY_MAX, maxMb: 25, seconds: 60, ...params });
  return t('error_generic');
}
