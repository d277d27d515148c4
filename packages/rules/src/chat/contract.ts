// The chat area's REST contract (issue 15; issue 25): the writes, the search, the people one may
// start a conversation with, the typing socket's ticket and the files on messages, as `defineRoute`
// values. Reads of conversations, members and messages go through the data API; the typing socket
// (/api/chat/live) is outside the kit (a WebSocket), its messages checked by their own schemas. The
// server registers these (server/src/areas/chat, on the area kit), the chat app calls them
// (`api.call`), so each wire type is written once, here: the inputs in chat-input.ts, the answers below.
import { z } from 'zod';
import { defineRoute, idParam, okResponse } from '../contract/route-contract';
import { CHAT_STATUSES } from '../domain/chat-statuses';
import { ROLES } from '../domain/roles';
import {
  chatDeliveredSchema,
  chatMemberSchema,
  chatReadSchema,
  chatSearchQuerySchema,
  chatStatusSchema,
  chatTitleSchema,
  chatUploadQuerySchema,
  messageEditSchema,
  newChatSchema,
  newMessageSchema,
} from './chat-input';

export * from './chat-input';

const chatParams = z.strictObject({ chatId: idParam() });
const memberParams = z.strictObject({ chatId: idParam(), userId: idParam() });
const messageParams = z.strictObject({ messageId: idParam() });
const attachmentParams = z.strictObject({ attachmentId: idParam() });

/** A conversation started, or the open one-to-one between the same two that was there already. */
export const createdChatSchema = z.object({ id: z.number().int(), existing: z.boolean() });

/** A message sent, or the one stored before under the same client id (`duplicate`). */
export const sentMessageSchema = z.object({
  id: z.number().int(),
  duplicate: z.boolean(),
  status: z.enum(CHAT_STATUSES),
  /** A participant's message reopened a resolved conversation. */
  reopened: z.boolean(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** A file on a message (or uploaded, not yet sent). */
export const chatAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatSearchHitSchema = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  chatTitle: z.string(),
  body: z.string(),
  senderName: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ChatSearchHit = z.infer<typeof chatSearchHitSchema>;

/** Someone the caller may start a conversation with (`recipientId`: the participant's record, for staff). */
export const chatPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLES),
  recipientId: z.number().int().nullable(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

const MEMBER = ['chat_not_found'] as const;
const OWN_MESSAGE = [
  'chat_message_not_found',
  'chat_message_not_own',
  'chat_message_removed',
  'chat_edit_window_passed',
] as const;

export const chatContract = {
  createChat: defineRoute({
    method: 'POST',
    path: '/api/chat/chats',
    summary:
      'Start a conversation (201), or answer the open one-to-one with the same person (200); a participant only with their own staff',
    body: newChatSchema,
    response: createdChatSchema,
    status: 201,
    errors: [
      'chat_staff_only',
      'chat_not_your_staff',
      'chat_recipient_not_found',
      'chat_recipient_without_user',
      'chat_members_missing',
      'chat_members_too_many',
      'chat_user_not_found',
    ],
  }),
  rename: defineRoute({
    method: 'PUT',
    path: '/api/chat/chats/:chatId/title',
    summary: 'Rename a conversation (staff member of it)',
    resource: 'chats',
    example: { body: { title: 'Oppfølging' } },
    params: chatParams,
    body: chatTitleSchema,
    response: okResponse,
    errors: ['chat_staff_only', ...MEMBER],
  }),
  addMember: defineRoute({
    method: 'POST',
    path: '/api/chat/chats/:chatId/members',
    summary: 'Add a user of the tenant to a conversation (staff member of it)',
    resource: 'chats',
    example: { body: { userId: 1 } },
    params: chatParams,
    body: chatMemberSchema,
    response: okResponse,
    status: 201,
    errors: [
      'chat_staff_only',
      ...MEMBER,
      'chat_user_not_found',
      'chat_members_too_many',
      'chat_member_exists',
    ],
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/api/chat/chats/:chatId/members/:userId',
    summary: 'Remove another member from a conversation (staff member of it)',
    resource: 'users',
    params: memberParams,
    response: okResponse,
    errors: ['chat_staff_only', ...MEMBER, 'chat_member_self', 'chat_member_not_found'],
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/chat/chats/:chatId/messages',
    summary:
      'Send a message once per client id (201; the same client id again answers the stored message, 200), with files uploaded to the conversation',
    resource: 'chats',
    example: { body: { clientId: '5f0c4d1e-2b7a-4c1e-9a3b-0d6f8e2a1c47', body: 'Hei!' } },
    params: chatParams,
    body: newMessageSchema,
    response: sentMessageSchema,
    status: 201,
    errors: [
      ...MEMBER,
      'chat_client_id_reused',
      'chat_message_empty',
      'chat_message_too_long',
      'chat_reply_not_found',
      'chat_attachment_not_found',
      'chat_rate_limited',
    ],
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/api/chat/messages/:messageId',
    summary: 'Change one’s own message within the edit window',
    resource: 'chat_messages',
    example: { body: { body: 'Hei igjen!' } },
    params: messageParams,
    body: messageEditSchema,
    response: okResponse,
    errors: [...OWN_MESSAGE, 'chat_message_empty', 'chat_message_too_long'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/chat/messages/:messageId',
    summary: 'Remove one’s own message within the edit window (its words and files go, the row stays)',
    resource: 'chat_messages',
    params: messageParams,
    response: okResponse,
    errors: OWN_MESSAGE,
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/api/chat/chats/:chatId/status',
    summary: 'Resolve or reopen a conversation (staff member of it)',
    resource: 'chats',
    example: { body: { status: 'resolved' } },
    params: chatParams,
    body: chatStatusSchema,
    response: z.object({ status: z.enum(CHAT_STATUSES) }),
    errors: [...MEMBER, 'chat_status_forbidden'],
  }),
  read: defineRoute({
    method: 'POST',
    path: '/api/chat/chats/:chatId/read',
    summary: 'Mark a conversation read up to a message (or all of it); answers the unseen count',
    resource: 'chats',
    example: { body: { messageId: null } },
    params: chatParams,
    body: chatReadSchema,
    response: z.object({ unseen: z.number().int() }),
    errors: MEMBER,
  }),
  delivered: defineRoute({
    method: 'POST',
    path: '/api/chat/chats/:chatId/delivered',
    summary: 'Mark messages of a conversation delivered (shown, not yet read) up to one',
    resource: 'chats',
    example: { body: { messageId: 1 } },
    params: chatParams,
    body: chatDeliveredSchema,
    response: okResponse,
    errors: MEMBER,
  }),
  search: defineRoute({
    method: 'GET',
    path: '/api/chat/search',
    summary: 'Search the words of the caller’s conversations, newest first',
    query: chatSearchQuerySchema,
    response: z.object({ hits: z.array(chatSearchHitSchema) }),
  }),
  people: defineRoute({
    method: 'GET',
    path: '/api/chat/people',
    summary:
      'Whom the caller may start a conversation with: for staff the tenant’s users, for a participant their staff',
    query: chatSearchQuerySchema,
    response: z.object({ people: z.array(chatPersonSchema) }),
  }),
  liveTicket: defineRoute({
    method: 'POST',
    path: '/api/chat/live-ticket',
    summary: 'A one-minute ticket to sign in on the typing socket (/api/chat/live)',
    response: z.object({ ticket: z.string() }),
  }),
  attach: defineRoute({
    method: 'POST',
    path: '/api/chat/chats/:chatId/attachments',
    summary:
      'Upload a file to a conversation (its bytes are the body); it goes with the next message that names its id',
    resource: 'chats',
    params: chatParams,
    query: chatUploadQuerySchema,
    rawBody: ['application/octet-stream', '*/*'],
    response: chatAttachmentSchema,
    status: 201,
    errors: [
      ...MEMBER,
      'file_name_missing',
      'file_name_invalid',
      'file_empty',
      'file_type_refused',
      'file_too_large',
      'upload_incomplete',
      'upload_rate_limited',
      'storage_quota_exceeded',
    ],
  }),
  attachment: defineRoute({
    method: 'GET',
    path: '/api/chat/attachments/:attachmentId',
    summary: 'Download a file of a message of the caller’s conversations (or their own unsent one)',
    resource: 'chat_attachments',
    params: attachmentParams,
    response: 'file',
    errors: ['chat_attachment_not_found'],
  }),
} as const;
