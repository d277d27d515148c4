// §3 shortcuts of one tenant: every statement names the tenant, so no id of another tenant's
// shortcut (or project) can be read, changed or reordered through it.
import type { ShortcutInput } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

const notFound = () => new ApiError(404, 'shortcut_not_found', 'No such shortcut in this portal');

async function linkProject(tx: Queryable, customerId: number, shortcutId: number, projectId: number | null) {
  await tx.query(
    'UPDATE projects SET shortcut_id = NULL WHERE customer_id = $1 AND shortcut_id = $2 AND deleted_at IS NULL',
    [customerId, shortcutId],
  );
  if (projectId === null) return;
  const { rows } = await tx.query(
    'UPDATE projects SET shortcut_id = $3 WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING id',
    [customerId, projectId, shortcutId],
  );
  if (rows.length === 0) throw new ApiError(404, 'project_not_found', 'No such project in this portal');
}

export async function createShortcut(
  tx: Queryable,
  customerId: number,
  userId: number,
  input: ShortcutInput,
): Promise<number> {
  const { rows } = await tx.query<{ id: string | number }>(
    `INSERT INTO shortcuts (customer_id, title, description, link, created_by, position)
     VALUES ($1, $2, $3, $4, $5,
       (SELECT COALESCE(MAX(position), 0) + 1 FROM shortcuts WHERE customer_id = $1 AND deleted_at IS NULL))
     RETURNING id`,
    [customerId, input.title, input.description, input.link, userId],
  );
  const id = Number(rows[0]?.id);
  await linkProject(tx, customerId, id, input.projectId);
  return id;
}

export async function updateShortcut(tx: Queryable, customerId: number, id: number, input: ShortcutInput) {
  const { rows } = await tx.query(
    `UPDATE shortcuts SET title = $3, description = $4, link = $5
      WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING id`,
    [customerId, id, input.title, input.description, input.link],
  );
  if (rows.length === 0) throw notFound();
  await linkProject(tx, customerId, id, input.projectId);
}

export async function deleteShortcut(tx: Queryable, customerId: number, id: number) {
  const { rows } = await tx.query(
    'UPDATE shortcuts SET deleted_at = now() WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING id',
    [customerId, id],
  );
  if (rows.length === 0) throw notFound();
  await tx.query('UPDATE projects SET shortcut_id = NULL WHERE customer_id = $1 AND shortcut_id = $2', [
    customerId,
    id,
  ]);
}

/**
 * The new order: `ids` must be exactly the tenant's shortcuts, each once. Anything else (another
 * tenant's id, a deleted one, one left out, a repeat) is refused and nothing moves.
 */
export async function reorderShortcuts(tx: Queryable, customerId: number, ids: readonly number[]) {
  const { rows } = await tx.query<{ id: string | number }>(
    'SELECT id FROM shortcuts WHERE customer_id = $1 AND deleted_at IS NULL FOR UPDATE',
    [customerId],
  );
  const own = new Set(rows.map((row) => Number(row.id)));
  const named = new Set(ids);
  if (named.size !== ids.length || named.size !== own.size || ids.some((id) => !own.has(id)))
    throw new ApiError(
      409,
      'shortcut_order_mismatch',
      "The order must name each of this portal's shortcuts once; nothing was moved",
    );
  await tx.query(
    `UPDATE shortcuts AS s SET position = o.position
       FROM unnest($2::bigint[]) WITH ORDINALITY AS o(id, position)
      WHERE s.customer_id = $1 AND s.id = o.id`,
    [customerId, ids],
  );
}
