// Share (issue 31 item 4): a questionnaire or a document shared with a colleague or with the
// participant it is about, with a note; the receiver finds it in their inbox and gets a notification.
// Everything runs under the tenant's row-level security, so a user or an item of another tenant is
// simply not found.
import type { ShareInput } from '@portal/rules';
import type { Queryable } from '../../db/database';

export interface ShareTarget {
  id: number;
  name: string;
  kind: 'colleague' | 'participant';
}

const NAME = "trim(concat_ws(' ', u.first_name, u.last_name))";

/** §4: a participant with a temporary personal number and no invitation code is restricted. */
export async function isAccessRestricted(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ restricted: boolean }>(
    `SELECT pnr_class = 'TEMPORARY' AND invitation_code IS NULL AS restricted FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0]?.restricted === true;
}

/** The participant (recipient) a user is, or null for staff. */
export async function recipientOfUser(db: Queryable, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: string | number }>(
    'SELECT id FROM recipients WHERE user_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1',
    [userId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** Colleagues (staff of the tenant, not the caller) and participants who can log in, by name. */
export async function shareTargets(
  db: Queryable,
  callerId: number,
  search: string | undefined,
): Promise<ShareTarget[]> {
  const { rows } = await db.query<{ id: string | number; name: string; role: string }>(
    `SELECT u.id, ${NAME} AS name, u.role FROM users u
      WHERE u.deleted_at IS NULL AND u.id <> $1
        AND (u.role <> 'participant' OR EXISTS (SELECT 1 FROM recipients r WHERE r.user_id = u.id AND r.deleted_at IS NULL))
        AND ($2::text IS NULL OR ${NAME} ILIKE '%' || replace(replace(replace($2, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
      ORDER BY u.role = 'participant', name, u.id LIMIT 50`,
    [callerId, search ? search : null],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    kind: row.role === 'participant' ? 'participant' : 'colleague',
  }));
}

interface SharedThing {
  title: string;
  recipientIds: number[];
}

async function sharedThing(db: Queryable, input: ShareInput): Promise<SharedThing | null> {
  const { rows } = await db.query<{ title: string; recipient_ids: (string | number)[] | null }>(
    input.queryId !== undefined
      ? `SELECT title, array_remove(ARRAY[patient_id], NULL) AS recipient_ids FROM queries
          WHERE id = $1 AND deleted_at IS NULL`
      : `SELECT d.name AS title, array(SELECT dp.patient_id FROM document_patient dp
                                         WHERE dp.document_id = d.id AND dp.deleted_at IS NULL) AS recipient_ids
           FROM documents d WHERE d.id = $1 AND d.deleted_at IS NULL`,
    [input.queryId ?? input.documentId],
  );
  const row = rows[0];
  return row ? { title: row.title, recipientIds: (row.recipient_ids ?? []).map(Number) } : null;
}

export type ShareOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: 'share_user_not_found' | 'share_item_not_found' | 'messaging_restricted' };

/**
 * Shares the item: a colleague may receive anything of the tenant; a participant only what is about
 * them (their questionnaire, a document shared with them), and not while access-restricted (§4).
 */
export async function shareItem(tx: Queryable, callerId: number, input: ShareInput): Promise<ShareOutcome> {
  const receiver = await tx.query<{ id: string | number; role: string }>(
    'SELECT id, role FROM users WHERE id = $1 AND deleted_at IS NULL',
    [input.userId],
  );
  const user = receiver.rows[0];
  if (!user || Number(user.id) === callerId) return { ok: false, reason: 'share_user_not_found' };
  const thing = await sharedThing(tx, input);
  if (!thing) return { ok: false, reason: 'share_item_not_found' };
  if (user.role === 'participant') {
    const recipientId = await recipientOfUser(tx, input.userId);
    if (recipientId === null) return { ok: false, reason: 'share_user_not_found' };
    if (!thing.recipientIds.includes(recipientId)) return { ok: false, reason: 'share_item_not_found' };
    if (await isAccessRestricted(tx, input.userId)) return { ok: false, reason: 'messaging_restricted' };
  }
  const { rows } = await tx.query<{ id: string | number; customer_id: string | number }>(
    `INSERT INTO inbox_items (customer_id, user_id, kind, recipient_id, query_id, document_id, from_user_id, title, note)
     SELECT customer_id, id, 'shared', $2, $3, $4, $5, left($6, 300), nullif($7, '') FROM users WHERE id = $1
     RETURNING id, customer_id`,
    [
      input.userId,
      thing.recipientIds[0] ?? null,
      input.queryId ?? null,
      input.documentId ?? null,
      callerId,
      thing.title,
      input.note ?? null,
    ],
  );
  const item = rows[0]!;
  await tx.query(
    `INSERT INTO notifications (customer_id, user_id, subject_id, title, message, service, trigger)
     SELECT $1, $2, $3, $4, left($5, 500), 'messaging', 'shared' FROM users WHERE id = $2`,
    [item.customer_id, input.userId, item.id, thing.title, input.note ?? thing.title],
  );
  return { ok: true, id: Number(item.id) };
}
