// Issue 32 item 8: the admins' search of the access log (server/src/areas/administration).
import { accessLogContract as routes, type RouteResponse } from '@portal/rules';
import { ApiRequestError } from '../../shared/api/api-error';
import { bearerAuthorization } from '../../shared/api/basic-auth';

export type AccessLogPage = RouteResponse<typeof routes.search>;
export interface AccessLogFilter {
  participant: string;
  staff: string;
  from: string;
  to: string;
  kind: string;
  page: number;
}

export async function fetchAccessLog(token: string, filter: AccessLogFilter): Promise<AccessLogPage> {
  const query = new URLSearchParams({ page: String(filter.page) });
  for (const key of ['participant', 'staff', 'from', 'to', 'kind'] as const)
    if (filter[key].trim()) query.set(key, filter[key].trim());
  const response = await fetch(`${routes.search.path}?${query.toString()}`, {
    headers: { accept: 'application/json', authorization: bearerAuthorization(token) },
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const code = typeof body?.error === 'string' ? body.error : null;
    throw new ApiRequestError(response.status, code, code, body ?? {});
  }
  return body as AccessLogPage;
}
