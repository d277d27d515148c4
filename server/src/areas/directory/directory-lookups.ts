// What the caseload list filters by: the tenant's activities, the staff members whose caseload the
// caller may look at (every staff member for the leading roles, else the caller), its groups.
import { isLeadingRole, seesFullNationalId, type DirectoryFilters, type GroupSummary } from '@portal/rules';
import type { Queryable } from '../../db/database';
import type { Scope } from './participant-list';

const ids = <T extends { id: string | number }>(rows: readonly T[]) =>
  rows.map((row) => ({ ...row, id: Number(row.id) }));

export async function directoryFilters(db: Queryable, scope: Scope): Promise<DirectoryFilters> {
  const { rows: activities } = await db.query<{ id: string | number; name: string }>(
    'SELECT id, name FROM activities WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY name, id',
    [scope.customerId],
  );
  const leading = isLeadingRole(scope.role);
  const { rows: staff } = await db.query<{ id: string | number; name: string }>(
    `SELECT id, trim(concat_ws(' ', first_name, middle_name, last_name)) AS name FROM users
      WHERE customer_id = $1 AND deleted_at IS NULL AND role <> 'participant' AND ($2 OR id = $3)
      ORDER BY (id = $3) DESC, last_name, first_name, id`,
    [scope.customerId, leading, scope.staffId],
  );
  const { rows: groups } = await db.query<{ id: string | number; name: string }>(
    'SELECT id, name FROM recipient_groups WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY name, id',
    [scope.customerId],
  );
  return {
    activities: ids(activities),
    staff: ids(staff),
    groups: ids(groups),
    seesNationalId: seesFullNationalId(scope.role),
  };
}

export async function groupSummaries(db: Queryable, customerId: number): Promise<GroupSummary[]> {
  const { rows } = await db.query<{
    id: string | number;
    name: string;
    description: string | null;
    member_count: string | number;
    owner_name: string | null;
  }>(
    `SELECT g.id, g.name, g.description,
            (SELECT count(*) FROM recipient_group_members gm JOIN recipients r
               ON r.id = gm.recipient_id AND r.deleted_at IS NULL
              WHERE gm.customer_id = g.customer_id AND gm.recipient_group_id = g.id) AS member_count,
            NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS owner_name
       FROM recipient_groups g LEFT JOIN users u ON u.id = g.owner_user_id
      WHERE g.customer_id = $1 AND g.deleted_at IS NULL ORDER BY g.name, g.id`,
    [customerId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    description: row.description,
    memberCount: Number(row.member_count),
    ownerName: row.owner_name,
  }));
}
