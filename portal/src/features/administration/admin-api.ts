// §2.6 The administration calls of the server (server/src/feature-flags): the tenant's features,
// switching one (admin only, audited) and the audit trail.
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

export type NewUserRole = 'admin' | 'team_leader' | 'staff' | 'participant';

export interface NewUser {
  username: string;
  role: NewUserRole;
  first_name: string;
  last_name: string;
  mobile_phone: string;
  email?: string;
}

/** Adds a user to the tenant (admin only); the server sends them a set-password link by SMS. */
export async function addTenantUser(token: string, user: NewUser): Promise<{ username: string; link_sent: boolean }> {
  const response = await fetch('/api/admin/users', {
    method: 'POST',
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
  return { username: user.username, link_sent: body?.link_sent === true };
}
