// Issue 15: the chat's writes (docs/chat.md). Members read conversations, members and messages
// through the data API (queries and live subscriptions, member-only permissions); every write comes
// here, where the rules are enforced: membership in the tenant, staff-only actions, the edit window,
// the status transitions, the length and flood limits, and the idempotent send.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import type { AreaContext } from '../../area-kit/feature-area';
import { hitWindow } from '../../auth/shared-rate-limit';
import { ApiError } from '../../http/api-error';
import { requireTenant } from '../../tenancy/tenancy-plugin';
import { CHAT_LIMITS, CHAT_STATUSES } from './chat-rules';
import { CHAT_NOTICE_JOB, noticeKey, type ChatNoticePayload } from './chat-notify';
import {
  addMember,
  changeStatus,
  createChat,
  editMessage,
  findPeople,
  markDelivered,
  markRead,
  removeMember,
  removeMessage,
  renameChat,
  searchMessages,
  sendMessage,
  type Actor,
} from './chat-store';
import { typingRoutes } from './chat-typing';
import { attachmentRoutes } from './chat-attachments';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const schemas = {
  chatParams: z.object({ chatId: id }),
  memberParams: z.object({ chatId: id, userId: id }),
  messageParams: z.object({ messageId: id }),
  newChat: z.object({
    title: z.string().max(CHAT_LIMITS.titleMax).optional(),
    memberIds: z.array(id).max(CHAT_LIMITS.membersMax).default([]),
    recipientId: id.nullable().optional(),
  }),
  title: z.object({ title: z.string().trim().min(1).max(CHAT_LIMITS.titleMax) }),
  member: z.object({ userId: id }),
  // The body's length and emptiness are checked after trimming (chat_message_empty, _too_long).
  message: z.object({
    clientId: z.uuid(),
    body: z.string().max(CHAT_LIMITS.bodyMax * 2),
    replyToId: id.nullable().optional(),
    attachmentIds: z.array(id).max(CHAT_LIMITS.attachmentsMax).optional(),
  }),
  edit: z.object({ body: z.string().max(CHAT_LIMITS.bodyMax * 2) }),
  status: z.object({ status: z.enum(CHAT_STATUSES) }),
  read: z.object({ messageId: id.nullable().optional() }),
  delivered: z.object({ messageId: id }),
  search: z.object({ q: z.string().max(CHAT_LIMITS.searchMax).default('') }),
};

/** The input through its schema: a 400 naming the first problem's field, nothing saved. */
function parsed<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiError(400, 'chat_invalid', issue?.message ?? 'invalid', {
    field: String(issue?.path[0] ?? ''),
  });
}

export const chatPlugin: FastifyPluginAsync<AreaContext> = async (app, context) => {
  const { db, clock, jobs } = context;
  const attachments = await attachmentRoutes(app, context, (request) => actorOf(request));

  async function actorOf(request: FastifyRequest): Promise<Actor> {
    const tenant = requireTenant(request);
    const session = await app.requireSession(request);
    if (session.customer_id !== tenant.id) throw new ApiError(403, 'forbidden', 'Not a user of this portal');
    return { customerId: tenant.id, userId: session.user_id, role: session.role };
  }

  /** The participants of the conversation (other than the sender) are told by SMS if they do not read it. */
  async function scheduleNotices(actor: Actor, chatId: number, messageId: number) {
    const { rows } = await db.query<{ user_id: string }>(
      `SELECT user_id FROM chat_members WHERE chat_id = $1 AND customer_id = $2 AND member_role = 'participant' AND user_id <> $3`,
      [chatId, actor.customerId, actor.userId],
    );
    const runAt = new Date(clock.now().getTime() + CHAT_LIMITS.smsDelayMs);
    for (const row of rows) {
      const payload: ChatNoticePayload = {
        chatId,
        userId: Number(row.user_id),
        messageId,
        senderId: actor.userId,
      };
      await jobs.schedule({
        name: CHAT_NOTICE_JOB,
        runAt,
        payload,
        customerId: actor.customerId,
        key: noticeKey(chatId, payload.userId),
      });
    }
  }

  app.post('/api/chat/chats', async (request, reply) => {
    const actor = await actorOf(request);
    const input = parsed(schemas.newChat, request.body);
    const created = await db.transaction((tx) => createChat(tx, actor, input, clock.now()));
    return reply.code(created.existing ? 200 : 201).send(created);
  });

  app.put('/api/chat/chats/:chatId/title', async (request) => {
    const actor = await actorOf(request);
    const { chatId } = parsed(schemas.chatParams, request.params);
    const { title } = parsed(schemas.title, request.body);
    await db.transaction((tx) => renameChat(tx, actor, chatId, title));
    return { ok: true };
  });

  app.post('/api/chat/chats/:chatId/members', async (request, reply) => {
    const actor = await actorOf(request);
    const { chatId } = parsed(schemas.chatParams, request.params);
    const { userId } = parsed(schemas.member, request.body);
    await db.transaction((tx) => addMember(tx, actor, chatId, userId, clock.now()));
    return reply.code(201).send({ ok: true });
  });

  app.delete('/api/chat/chats/:chatId/members/:userId', async (request) => {
    const actor = await actorOf(request);
    const { chatId, userId } = parsed(schemas.memberParams, request.params);
    await db.transaction((tx) => removeMember(tx, actor, chatId, userId));
    return { ok: true };
  });

  app.post('/api/chat/chats/:chatId/messages', async (request, reply) => {
    const actor = await actorOf(request);
    const { chatId } = parsed(schemas.chatParams, request.params);
    const input = parsed(schemas.message, request.body);
    const sent = await db.transaction((tx) =>
      sendMessage(tx, actor, chatId, input, clock.now(), async () => {
        // The flood limit counts new messages only (a repeated client id is answered above).
        const hits = await hitWindow(
          tx,
          clock,
          `chat.send:${actor.customerId}:${actor.userId}`,
          CHAT_LIMITS.floodWindowMs,
        );
        if (hits.current > CHAT_LIMITS.floodMessages)
          throw new ApiError(429, 'chat_rate_limited', 'Too many messages at once: wait a few seconds', {
            retryAfterMs: hits.ttl,
          });
      }),
    );
    if (!sent.duplicate) await scheduleNotices(actor, chatId, sent.id);
    return reply.code(sent.duplicate ? 200 : 201).send(sent);
  });

  app.put('/api/chat/messages/:messageId', async (request) => {
    const actor = await actorOf(request);
    const { messageId } = parsed(schemas.messageParams, request.params);
    const { body } = parsed(schemas.edit, request.body);
    await db.transaction((tx) => editMessage(tx, actor, messageId, body, clock.now()));
    return { ok: true };
  });

  app.delete('/api/chat/messages/:messageId', async (request) => {
    const actor = await actorOf(request);
    const { messageId } = parsed(schemas.messageParams, request.params);
    const { fileKeys } = await db.transaction((tx) => removeMessage(tx, actor, messageId, clock.now()));
    await attachments.forget(fileKeys);
    return { ok: true };
  });

  app.post('/api/chat/chats/:chatId/status', async (request) => {
    const actor = await actorOf(request);
    const { chatId } = parsed(schemas.chatParams, request.params);
    const { status } = parsed(schemas.status, request.body);
    return db.transaction((tx) => changeStatus(tx, actor, chatId, status, clock.now()));
  });

  app.post('/api/chat/chats/:chatId/read', async (request) => {
    const actor = await actorOf(request);
    const { chatId } = parsed(schemas.chatParams, request.params);
    const { messageId } = parsed(schemas.read, request.body);
    return db.transaction((tx) => markRead(tx, actor, chatId, messageId ?? null, clock.now()));
  });

  app.post('/api/chat/chats/:chatId/delivered', async (request) => {
    const actor = await actorOf(request);
    const { chatId } = parsed(schemas.chatParams, request.params);
    const { messageId } = parsed(schemas.delivered, request.body);
    await db.transaction((tx) => markDelivered(tx, actor, chatId, messageId));
    return { ok: true };
  });

  app.get('/api/chat/search', async (request, reply) => {
    const actor = await actorOf(request);
    const { q } = parsed(schemas.search, request.query);
    reply.header('cache-control', 'no-store');
    return { hits: await searchMessages(db, actor, q) };
  });

  app.get('/api/chat/people', async (request, reply) => {
    const actor = await actorOf(request);
    const { q } = parsed(schemas.search, request.query);
    reply.header('cache-control', 'no-store');
    return { people: await findPeople(db, actor, q) };
  });

  await typingRoutes(app, { db, actorOf });
};

export type ChatApp = FastifyInstance;
