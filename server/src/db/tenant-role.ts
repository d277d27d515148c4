// The statements that put a database session under one tenant's row-level security (migration
// 0090) or back to the owner. Both engines keep, per session, which of the two it is in and send one
// of these only on a change (postgres-database.ts, pglite-database.ts), so a run of requests of one
// tenant pays nothing per statement; every statement that asks for no tenant runs as the owner.

/** The role the tenant policies bind (migration 0090_row_level_security.sql). */
export const TENANT_ROLE = 'portal_tenant';

/** A session's state: the owner (0), a tenant's id, or unknown after a failure (-1). */
export type SessionTenant = number;
export const OWNER = 0;
export const UNKNOWN = -1;

export const ENTER_TENANT = `SELECT set_config('app.customer_id', $1, false), set_config('role', '${TENANT_ROLE}', false)`;
export const LEAVE_TENANT = `SELECT set_config('role', 'none', false), set_config('app.customer_id', '', false)`;

/** A tenant id a session may be put under: a positive safe integer. */
export function checkedTenant(tenant: number | undefined): SessionTenant {
  if (tenant === undefined) return OWNER;
  if (!Number.isSafeInteger(tenant) || tenant <= 0) throw new Error(`Not a tenant id: ${tenant}`);
  return tenant;
}

let switches = 0;
/** How many times a session was moved (tests: a run of one tenant's requests moves it once). */
export const tenantSwitches = () => switches;

/** Brings a session to `want` (sending one statement) unless it is there already. */
export async function enterState(
  current: SessionTenant,
  want: SessionTenant,
  send: (sql: string, params?: unknown[]) => Promise<unknown>,
): Promise<SessionTenant> {
  if (current === want) return want;
  switches += 1;
  if (want === OWNER) await send(LEAVE_TENANT);
  else await send(ENTER_TENANT, [String(want)]);
  return want;
}
