// Issue 25 item 4: the work of one tenant runs under PostgreSQL's row-level security. A scoped handle
// asks the database for the tenant on every statement and transaction (QueryOptions.tenant): the
// session takes the role the policies bind (migration 0090) with `app.customer_id` set, and any
// statement that asks for no tenant runs as the owner again (tenant-role.ts; each engine keeps its
// sessions in step, sending a statement only on a change). A statement that forgets its
// `WHERE customer_id` sees and writes only the tenant's rows all the same; a row for another tenant
// is refused (WITH CHECK). The same on PGlite, which is PostgreSQL: its one session takes the role
// the same way, in turn with every other operation.
import type { Database, Queryable } from './database';
import { checkedTenant } from './tenant-role';

export { TENANT_ROLE } from './tenant-role';

export interface TenantDb extends Queryable {
  readonly customerId: number;
  /** Runs `work` in one transaction under the tenant's policies; a throw rolls back all of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** The database as one tenant sees it: every statement under its row-level security. */
export function scopedToTenant(db: Database, customerId: number): TenantDb {
  const tenant = checkedTenant(customerId);
  return {
    customerId,
    query: (sql, params, options) => db.query(sql, params, { ...options, tenant }),
    exec: (sql) => db.transaction((tx) => tx.exec(sql), { tenant }),
    transaction: (work) => db.transaction(work, { tenant }),
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
