// Issue 28 item 4: groups of sends (artifact_package_groups): made by a parcel sent in one step, with
// their file, questionnaire and participant counts; a renamed group keeps title_changed (the
// messaging area's outbox groups read these).
import type { Queryable } from '../../db/database';
import { planError } from './plan-errors';

export async function listGroups(db: Queryable, customerId: number) {
  const { rows } = await db.query<{
    id: string;
    title: string;
    title_changed: boolean;
    file_count: number;
    query_count: number;
    user_count: number;
    created_by_name: string | null;
    created_at: Date;
  }>(
    `SELECT id, title, title_changed, file_count, query_count, user_count, created_by_name, created_at
       FROM artifact_package_groups WHERE customer_id = $1 AND deleted_at IS NULL AND NOT archived
      ORDER BY created_at DESC, id DESC LIMIT 200`,
    [customerId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    titleChanged: row.title_changed,
    fileCount: row.file_count,
    queryCount: row.query_count,
    userCount: row.user_count,
    createdByName: row.created_by_name,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function renameGroup(tx: Queryable, customerId: number, id: number, title: string) {
  const { rows } = await tx.query(
    `UPDATE artifact_package_groups SET title = $3, title_changed = title_changed OR title <> $3
      WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING id`,
    [customerId, id, title],
  );
  if (rows.length === 0) throw planError(404, 'plans.groupNotFound');
}
