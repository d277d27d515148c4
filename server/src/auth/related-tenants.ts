import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import type { Customer } from '../tenancy/customer';
import { PENDING_LOGIN_COOKIE, readCookie } from './auth-cookies';
import type { AuthContext } from './auth-context';
import { findUserById } from './auth-user';
import { verifyPendingLogin } from './pending-login';

/**
 * §7 `/check?context=portal.related_tenants`: the customers where the same person (the same
 * national id or e-mail as the user of this username here) has a user, this one included.
 */
export async function findRelatedTenants(db: Queryable, customerId: number, username: string): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.query<{ id: number; name: string }>(
    `WITH person AS (
       SELECT national_id, lower(email) AS email FROM users
        WHERE customer_id = $1 AND lower(username) = lower($2) AND deleted_at IS NULL
     )
     SELECT DISTINCT c.id, c.name
       FROM person p
       JOIN users u ON (p.national_id IS NOT NULL AND u.national_id = p.national_id)
                    OR (p.email IS NOT NULL AND lower(u.email) = p.email)
       JOIN customers c ON c.id = u.customer_id
      WHERE u.deleted_at IS NULL AND c.deleted_at IS NULL
      ORDER BY c.name, c.id`,
    [customerId, username],
  );
  return rows;
}

/** The user of a related customer that is the same person as this tenant's user of the username. */
export async function findRelatedUserId(db: Queryable, customerId: number, username: string, targetCustomerId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `WITH person AS (
       SELECT national_id, lower(email) AS email FROM users
        WHERE customer_id = $1 AND lower(username) = lower($2) AND deleted_at IS NULL
     )
     SELECT u.id FROM person p
       JOIN users u ON (p.national_id IS NOT NULL AND u.national_id = p.national_id)
                    OR (p.email IS NOT NULL AND lower(u.email) = p.email)
      WHERE u.customer_id = $3 AND u.deleted_at IS NULL
      ORDER BY u.id LIMIT 1`,
    [customerId, username, targetCustomerId],
  );
  return rows[0]?.id;
}

/**
 * The related customers, answered only after the password step in this browser (issue 17.8): the
 * pending-login cookie must name the user of this username. Otherwise the answer is `[]`, as for an
 * unknown username, so the call tells nothing about who has an account where.
 */
export async function relatedTenantsAfterPassword(
  ctx: AuthContext,
  request: FastifyRequest,
  customer: Customer,
  username: string,
): Promise<{ id: number; name: string }[]> {
  const pending = await verifyPendingLogin(ctx.keys, ctx.clock, readCookie(request, PENDING_LOGIN_COOKIE), customer.id);
  const user = pending ? await findUserById(ctx.db, customer.id, pending.userId) : undefined;
  if (!user || user.username.toLowerCase() !== username.trim().toLowerCase()) return [];
  return findRelatedTenants(ctx.db, customer.id, user.username);
}
