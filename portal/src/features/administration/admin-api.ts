// §2.6 The administration calls of the server (server/src/feature-flags): the tenant's features,
// switching one (admin only, audited) and the audit trail.
import { routeUrl, usersContract, type Role, type RouteBodyIn, type RouteResponse } from '@portal/rules';
import { ApiRequestError } from '../../shared/api/api-error';
import { bearerAuthorization } from '../../shared/api/basic-auth';
import { getJson } from '../../shared/api/http-client';

export interface TenantFeature {
  name: string;
  enabled: boolean;
}

export interface FeatureChange {
  name: string;
  enabled: boolean;
  created_at: string;
  changed_by: string | null;
}

export async function fetchTenantFeatures(token: string): Promise<TenantFeature[]> {
  const body = await getJson<{ features?: TenantFeature[] }>('/api/admin/features', {
    headers: { authorization: bearerAuthorization(token) },
  });
  return Array.isArray(body.features) ? body.features : [];
}

export async function fetchFeatureAudit(token: string): Promise<FeatureChange[]> {
  const body = await getJson<{ changes?: FeatureChange[] }>('/api/admin/features/audit', {
    headers: { authorization: bearerAuthorization(token) },
  });
  return Array.isArray(body.changes) ? body.changes : [];
}

export async function setTenantFeature(
  token: string,
  name: string,
  enabled: boolean,
): Promise<TenantFeature> {
  const response = await fetch(`/api/admin/features/${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: bearerAuthorization(token),
    },
    credentials: 'same-origin',
    body: JSON.stringify({ enabled }),
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const code = typeof body?.error === 'string' ? body.error : null;
    throw new ApiRequestError(response.status, code, code, body ?? {});
  }
  return { name, enabled: body?.enabled === true };
}

export type NewUserRole = Role;

/** The new user as the form sends it (the contract's body; the names are optional there). */
export type NewUser = RouteBodyIn<typeof usersContract.add> & { first_name: string; last_name: string };

/** Adds a user to the tenant (admin only); the server sends them a set-password link by SMS. */
export async function addTenantUser(
  token: string,
  user: NewUser,
): Promise<{ username: string; link_sent: boolean }> {
  const route = usersContract.add;
  const response = await fetch(routeUrl(route.path), {
    method: route.method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: bearerAuthorization(token),
    },
    credentials: 'same-origin',
    body: JSON.stringify(user),
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const code = typeof body?.error === 'string' ? body.error : null;
    throw new ApiRequestError(response.status, code, code, body ?? {});
  }
  const added = body as Partial<RouteResponse<typeof route>> | null;
  return { username: user.username, link_sent: added?.link_sent === true };
}

/** The field an `invalid_input` answer names first (the kit's one shape), or null. */
export function invalidField(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'invalid_input') return null;
  const issues = error.details.issues;
  const first = Array.isArray(issues) ? (issues[0] as { field?: unknown } | undefined) : undefined;
  return typeof first?.field === 'string' ? first.field : null;
}
