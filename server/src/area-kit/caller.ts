// Issue 25 item 3: who calls an area's route, resolved once per request by the kit (area-routes.ts):
// the tenant of the subdomain, the user and role of the session, the tenant's feature flags and the
// user's capabilities (§6). Every area reads this one type; `isStaff` is the rule of packages/rules.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStaffRole, type CapabilityName, type Role, type UserCapabilities } from '@portal/rules';
import { enabledFeatures } from '../bootstrap/bootstrap-data';
import { computeCapabilities } from '../bootstrap/capabilities';
import type { Queryable } from '../db/database';
import type { SessionClaims } from '../session/session-token';
import type { Customer } from '../tenancy/customer';
import { requireTenant } from '../tenancy/tenancy-plugin';

export interface Caller {
  tenant: Customer;
  customerId: number;
  userId: number;
  role: Role;
  /** Everyone but the participant does a caseworker's work (§6). */
  isStaff: boolean;
  session: SessionClaims;
  /** The tenant's feature flags that are on. */
  features: ReadonlySet<string>;
  /** The user's capabilities (§6), from role and flags; `revman` is read when a route asks for it. */
  capabilities: UserCapabilities;
}

async function isRevman(db: Queryable, customerId: number, userId: number) {
  const { rows } = await db.query<{ is_revman: boolean }>(
    'SELECT is_revman FROM users WHERE customer_id = $1 AND id = $2',
    [customerId, userId],
  );
  return rows[0]?.is_revman === true;
}

/** The signed-in caller of a request: 404 without a tenant, 401 without a valid session. */
export async function resolveCaller(
  app: FastifyInstance,
  db: Queryable,
  request: FastifyRequest,
  needs: { capability?: CapabilityName } = {},
): Promise<Caller> {
  const tenant = requireTenant(request);
  const session = await app.requireSession(request);
  const features = new Set(await enabledFeatures(db, tenant.id));
  const revman = needs.capability === 'revman' && (await isRevman(db, tenant.id, session.user_id));
  return {
    tenant,
    customerId: tenant.id,
    userId: session.user_id,
    role: session.role,
    isStaff: isStaffRole(session.role),
    session,
    features,
    capabilities: computeCapabilities(session.role, features, revman),
  };
}
