// Test support: answers fetch calls by URL pattern with JSON, and records them.
import { vi } from 'vitest';

export interface ApiCall {
  url: string;
  headers: Record<string, string>;
}

type Answer = { status?: number; body: unknown };
type Route = readonly [RegExp, Answer | ((url: string) => Answer)];

export function mockApi(routes: readonly Route[]): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, headers: Object.fromEntries(new Headers(init?.headers).entries()) });
      const route = routes.find(([pattern]) => pattern.test(url));
      if (!route)
        return new Response(JSON.stringify({ error: 'not_found', message: `no mock for ${url}` }), {
          status: 404,
        });
      const answer = typeof route[1] === 'function' ? route[1](url) : route[1];
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}
