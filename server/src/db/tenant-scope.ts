// Issue 25 item 4: the work of one tenant runs under PostgreSQL's row-level security. A scoped handle
// opens a transaction for each statement (or for `transaction`'s work) that first names the tenant
// and takes the role the policies bind (migration 0090), both LOCAL to the transaction, so nothing
// outlives it on a pooled connection. A statement that forgets its `WHERE customer_id` sees and
// writes only the tenant's rows all the same; a row for another tenant is refused (WITH CHECK).
// The same on PGlite, which is PostgreSQL: its one superuser session takes the role the same way.
import type { Database, Queryable } from './database';

/** The role the tenant policies bind (migration 0090_row_level_security.sql). */
export const TENANT_ROLE = 'portal_tenant';

export interface TenantDb extends Queryable {
  readonly customerId: number;
  /** Runs `work` in one transaction under the tenant's policies; a throw rolls back all of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

const ENTER = `SELECT set_config('app.customer_id', $1, true), set_config('role', '${TENANT_ROLE}', true)`;

/** The database as one tenant sees it: every statement under its row-level security. */
export function scopedToTenant(db: Database, customerId: number): TenantDb {
  if (!Number.isSafeInteger(customerId) || customerId <= 0) throw new Error(`Not a tenant id: ${customerId}`);
  const transaction = <T>(work: (tx: Queryable) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.query(ENTER, [String(customerId)]);
      return work(tx);
    });
  return {
    customerId,
    query: (sql, params, options) => transaction((tx) => tx.query(sql, params, options)),
    exec: (sql) => transaction((tx) => tx.exec(sql)),
    transaction,
  };
}

/**
 * The owner's handle, for the work that crosses tenants on purpose (migrations, the job runner, the
 * operator's commands, the demo seed): the policies do not bind it. Naming the reason makes every
 * crossing visible and searchable (`crossTenant(`).
 */
export function crossTenant(db: Database, reason: string): Database {
  if (!reason.trim()) throw new Error('crossTenant needs a reason');
  return db;
}
