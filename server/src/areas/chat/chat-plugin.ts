// Issue 15: the chat's writes (docs/chat.md). Members read conversations, members and messages
// through the data API (queries and live subscriptions, member-only permissions); every write comes
// here, where the rules are enforced: membership in the tenant, staff-only actions, the edit window,
// the status transitions, the length and flood limits, and the idempotent send. The routes are the
// contract of packages/rules (chat/contract.ts); the kit checks the caller and the input and runs
// the SQL under the tenant's row-level security.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { chatContract as routes } from '@portal/rules';
import { areaRouter, type AreaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import type { AreaContext } from '../../area-kit/feature-area';
import { hitWindow } from '../../auth/shared-rate-limit';
import type { Queryable } from '../../db/database';
import { crossTenant } from '../../db/tenant-scope';
import { logParticipantRead } from '../administration';
import { chatError } from './chat-errors';
import { CHAT_LIMITS } from './chat-rules';
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
  type ChatCaller,
} from './chat-store';
import { liveTicket, typingRoutes } from './chat-typing';
import { attachmentRoutes } from './chat-attachments';

/** Every signed-in user of the tenant; the staff-only writes are refused by the store (chat_staff_only). */
const member: SignedInAccess = { who: 'anyone' };

type Deps = Pick<AreaContext, 'clock' | 'jobs'>;

/** The participants of the conversation (other than the sender) are told by SMS if they do not read it. */
async function scheduleNotices(
  { clock, jobs }: Deps,
  db: Queryable,
  caller: ChatCaller,
  chatId: number,
  messageId: number,
) {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM chat_members WHERE chat_id = $1 AND customer_id = $2 AND member_role = 'participant' AND user_id <> $3`,
    [chatId, caller.customerId, caller.userId],
  );
  const runAt = new Date(clock.now().getTime() + CHAT_LIMITS.smsDelayMs);
  for (const row of rows) {
    const payload: ChatNoticePayload = {
      chatId,
      userId: Number(row.user_id),
      messageId,
      senderId: caller.userId,
    };
    await jobs.schedule({
      name: CHAT_NOTICE_JOB,
      runAt,
      payload,
      customerId: caller.customerId,
      key: noticeKey(chatId, payload.userId),
    });
  }
}

/** Conversations: create (or the open one-to-one), rename, members, status. */
function conversationRoutes(router: AreaRouter, { clock }: Deps) {
  router.route(routes.createChat, member, async ({ caller, db, body, reply }) => {
    const created = await db.transaction((tx) => createChat(tx, caller, body, clock.now()));
    // The open one-to-one that was there already: 200, not the contract's 201.
    if (created.existing) reply.code(200);
    return created;
  });

  router.route(routes.rename, member, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => renameChat(tx, caller, params.chatId, body.title));
    return { ok: true };
  });

  router.route(routes.addMember, member, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => addMember(tx, caller, params.chatId, body.userId, clock.now()));
    return { ok: true };
  });

  router.route(routes.removeMember, member, async ({ caller, db, params }) => {
    await db.transaction((tx) => removeMember(tx, caller, params.chatId, params.userId));
    return { ok: true };
  });

  router.route(routes.setStatus, member, async ({ caller, db, params, body }) =>
    db.transaction((tx) => changeStatus(tx, caller, params.chatId, body.status, clock.now())),
  );
}

/** Messages: send (once per client id, flood-limited), edit, remove, read and delivered marks. */
function messageRoutes(
  router: AreaRouter,
  deps: Deps,
  attachments: Awaited<ReturnType<typeof attachmentRoutes>>,
) {
  const { clock } = deps;
  router.route(routes.send, member, async ({ caller, db, params, body, reply }) => {
    const { chatId } = params;
    const sent = await db.transaction((tx) =>
      sendMessage(tx, caller, chatId, body, clock.now(), async () => {
        // The flood limit counts new messages only (a repeated client id is answered above).
        const hits = await hitWindow(
          tx,
          clock,
          `chat.send:${caller.customerId}:${caller.userId}`,
          CHAT_LIMITS.floodWindowMs,
        );
        if (hits.current > CHAT_LIMITS.floodMessages)
          throw chatError(429, 'chat_rate_limited', {}, { retryAfterMs: hits.ttl });
      }),
    );
    if (!sent.duplicate) await scheduleNotices(deps, db, caller, chatId, sent.id);
    // The same client id again: the stored message, 200, not the contract's 201.
    if (sent.duplicate) reply.code(200);
    return sent;
  });

  router.route(routes.edit, member, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => editMessage(tx, caller, params.messageId, body.body, clock.now()));
    return { ok: true };
  });

  router.route(routes.remove, member, async ({ caller, db, params }) => {
    const { fileKeys } = await db.transaction((tx) =>
      removeMessage(tx, caller, params.messageId, clock.now()),
    );
    await attachments.forget(fileKeys);
    return { ok: true };
  });

  // A staff member's read of a conversation with participants is in the access log (issue 32 item 8).
  router.route(routes.read, member, async ({ caller, db, params, body }) =>
    db.transaction(async (tx) => {
      const read = await markRead(tx, caller, params.chatId, body.messageId ?? null, clock.now());
      await logParticipantRead(tx, caller, 'read_chat', { chatId: params.chatId }, false);
      return read;
    }),
  );

  router.route(routes.delivered, member, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => markDelivered(tx, caller, params.chatId, body.messageId));
    return { ok: true };
  });
}

export const chatPlugin: FastifyPluginAsync<AreaContext> = async (app, context) => {
  const { db: ownerDb } = context;
  const router = areaRouter(app, ownerDb, 'chat');
  const attachments = await attachmentRoutes(app, context, member);
  conversationRoutes(router, context);
  messageRoutes(router, context, attachments);

  router.route(routes.search, member, async ({ caller, db, query }) => ({
    hits: await searchMessages(db, caller, query.q),
  }));

  router.route(routes.people, member, async ({ caller, db, query }) => ({
    people: await findPeople(db, caller, query.q),
  }));

  router.route(routes.liveTicket, member, async ({ caller }) => ({ ticket: await liveTicket(app, caller) }));

  // The typing socket signs in by its ticket before it knows a tenant, and hears every tenant's
  // typing on one NOTIFY channel; each of its statements names the member's tenant.
  await typingRoutes(app, {
    db: crossTenant(ownerDb, 'the typing socket: one channel for every tenant, signed in by a ticket'),
  });
};

export type ChatApp = FastifyInstance;
