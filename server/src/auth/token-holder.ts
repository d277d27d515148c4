// Issue 24.8: a long-lived token (the iCal feed's address, set-password and reset links, the
// trusted-device cookie, a meeting ticket, a session) is only as alive as its holder. Each kind is
// looked up by its own secret and then asks this one question at use: is the user still active
// (not deleted or deactivated) in a tenant that is still active? A deactivated user or tenant stops
// every token at once, with nothing to revoke and no cache in between.
import { parseRole, type Role } from '@portal/rules';
import type { Queryable } from '../db/database';

export interface TokenHolder {
  customerId: number;
  userId: number;
  role: Role;
}

/** The token's user when they and their tenant are both active; null otherwise. */
export async function liveTokenHolder(db: Queryable, customerId: number, userId: number): Promise<TokenHolder | null> {
  const { rows } = await db.query<{ role: string }>(
    `SELECT u.role FROM users u JOIN customers c ON c.id = u.customer_id
      WHERE u.id = $2 AND u.customer_id = $1 AND u.deleted_at IS NULL AND c.deleted_at IS NULL`,
    [customerId, userId],
  );
  const role = parseRole(rows[0]?.role);
  return role ? { customerId, userId, role } : null;
}
