import type { Queryable } from '../db/database';
import type { Role } from '../session/session-token';

/** The columns of a user the authentication service reads. */
export interface AuthUser {
  id: number;
  customer_id: number;
  username: string;
  email: string | null;
  mobile_phone: string | null;
  first_name: string;
  last_name: string;
  role: Role;
  national_id: string | null;
  regions: { district: string; region: number }[];
  journal_user_id: string | null;
  bruker_bruker_navn: string | null;
  password_hash: string | null;
  pnr_class: 'TEMPORARY' | 'PERMANENT' | null;
  invitation_code: string | null;
  invited_at: Date | null;
  invited_by: number | null;
}

const COLUMNS = `id, customer_id, username, email, mobile_phone, first_name, last_name, role, national_id, regions,
  journal_user_id, bruker_bruker_navn, password_hash, pnr_class, invitation_code, invited_at, invited_by`;

export async function findUserByUsername(db: Queryable, customerId: number, username: string): Promise<AuthUser | undefined> {
  const { rows } = await db.query<AuthUser>(
    `SELECT ${COLUMNS} FROM users WHERE customer_id = $1 AND lower(username) = lower($2) AND deleted_at IS NULL`,
    [customerId, username],
  );
  return rows[0];
}

/** By username, or by e-mail when exactly one user of the tenant has it (the reset entry takes both). */
export async function findUserByUsernameOrEmail(db: Queryable, customerId: number, value: string): Promise<AuthUser | undefined> {
  const byName = await findUserByUsername(db, customerId, value);
  if (byName) return byName;
  const { rows } = await db.query<AuthUser>(
    `SELECT ${COLUMNS} FROM users WHERE customer_id = $1 AND lower(email) = lower($2) AND deleted_at IS NULL LIMIT 2`,
    [customerId, value],
  );
  return rows.length === 1 ? rows[0] : undefined;
}

export async function findUserById(db: Queryable, customerId: number, userId: number): Promise<AuthUser | undefined> {
  const { rows } = await db.query<AuthUser>(
    `SELECT ${COLUMNS} FROM users WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL`,
    [customerId, userId],
  );
  return rows[0];
}

export async function findUserByNationalId(db: Queryable, customerId: number, nationalId: string): Promise<AuthUser[]> {
  const { rows } = await db.query<AuthUser>(
    `SELECT ${COLUMNS} FROM users WHERE customer_id = $1 AND national_id = $2 AND deleted_at IS NULL`,
    [customerId, nationalId],
  );
  return rows;
}

/** The user's name as shown on the SMS code screen. */
export function displayName(user: Pick<AuthUser, 'first_name' | 'last_name' | 'username'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}
