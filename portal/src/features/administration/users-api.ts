// Issue 32 item 7: the administration's users calls (server/src/users): the paged list, a change,
// deactivate and reactivate, and a new set-password link. A refusal keeps the server's message in
// both languages (`messages`), which the page shows in the user's.
import {
  routeUrl,
  tenantUsersContract as routes,
  type RouteBodyIn,
  type RouteResponse,
  type TenantUser,
} from '@portal/rules';
import { ApiRequestError } from '../../shared/api/api-error';
import { bearerAuthorization } from '../../shared/api/basic-auth';

export type UsersPage = RouteResponse<typeof routes.list>;
export type UserChange = RouteBodyIn<typeof routes.change>;
export interface UsersFilter {
  q: string;
  role: string;
  status: string;
  page: number;
}

async function call<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      authorization: bearerAuthorization(token),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const code = typeof answer?.error === 'string' ? answer.error : null;
    const message = typeof answer?.message === 'string' ? answer.message : code;
    throw new ApiRequestError(response.status, code, message, answer ?? {});
  }
  return answer as T;
}

export function fetchUsers(token: string, filter: UsersFilter): Promise<UsersPage> {
  const query: Record<string, string> = { page: String(filter.page) };
  if (filter.q.trim()) query.q = filter.q.trim();
  if (filter.role) query.role = filter.role;
  if (filter.status) query.status = filter.status;
  return call(token, 'GET', `${routes.list.path}?${new URLSearchParams(query).toString()}`);
}

const userUrl = (path: string, id: number) => routeUrl(path, { id });

export const changeUser = (token: string, id: number, change: UserChange) =>
  call<TenantUser>(token, 'PATCH', userUrl(routes.change.path, id), change);
export const deactivateUser = (token: string, id: number) =>
  call<TenantUser>(token, 'POST', userUrl(routes.deactivate.path, id));
export const reactivateUser = (token: string, id: number) =>
  call<TenantUser>(token, 'POST', userUrl(routes.reactivate.path, id));
export const sendPasswordLink = (token: string, id: number) =>
  call<RouteResponse<typeof routes.sendLink>>(token, 'POST', userUrl(routes.sendLink.path, id));

/** The server's refusal in the user's language (its `messages`), else null. */
export function refusalText(error: unknown, language: string): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const messages = error.details.messages as { en?: unknown; no?: unknown } | undefined;
  const text = language.startsWith('n') ? messages?.no : messages?.en;
  return typeof text === 'string' ? text : null;
}
