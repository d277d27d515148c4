// Who is asking, for the documents area's routes: the tenant from the host, the session, and the
// rule of each route (staff of the tenant; a participant only for their own shared documents).
import { STAFF_ROLES, type Role } from '@portal/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { enabledFeatures } from '../../bootstrap/bootstrap-data';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { requireTenant } from '../../tenancy/tenancy-plugin';
import type { Customer } from '../../tenancy/customer';

export interface Asker {
  tenant: Customer;
  customerId: number;
  userId: number;
  role: Role;
  staff: boolean;
}

export async function askerOf(app: FastifyInstance, request: FastifyRequest): Promise<Asker> {
  const tenant = requireTenant(request);
  const session = await app.requireSession(request);
  return {
    tenant,
    customerId: tenant.id,
    userId: session.user_id,
    role: session.role,
    staff: (STAFF_ROLES as readonly string[]).includes(session.role),
  };
}

/** Staff of the tenant with the area's feature on: 401 without a session, else 403. */
export async function requireStaff(
  app: FastifyInstance,
  db: Queryable,
  request: FastifyRequest,
  feature?: string,
): Promise<Asker> {
  const asker = await askerOf(app, request);
  if (!asker.staff) throw new ApiError(403, 'forbidden', 'Only staff may do this');
  const features = await enabledFeatures(db, asker.customerId);
  if (!features.includes('artifact_ShowFiles') || (feature && !features.includes(feature)))
    throw new ApiError(403, 'feature_off', 'Documents are not switched on for this portal');
  return asker;
}

/** The body through a zod rule: 400 with the area's code and the first problem's field. */
export function parsedBody<T>(schema: ZodType<T>, body: unknown, code: string): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiError(400, code, issue?.message ?? 'invalid', { field: String(issue?.path[0] ?? '') });
}

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } },
} as const;
