// The chat's writes and searches (docs/chat.md). Every statement names the tenant and checks the
// membership of the acting user, so no id of a conversation one is not in (or another tenant's)
// can be read, written or probed: the answer is the same 404 as for an id that does not exist.
import type { ChatPerson, ChatSearchHit, Role, RouteBody, chatContract } from '@portal/rules';
import type { Caller } from '../../area-kit/caller';
import type { Queryable } from '../../db/database';
import { chatError, sendError } from './chat-errors';
import { CHAT_LIMITS, type ChatStatus, mayChangeStatus, statusAfterMessage } from './chat-rules';

/** What the stores read of the caller (area-kit/caller.ts). */
export type ChatCaller = Pick<Caller, 'customerId' | 'userId' | 'role' | 'isStaff'>;

export interface ChatRow {
  id: number;
  status: ChatStatus;
  kind: 'direct' | 'group';
}

const chatNotFound = () => chatError(404, 'chat_not_found');
const messageNotFound = () => chatError(404, 'chat_message_not_found');
const staffOnly = () => chatError(403, 'chat_staff_only');

/** The conversation, if the caller is a member of it in their tenant (locked for the transaction). */
export async function requireMember(tx: Queryable, caller: ChatCaller, chatId: number): Promise<ChatRow> {
  const { rows } = await tx.query<{ id: string; status: ChatStatus; kind: 'direct' | 'group' }>(
    `SELECT c.id, c.status, c.kind FROM chats c
      WHERE c.id = $1 AND c.customer_id = $2 AND c.deleted_at IS NULL
        AND EXISTS (SELECT 1 FROM chat_members m WHERE m.chat_id = c.id AND m.user_id = $3)
      FOR UPDATE`,
    [chatId, caller.customerId, caller.userId],
  );
  const row = rows[0];
  if (!row) throw chatNotFound();
  return { id: Number(row.id), status: row.status, kind: row.kind };
}

/** Users of the tenant (not deleted) among `ids`, with their names; any other id is refused. */
async function tenantUsers(tx: Queryable, customerId: number, ids: readonly number[]) {
  const { rows } = await tx.query<{ id: string; name: string; role: Role }>(
    `SELECT id, trim(concat_ws(' ', first_name, last_name)) AS name, role FROM users
      WHERE customer_id = $1 AND deleted_at IS NULL AND id = ANY($2::bigint[])`,
    [customerId, ids],
  );
  if (rows.length !== new Set(ids).size) throw chatError(404, 'chat_user_not_found');
  return rows.map((row) => ({ id: Number(row.id), name: row.name, role: row.role }));
}

/** A new conversation as the contract reads it (defaults filled). */
export type NewChat = RouteBody<typeof chatContract.createChat>;

/**
 * Starts a conversation (staff). One other member makes a one-to-one conversation, and an open
 * one-to-one between the same two users is answered instead of a second one.
 */
export async function createChat(
  tx: Queryable,
  caller: ChatCaller,
  input: NewChat,
  now: Date,
): Promise<{ id: number; existing: boolean }> {
  const ids = new Set(input.memberIds.filter((id) => id !== caller.userId));
  let recipientId: number | null = null;
  if (!caller.isStaff) {
    // A participant starts a one-to-one with one of their own staff only.
    const [staffId] = [...ids];
    if (ids.size !== 1 || staffId === undefined) throw staffOnly();
    const { rows } = await tx.query<{ recipient_id: string }>(
      `SELECT r.id AS recipient_id FROM recipients r
         JOIN recipient_staff s ON s.recipient_id = r.id AND s.customer_id = r.customer_id AND s.user_id = $3
        WHERE r.customer_id = $1 AND r.user_id = $2 AND r.deleted_at IS NULL ORDER BY r.id LIMIT 1`,
      [caller.customerId, caller.userId, staffId],
    );
    if (!rows[0]) throw chatError(403, 'chat_not_your_staff');
    recipientId = Number(rows[0].recipient_id);
  } else if (input.recipientId != null) {
    const { rows } = await tx.query<{ id: string; user_id: string | null }>(
      'SELECT id, user_id FROM recipients WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL',
      [input.recipientId, caller.customerId],
    );
    const recipient = rows[0];
    if (!recipient) throw chatError(404, 'chat_recipient_not_found');
    if (recipient.user_id === null) throw chatError(409, 'chat_recipient_without_user');
    recipientId = Number(recipient.id);
    if (Number(recipient.user_id) !== caller.userId) ids.add(Number(recipient.user_id));
  }
  if (ids.size === 0) throw chatError(400, 'chat_members_missing');
  if (ids.size + 1 > CHAT_LIMITS.membersMax)
    throw chatError(400, 'chat_members_too_many', { max: CHAT_LIMITS.membersMax });
  const others = await tenantUsers(tx, caller.customerId, [...ids]);
  const kind = others.length === 1 ? 'direct' : 'group';
  if (kind === 'direct') {
    const { rows } = await tx.query<{ id: string }>(
      `SELECT c.id FROM chats c
        WHERE c.customer_id = $1 AND c.kind = 'direct' AND c.deleted_at IS NULL
          AND (SELECT count(*) FROM chat_members m WHERE m.chat_id = c.id) = 2
          AND EXISTS (SELECT 1 FROM chat_members m WHERE m.chat_id = c.id AND m.user_id = $2)
          AND EXISTS (SELECT 1 FROM chat_members m WHERE m.chat_id = c.id AND m.user_id = $3)
        ORDER BY c.id LIMIT 1`,
      [caller.customerId, caller.userId, others[0]!.id],
    );
    if (rows[0]) return { id: Number(rows[0].id), existing: true };
  }
  const title =
    (input.title ?? '').trim() ||
    others
      .map((o) => o.name)
      .join(', ')
      .slice(0, CHAT_LIMITS.titleMax);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO chats (customer_id, title, kind, recipient_id, created_by, created_at, status_changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
    [caller.customerId, title, kind, recipientId, caller.userId, now],
  );
  const chatId = Number(rows[0]!.id);
  await tx.query(
    `INSERT INTO chat_members (chat_id, user_id, customer_id, added_by, last_seen_at, created_at)
     SELECT $1, u, $2, $3, $4, $4 FROM unnest($5::bigint[]) AS u`,
    [chatId, caller.customerId, caller.userId, now, [caller.userId, ...others.map((o) => o.id)]],
  );
  return { id: chatId, existing: false };
}

export async function renameChat(tx: Queryable, caller: ChatCaller, chatId: number, title: string) {
  if (!caller.isStaff) throw staffOnly();
  await requireMember(tx, caller, chatId);
  await tx.query('UPDATE chats SET title = $3 WHERE id = $1 AND customer_id = $2', [
    chatId,
    caller.customerId,
    title,
  ]);
}

export async function addMember(
  tx: Queryable,
  caller: ChatCaller,
  chatId: number,
  userId: number,
  now: Date,
) {
  if (!caller.isStaff) throw staffOnly();
  await requireMember(tx, caller, chatId);
  await tenantUsers(tx, caller.customerId, [userId]);
  const { rows } = await tx.query<{ n: string }>(
    'SELECT count(*) AS n FROM chat_members WHERE chat_id = $1',
    [chatId],
  );
  if (Number(rows[0]?.n ?? 0) + 1 > CHAT_LIMITS.membersMax)
    throw chatError(400, 'chat_members_too_many', { max: CHAT_LIMITS.membersMax });
  const added = await tx.query(
    `INSERT INTO chat_members (chat_id, user_id, customer_id, added_by, last_read_message_id, last_seen_at, created_at)
     VALUES ($1, $2, $3, $4, (SELECT max(id) FROM chat_messages WHERE chat_id = $1), $5, $5)
     ON CONFLICT (chat_id, user_id) DO NOTHING RETURNING user_id`,
    [chatId, userId, caller.customerId, caller.userId, now],
  );
  if (added.rows.length === 0) throw chatError(409, 'chat_member_exists');
  await tx.query(`UPDATE chats SET kind = 'group' WHERE id = $1 AND customer_id = $2`, [
    chatId,
    caller.customerId,
  ]);
}

export async function removeMember(tx: Queryable, caller: ChatCaller, chatId: number, userId: number) {
  if (!caller.isStaff) throw staffOnly();
  await requireMember(tx, caller, chatId);
  if (userId === caller.userId) throw chatError(409, 'chat_member_self');
  const { rows } = await tx.query(
    'DELETE FROM chat_members WHERE chat_id = $1 AND user_id = $2 AND customer_id = $3 RETURNING user_id',
    [chatId, userId, caller.customerId],
  );
  if (rows.length === 0) throw chatError(404, 'chat_member_not_found');
}

/** A new message as the contract reads it; its files are the sender's unsent uploads (chat-attachments.ts). */
export type NewMessage = RouteBody<typeof chatContract.send>;

export function checkedBody(body: string): string {
  const text = body.trim();
  if (text.length === 0) throw chatError(400, 'chat_message_empty');
  if (text.length > CHAT_LIMITS.bodyMax)
    throw chatError(400, 'chat_message_too_long', { max: CHAT_LIMITS.bodyMax }, { max: CHAT_LIMITS.bodyMax });
  return text;
}

/**
 * Sends a message once per client id: the same client id again answers the stored message and
 * stores nothing. The caller counts the flood limit first (for new client ids only).
 */
export async function sendMessage(
  tx: Queryable,
  caller: ChatCaller,
  chatId: number,
  input: NewMessage,
  now: Date,
  beforeInsert: () => Promise<void>,
): Promise<{ id: number; duplicate: boolean; status: ChatStatus; reopened: boolean }> {
  const chat = await requireMember(tx, caller, chatId);
  const existing = await tx.query<{ id: string; chat_id: string }>(
    'SELECT id, chat_id FROM chat_messages WHERE customer_id = $1 AND sender_user_id = $2 AND client_id = $3',
    [caller.customerId, caller.userId, input.clientId],
  );
  if (existing.rows[0]) {
    if (Number(existing.rows[0].chat_id) !== chatId) throw chatError(409, 'chat_client_id_reused');
    return { id: Number(existing.rows[0].id), duplicate: true, status: chat.status, reopened: false };
  }
  const attachmentIds = [...new Set(input.attachmentIds ?? [])];
  // A message of files alone may have no words.
  const body = attachmentIds.length > 0 && input.body.trim() === '' ? '' : checkedBody(input.body);
  if (input.replyToId != null) {
    const { rows } = await tx.query(
      'SELECT 1 FROM chat_messages WHERE id = $1 AND chat_id = $2 AND customer_id = $3 AND deleted_at IS NULL',
      [input.replyToId, chatId, caller.customerId],
    );
    if (rows.length === 0) throw chatError(400, 'chat_reply_not_found');
  }
  await beforeInsert();
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO chat_messages (chat_id, customer_id, sender_user_id, client_id, body, reply_to_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [chatId, caller.customerId, caller.userId, input.clientId, body, input.replyToId ?? null, now],
  );
  const id = Number(rows[0]!.id);
  if (attachmentIds.length > 0) {
    const linked = await tx.query(
      `UPDATE chat_attachments SET message_id = $1
        WHERE id = ANY($2::bigint[]) AND chat_id = $3 AND customer_id = $4 AND uploaded_by = $5 AND message_id IS NULL
        RETURNING id`,
      [id, attachmentIds, chatId, caller.customerId, caller.userId],
    );
    if (linked.rows.length !== attachmentIds.length) throw sendError(400, 'chat_attachment_not_found');
  }
  // One's own message is read by oneself.
  await tx.query(
    `UPDATE chat_members SET last_read_message_id = GREATEST(COALESCE(last_read_message_id, 0), $3),
            last_delivered_message_id = GREATEST(COALESCE(last_delivered_message_id, 0), $3), last_seen_at = $4
      WHERE chat_id = $1 AND user_id = $2`,
    [chatId, caller.userId, id, now],
  );
  const status = statusAfterMessage(caller.role, chat.status);
  if (status !== chat.status)
    await tx.query(
      'UPDATE chats SET status = $3, status_changed_at = $4, status_changed_by = $5 WHERE id = $1 AND customer_id = $2',
      [chatId, caller.customerId, status, now, caller.userId],
    );
  return { id, duplicate: false, status, reopened: status !== chat.status };
}

/** An own message that is still there, in a conversation the caller is still in, locked. */
async function ownMessage(tx: Queryable, caller: ChatCaller, messageId: number, now: Date) {
  const { rows } = await tx.query<{
    chat_id: string;
    sender_user_id: string | null;
    created_at: Date;
    removed_at: Date | null;
  }>(
    `SELECT x.chat_id, x.sender_user_id, x.created_at, x.removed_at FROM chat_messages x
      JOIN chats c ON c.id = x.chat_id AND c.customer_id = x.customer_id AND c.deleted_at IS NULL
      WHERE x.id = $1 AND x.customer_id = $2 AND x.deleted_at IS NULL
        AND EXISTS (SELECT 1 FROM chat_members m WHERE m.chat_id = x.chat_id AND m.user_id = $3)
      FOR UPDATE OF x`,
    [messageId, caller.customerId, caller.userId],
  );
  const row = rows[0];
  if (!row) throw messageNotFound();
  if (Number(row.sender_user_id) !== caller.userId) throw chatError(403, 'chat_message_not_own');
  if (row.removed_at) throw chatError(409, 'chat_message_removed');
  if (now.getTime() - new Date(row.created_at).getTime() > CHAT_LIMITS.editWindowMs)
    throw chatError(409, 'chat_edit_window_passed', {}, { minutes: CHAT_LIMITS.editWindowMs / 60_000 });
  return Number(row.chat_id);
}

export async function editMessage(
  tx: Queryable,
  caller: ChatCaller,
  messageId: number,
  body: string,
  now: Date,
) {
  const text = checkedBody(body);
  await ownMessage(tx, caller, messageId, now);
  await tx.query('UPDATE chat_messages SET body = $3, edited_at = $4 WHERE id = $1 AND customer_id = $2', [
    messageId,
    caller.customerId,
    text,
    now,
  ]);
}

/** Removes an own message: its text is gone, the row stays and shows as removed. */
/** Removes one's own message (its words and files go; the row stays, shown as removed). */
export async function removeMessage(
  tx: Queryable,
  caller: ChatCaller,
  messageId: number,
  now: Date,
): Promise<{ fileKeys: string[] }> {
  await ownMessage(tx, caller, messageId, now);
  await tx.query(`UPDATE chat_messages SET body = '', removed_at = $3 WHERE id = $1 AND customer_id = $2`, [
    messageId,
    caller.customerId,
    now,
  ]);
  const files = await tx.query<{ storage_key: string }>(
    'DELETE FROM chat_attachments WHERE message_id = $1 AND customer_id = $2 RETURNING storage_key',
    [messageId, caller.customerId],
  );
  return { fileKeys: files.rows.map((row) => row.storage_key) };
}

export async function changeStatus(
  tx: Queryable,
  caller: ChatCaller,
  chatId: number,
  to: ChatStatus,
  now: Date,
) {
  const chat = await requireMember(tx, caller, chatId);
  if (chat.status === to) return { status: to };
  if (!mayChangeStatus(caller.role, chat.status, to))
    throw chatError(409, 'chat_status_forbidden', { from: chat.status, to }, { from: chat.status, to });
  await tx.query(
    'UPDATE chats SET status = $3, status_changed_at = $4, status_changed_by = $5 WHERE id = $1 AND customer_id = $2',
    [chatId, caller.customerId, to, now, caller.userId],
  );
  return { status: to };
}

/**
 * The member has read the conversation up to `messageId` (or all of it): the read mark only moves
 * forward, and the unseen count is counted again exactly.
 */
export async function markRead(
  tx: Queryable,
  caller: ChatCaller,
  chatId: number,
  messageId: number | null,
  now: Date,
) {
  await requireMember(tx, caller, chatId);
  await tx.query(
    `UPDATE chat_members m SET
        last_read_message_id = GREATEST(COALESCE(m.last_read_message_id, 0),
          LEAST(COALESCE($4::bigint, top.id), top.id)),
        last_delivered_message_id = GREATEST(COALESCE(m.last_delivered_message_id, 0),
          LEAST(COALESCE($4::bigint, top.id), top.id)),
        last_seen_at = $5
       FROM (SELECT COALESCE(max(id), 0) AS id FROM chat_messages WHERE chat_id = $1) AS top
      WHERE m.chat_id = $1 AND m.user_id = $2 AND m.customer_id = $3`,
    [chatId, caller.userId, caller.customerId, messageId, now],
  );
  const counted = await tx.query<{ unseen_count: number }>(
    `UPDATE chat_members m SET unseen_count = (
        SELECT count(*) FROM chat_messages x
         WHERE x.chat_id = m.chat_id AND x.id > COALESCE(m.last_read_message_id, 0)
           AND x.sender_user_id IS DISTINCT FROM m.user_id AND x.removed_at IS NULL AND x.deleted_at IS NULL)
      WHERE m.chat_id = $1 AND m.user_id = $2 RETURNING unseen_count`,
    [chatId, caller.userId],
  );
  return { unseen: Number(counted.rows[0]?.unseen_count ?? 0) };
}

/** The member's screen has shown messages up to `messageId` (delivered, not yet read). */
export async function markDelivered(tx: Queryable, caller: ChatCaller, chatId: number, messageId: number) {
  await requireMember(tx, caller, chatId);
  await tx.query(
    `UPDATE chat_members SET last_delivered_message_id = $4
      WHERE chat_id = $1 AND user_id = $2 AND customer_id = $3
        AND COALESCE(last_delivered_message_id, 0) < $4
        AND $4 <= (SELECT COALESCE(max(id), 0) FROM chat_messages WHERE chat_id = $1)`,
    [chatId, caller.userId, caller.customerId, messageId],
  );
}

/** Full text over the caller's conversations, Norwegian and English stemming, newest first. */
export async function searchMessages(tx: Queryable, caller: ChatCaller, q: string): Promise<ChatSearchHit[]> {
  const text = q.trim().slice(0, CHAT_LIMITS.searchMax);
  if (text.length === 0) return [];
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await tx.query<{
    id: string;
    chat_id: string;
    title: string;
    body: string;
    sender_name: string | null;
    created_at: Date;
  }>(
    `SELECT x.id, x.chat_id, c.title, x.body, x.created_at,
            trim(concat_ws(' ', u.first_name, u.last_name)) AS sender_name
       FROM chat_messages x
       JOIN chats c ON c.id = x.chat_id AND c.customer_id = $1 AND c.deleted_at IS NULL
       JOIN chat_members m ON m.chat_id = x.chat_id AND m.user_id = $2
       LEFT JOIN users u ON u.id = x.sender_user_id
      WHERE x.customer_id = $1 AND x.removed_at IS NULL AND x.deleted_at IS NULL
        AND (x.search_vector @@ (websearch_to_tsquery('norwegian', $3) || websearch_to_tsquery('english', $3))
             OR (char_length($3) >= 3 AND x.body ILIKE $4))
      ORDER BY x.id DESC LIMIT $5`,
    [caller.customerId, caller.userId, text, like, CHAT_LIMITS.searchRows],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    chatId: Number(row.chat_id),
    chatTitle: row.title,
    body: row.body,
    senderName: row.sender_name ?? '',
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Who the caller may start a conversation with: for staff the tenant's users (by name), for a
 * participant their own staff (recipient_staff).
 */
export async function findPeople(tx: Queryable, caller: ChatCaller, q: string): Promise<ChatPerson[]> {
  if (!caller.isStaff) {
    const { rows } = await tx.query<{ id: string; name: string; role: Role }>(
      `SELECT DISTINCT u.id, trim(concat_ws(' ', u.first_name, u.last_name)) AS name, u.role
         FROM recipients r
         JOIN recipient_staff s ON s.recipient_id = r.id AND s.customer_id = r.customer_id
         JOIN users u ON u.id = s.user_id AND u.customer_id = r.customer_id AND u.deleted_at IS NULL
        WHERE r.customer_id = $1 AND r.user_id = $2 AND r.deleted_at IS NULL
        ORDER BY name LIMIT 20`,
      [caller.customerId, caller.userId],
    );
    return rows.map((row) => ({ id: Number(row.id), name: row.name, role: row.role, recipientId: null }));
  }
  const like = `%${q
    .trim()
    .slice(0, 100)
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await tx.query<{ id: string; name: string; role: Role; recipient_id: string | null }>(
    `SELECT u.id, trim(concat_ws(' ', u.first_name, u.last_name)) AS name, u.role,
            (SELECT r.id FROM recipients r WHERE r.user_id = u.id AND r.customer_id = u.customer_id AND r.deleted_at IS NULL
              ORDER BY r.id LIMIT 1) AS recipient_id
       FROM users u
      WHERE u.customer_id = $1 AND u.deleted_at IS NULL AND u.id <> $2
        AND concat_ws(' ', u.first_name, u.last_name, u.username) ILIKE $3
      ORDER BY u.first_name, u.last_name, u.id LIMIT 20`,
    [caller.customerId, caller.userId, like],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    role: row.role,
    recipientId: row.recipient_id === null ? null : Number(row.recipient_id),
  }));
}
