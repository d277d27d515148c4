// The inbox (issue 31 item 1): what reached the caller, unread first and newest first, filtered by
// participant, kind and day; read state per item. Every statement runs under the tenant's
// row-level security and names the caller's user, so a user sees only their own items.
import type { InboxItem, InboxKind, RouteQuery, messagingContract } from '@portal/rules';
import { MESSAGING_PAGE_SIZE } from '@portal/rules';
import type { Queryable } from '../../db/database';

interface InboxRow {
  id: string | number;
  kind: InboxKind;
  title: string;
  note: string | null;
  recipient_id: string | number | null;
  recipient_name: string | null;
  from_user_id: string | number | null;
  from_name: string | null;
  query_id: string | number | null;
  document_id: string | number | null;
  read_at: Date | string | null;
  created_at: Date | string;
}

const SELECT_ITEM = `
  SELECT i.id, i.kind, i.title, i.note, i.recipient_id, r.full_name AS recipient_name,
         i.from_user_id, nullif(trim(concat_ws(' ', fu.first_name, fu.last_name)), '') AS from_name,
         i.query_id, i.document_id, i.read_at, i.created_at
    FROM inbox_items i
    LEFT JOIN recipients r ON r.id = i.recipient_id
    LEFT JOIN users fu ON fu.id = i.from_user_id`;

/** The day filters are the portal's calendar days (a Norwegian service). */
const TIME_ZONE = 'Europe/Oslo';

const num = (value: string | number | null) => (value === null ? null : Number(value));
const iso = (value: Date | string) => new Date(value).toISOString();

function toItem(row: InboxRow): InboxItem {
  const recipientId = num(row.recipient_id);
  const fromId = num(row.from_user_id);
  return {
    id: Number(row.id),
    kind: row.kind,
    title: row.title,
    note: row.note,
    participant: recipientId === null ? null : { id: recipientId, name: row.recipient_name ?? '' },
    from: fromId === null ? null : { id: fromId, name: row.from_name ?? '' },
    queryId: num(row.query_id),
    documentId: num(row.document_id),
    read: row.read_at !== null,
    createdAt: iso(row.created_at),
  };
}

export type InboxQuery = RouteQuery<typeof messagingContract.inbox>;

/**
 * What the inbox leaves out: chat messages waiting for an answer are inbox items only where the
 * tenant answers messages later (chat_asyncChat, docs/decisions.md); else the chat alone has them.
 */
export const hiddenKinds = (features: ReadonlySet<string>) =>
  features.has('chat_asyncChat') ? "''" : "'message'";

/** One page of the user's inbox, with the filtered total and the unread count of the whole inbox. */
export async function listInbox(
  db: Queryable,
  userId: number,
  query: InboxQuery,
  features: ReadonlySet<string>,
) {
  const where = ['i.user_id = $1', 'i.deleted_at IS NULL', `i.kind <> ${hiddenKinds(features)}`];
  const params: unknown[] = [userId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.participant !== undefined) add('i.recipient_id = ?', query.participant);
  if (query.kind !== undefined) add('i.kind = ?', query.kind);
  const day = (bound: string, sql: string) => {
    params.push(bound, TIME_ZONE);
    where.push(sql.replace('?', `$${params.length - 1}`).replace('@', `$${params.length}`));
  };
  if (query.from !== undefined) day(query.from, 'i.created_at >= (?::date)::timestamp AT TIME ZONE @');
  if (query.to !== undefined) day(query.to, 'i.created_at < (?::date + 1)::timestamp AT TIME ZONE @');
  if (query.unreadOnly === 'true') where.push('i.read_at IS NULL');
  const limit = query.limit ?? MESSAGING_PAGE_SIZE;
  const offset = query.offset ?? 0;
  const { rows } = await db.query<InboxRow>(
    `${SELECT_ITEM}
      WHERE ${where.join(' AND ')}
      ORDER BY (i.read_at IS NOT NULL), i.created_at DESC, i.id DESC
      LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const counts = await db.query<{ total: string | number; unread: string | number }>(
    `SELECT (SELECT count(*) FROM inbox_items i WHERE ${where.join(' AND ')}) AS total,
            (SELECT count(*) FROM inbox_items i
              WHERE i.user_id = $1 AND i.deleted_at IS NULL AND i.read_at IS NULL AND ${where[2]}) AS unread`,
    params,
  );
  const count = counts.rows[0]!;
  return { items: rows.map(toItem), total: Number(count.total), unread: Number(count.unread) };
}

/** One item of the user's inbox, or null (another user's, another tenant's, deleted). */
export async function inboxItem(
  db: Queryable,
  userId: number,
  id: number,
  features: ReadonlySet<string>,
): Promise<InboxItem | null> {
  const { rows } = await db.query<InboxRow>(
    `${SELECT_ITEM} WHERE i.id = $1 AND i.user_id = $2 AND i.deleted_at IS NULL AND i.kind <> ${hiddenKinds(features)}`,
    [id, userId],
  );
  return rows[0] ? toItem(rows[0]) : null;
}

/** Marks one item read (now) or unread; false when the user has no such item. */
export async function markInboxItem(db: Queryable, userId: number, id: number, read: boolean, now: Date) {
  const { rows } = await db.query(
    `UPDATE inbox_items SET read_at = CASE WHEN $3 THEN coalesce(read_at, $4) ELSE NULL END
      WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id`,
    [id, userId, read, now],
  );
  return rows.length > 0;
}

/** Marks every unread item of the user read; the number changed. */
export async function markAllInboxRead(db: Queryable, userId: number, now: Date): Promise<number> {
  const { rows } = await db.query(
    'UPDATE inbox_items SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL AND deleted_at IS NULL RETURNING id',
    [userId, now],
  );
  return rows.length;
}
