// The chat's data: reads are live GraphQL subscriptions of the data API (member-only permissions),
// writes go to /api/chat, where the server enforces the rules (docs/chat.md).
import { useMemo } from 'react';
import { ApiRequestError, useShell, type ApiClient } from '@portal/sdk';
import { ERROR_CODES, type ChatT, type ChatTextKey } from './chat-texts';

export type ChatStatus = 'active' | 'reopened' | 'resolved';
export const CHAT_STATUSES: readonly ChatStatus[] = ['active', 'reopened', 'resolved'];
export const BODY_MAX = 4000;
export const EDIT_WINDOW_MS = 15 * 60_000;

export interface ChatListRow {
  id: number;
  title: string;
  status: ChatStatus;
  kind: 'direct' | 'group';
  last_message_at: string | null;
  chat_members: { unseen_count: number; last_delivered_message_id: number | null }[];
  chat_messages: { id: number; body: string; sender_user_id: number | null; removed_at: string | null }[];
}

export interface ChatAttachment {
  id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
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

export interface Person {
  id: number;
  name: string;
  role: 'admin' | 'team_leader' | 'staff' | 'participant';
  recipientId: number | null;
}

export interface SearchHit {
  id: number;
  chatId: number;
  chatTitle: string;
  body: string;
  senderName: string;
  createdAt: string;
}

export interface SendAnswer {
  id: number;
  duplicate: boolean;
  status: ChatStatus;
  reopened: boolean;
}

export const chatWrites = (api: ApiClient) => ({
  createChat: (input: { title?: string; memberIds: number[]; recipientId?: number | null }) =>
    api.request<{ id: number; existing: boolean }>('POST', '/api/chat/chats', input),
  send: (
    chatId: number,
    input: { clientId: string; body: string; replyToId?: number | null; attachmentIds?: number[] },
  ) => api.request<SendAnswer>('POST', `/api/chat/chats/${chatId}/messages`, input),
  /** Uploads a file to the conversation; it goes with the next message sent with its id. */
  attach: (chatId: number, file: File) =>
    api.upload<ChatAttachment>(
      `/api/chat/chats/${chatId}/attachments?name=${encodeURIComponent(file.name)}`,
      file,
    ),
  /** A file of a message, with the session token (for a thumbnail or a download). */
  attachment: (id: number) => api.download(`/api/chat/attachments/${id}`),
  edit: (messageId: number, body: string) => api.request('PUT', `/api/chat/messages/${messageId}`, { body }),
  remove: (messageId: number) => api.request('DELETE', `/api/chat/messages/${messageId}`),
  setStatus: (chatId: number, status: ChatStatus) =>
    api.request<{ status: ChatStatus }>('POST', `/api/chat/chats/${chatId}/status`, { status }),
  read: (chatId: number, messageId: number | null) =>
    api.request<{ unseen: number }>('POST', `/api/chat/chats/${chatId}/read`, { messageId }),
  delivered: (chatId: number, messageId: number) =>
    api.request('POST', `/api/chat/chats/${chatId}/delivered`, { messageId }),
  addMember: (chatId: number, userId: number) =>
    api.request('POST', `/api/chat/chats/${chatId}/members`, { userId }),
  removeMember: (chatId: number, userId: number) =>
    api.request('DELETE', `/api/chat/chats/${chatId}/members/${userId}`),
  search: (q: string) =>
    api.request<{ hits: SearchHit[] }>('GET', `/api/chat/search?q=${encodeURIComponent(q)}`),
  people: (q: string) =>
    api.request<{ people: Person[] }>('GET', `/api/chat/people?q=${encodeURIComponent(q)}`),
  liveTicket: () => api.request<{ ticket: string }>('POST', '/api/chat/live-ticket'),
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
  if (typeof extra.retryAfterMs === 'number') params.seconds = Math.max(1, Math.ceil(extra.retryAfterMs / 1000));
  return params;
}

/** The text of a server's refusal code. */
export function codeText(t: ChatT, code: string, params: Record<string, number> = {}): string {
  if ((ERROR_CODES as readonly string[]).includes(code))
    return t(`error_${code}` as ChatTextKey, { max: BODY_MAX, maxMb: 25, seconds: 60, ...params });
  return t('error_generic');
}
