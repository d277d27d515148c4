// Issue 30 item 4: staff-made groups of participants (§3 context groups): make one, put a participant
// the caller may act on in it, take them out. The list filters by group (participant-list.ts).
import type { GroupSummary } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { directoryError } from './directory-errors';
import type { Scope } from './participant-list';
import { participantRecord } from './participant-record';

export async function createGroup(
  db: Queryable,
  scope: Scope,
  input: { name: string; description: string | null },
): Promise<GroupSummary> {
  const { rows } = await db.query<{ id: string | number }>(
    `INSERT INTO recipient_groups (customer_id, name, description, owner_user_id) VALUES ($1, $2, $3, $4) RETURNING id`,
    [scope.customerId, input.name, input.description, scope.staffId],
  );
  const { rows: owner } = await db.query<{ name: string }>(
    `SELECT trim(concat_ws(' ', first_name, last_name)) AS name FROM users WHERE id = $1`,
    [scope.staffId],
  );
  return {
    id: Number(rows[0]!.id),
    name: input.name,
    description: input.description,
    memberCount: 0,
    ownerName: owner[0]?.name || null,
  };
}

async function requireGroup(db: Queryable, scope: Scope, groupId: number) {
  const { rows } = await db.query(
    'SELECT 1 FROM recipient_groups WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL',
    [scope.customerId, groupId],
  );
  if (rows.length === 0) throw directoryError(404, 'directory_group_not_found');
}

export async function setMembership(db: Queryable, scope: Scope, groupId: number, recipientId: number, member: boolean) {
  await requireGroup(db, scope, groupId);
  await participantRecord(db, scope, recipientId, false);
  if (member)
    await db.query(
      `INSERT INTO recipient_group_members (recipient_group_id, recipient_id, customer_id) VALUES ($1, $2, $3)
       ON CONFLICT (recipient_group_id, recipient_id) DO NOTHING`,
      [groupId, recipientId, scope.customerId],
    );
  else
    await db.query(
      'DELETE FROM recipient_group_members WHERE customer_id = $1 AND recipient_group_id = $2 AND recipient_id = $3',
      [scope.customerId, groupId, recipientId],
    );
  return { ok: true };
}
