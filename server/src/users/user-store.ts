// Issue 32 item 7: the tenant's users as the administration page lists and changes them. A user is
// deactivated by `deleted_at` (the session check refuses a deactivated user's token at once) and
// their sessions and devices are revoked as a password reset does; reactivating clears it.
import type { Queryable } from '../db/database';
import type { Role, TenantUser } from '@portal/rules';
import { USERS_PAGE_SIZE } from '@portal/rules';

interface UserRow {
  id: string | number;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile_phone: string | null;
  role: Role;
  active: boolean;
  last_sign_in: Date | string | null;
}

// The last successful sign-in from the login audit (its user_id index), per listed user.
const USER_COLUMNS = `u.id, u.username, u.first_name, u.last_name, u.email, u.mobile_phone, u.role,
  u.deleted_at IS NULL AS active,
  (SELECT max(a.created_at) FROM login_audit a
    WHERE a.user_id = u.id AND a.customer_id = u.customer_id AND a.outcome = 'success') AS last_sign_in`;

function toUser(row: UserRow, callerId: number): TenantUser {
  const id = Number(row.id);
  return {
    id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    mobile_phone: row.mobile_phone,
    role: row.role,
    status: row.active ? 'active' : 'inactive',
    last_sign_in: row.last_sign_in ? new Date(row.last_sign_in).toISOString() : null,
    is_self: id === callerId,
  };
}

export interface UsersFilter {
  q?: string | undefined;
  role?: Role | undefined;
  status?: 'active' | 'inactive' | undefined;
  page?: number | undefined;
}

/** `%`, `_` and `\` in a search are letters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listUsers(db: Queryable, customerId: number, callerId: number, filter: UsersFilter) {
  const where = ['u.customer_id = $1'];
  const params: unknown[] = [customerId];
  if (filter.q) {
    params.push(likePattern(filter.q));
    const p = `$${params.length}`;
    where.push(
      `(u.username ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p} OR u.email ILIKE ${p})`,
    );
  }
  if (filter.role) {
    params.push(filter.role);
    where.push(`u.role = $${params.length}`);
  }
  if (filter.status) where.push(filter.status === 'active' ? 'u.deleted_at IS NULL' : 'u.deleted_at IS NOT NULL');
  const page = filter.page ?? 0;
  const { rows } = await db.query<UserRow & { total: string | number }>(
    `SELECT ${USER_COLUMNS}, count(*) OVER () AS total
       FROM users u WHERE ${where.join(' AND ')}
      ORDER BY lower(u.last_name), lower(u.first_name), lower(u.username), u.id
      LIMIT ${USERS_PAGE_SIZE} OFFSET ${page * USERS_PAGE_SIZE}`,
    params,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && page > 0) {
    const counted = await db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM users u WHERE ${where.join(' AND ')}`,
      params,
    );
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return {
    users: rows.map((row) => toUser(row, callerId)),
    total,
    page,
    page_size: USERS_PAGE_SIZE,
  };
}

/** One user of the tenant, locked for a change when `forUpdate`; null when the tenant has none such. */
export async function findUser(db: Queryable, customerId: number, callerId: number, id: number, forUpdate = false) {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.customer_id = $1 AND u.id = $2${forUpdate ? ' FOR UPDATE OF u' : ''}`,
    [customerId, id],
  );
  return rows[0] ? toUser(rows[0], callerId) : null;
}

/**
 * The tenant's active admins other than `userId`, locked, so that two admins demoting or deactivating
 * each other at once cannot leave the tenant without one.
 */
export async function otherActiveAdmins(db: Queryable, customerId: number, userId: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE customer_id = $1 AND role = 'admin' AND deleted_at IS NULL AND id <> $2
      ORDER BY id FOR UPDATE`,
    [customerId, userId],
  );
  return rows.length;
}

export interface UserChange {
  role?: Role | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
  mobile_phone?: string | undefined;
  email?: string | null | undefined;
}

export async function updateUser(db: Queryable, customerId: number, id: number, change: UserChange): Promise<void> {
  const columns = (['role', 'first_name', 'last_name', 'mobile_phone', 'email'] as const).filter(
    (column) => change[column] !== undefined,
  );
  if (!columns.length) return;
  await db.query(
    `UPDATE users SET ${columns.map((column, i) => `${column} = $${i + 3}`).join(', ')}, updated_at = now()
      WHERE customer_id = $1 AND id = $2`,
    [customerId, id, ...columns.map((column) => change[column])],
  );
}

/** Deactivates a user and ends their sessions and devices at once (as a password reset does). */
export async function deactivateUser(db: Queryable, customerId: number, id: number, now: Date): Promise<void> {
  await db.query('UPDATE users SET deleted_at = $3, updated_at = now() WHERE customer_id = $1 AND id = $2', [
    customerId,
    id,
    now,
  ]);
  await db.query(
    'UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE user_id = $2 AND customer_id = $1 AND revoked_at IS NULL',
    [customerId, id],
  );
  await db.query(
    'UPDATE devices SET revoked_at = $3, updated_at = now() WHERE user_id = $2 AND customer_id = $1 AND revoked_at IS NULL',
    [customerId, id, now],
  );
}

/** Reactivates a user; false when an active user has taken the username meanwhile. */
export async function reactivateUser(db: Queryable, customerId: number, id: number): Promise<boolean> {
  const { rows } = await db.query<{ taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users o, users u
                     WHERE u.customer_id = $1 AND u.id = $2 AND o.customer_id = u.customer_id
                       AND o.id <> u.id AND o.deleted_at IS NULL AND lower(o.username) = lower(u.username)) AS taken`,
    [customerId, id],
  );
  if (rows[0]?.taken) return false;
  await db.query('UPDATE users SET deleted_at = NULL, updated_at = now() WHERE customer_id = $1 AND id = $2', [
    customerId,
    id,
  ]);
  return true;
}
