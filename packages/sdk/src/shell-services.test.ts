import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createShellEvents } from './shell-events';
import { createShellServices } from './shell-services';
import { GraphQLRequestError, createGraphQLClient } from './graphql-client';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('in-app events', () => {
  it('delivers typed payloads and removes listeners', () => {
    const events = createShellEvents();
    const seen: string[] = [];
    const off = events.on('snackbar', ({ message }) => seen.push(message));
    events.emit('snackbar', { message: 'saved' });
    off();
    events.emit('snackbar', { message: 'ignored' });
    expect(seen).toEqual(['saved']);
  });

  it('keeps delivering when one listener throws', () => {
    const events = createShellEvents();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    events.on('logout', () => {
      throw new Error('boom');
    });
    events.on('logout', second);
    events.emit('logout', { device: 'trusted' });
    expect(second).toHaveBeenCalledWith({ device: 'trusted' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('the GraphQL client', () => {
  it('posts the query with the bearer token and returns data', async () => {
    const fetch = vi.fn(async () => answer({ data: { chats: [] } }));
    const client = createGraphQLClient({ getToken: () => 'tok-1', fetch });
    await expect(client.request('{ chats { id } }', { rows: 5 })).resolves.toEqual({ chats: [] });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/srvproxy/v1/graphql');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
    expect(JSON.parse(String(init.body))).toEqual({ query: '{ chats { id } }', variables: { rows: 5 } });
  });

  it('turns Hasura errors into a GraphQLRequestError with the code', async () => {
    const fetch = vi.fn(async () =>
      answer({
        errors: [{ message: 'field "x" not found', extensions: { code: 'validation-failed', path: '$' } }],
      }),
    );
    const client = createGraphQLClient({ getToken: () => null, fetch });
    const error = await client.request('{ x }').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).code).toBe('validation-failed');
  });

  it('reports an HTTP failure without a body', async () => {
    const client = createGraphQLClient({
      getToken: () => null,
      fetch: vi.fn(async () => new Response('nope', { status: 502 })),
    });
    await expect(client.request('{ x }')).rejects.toMatchObject({ status: 502 });
  });
});

describe('the shell services', () => {
  it('renews the token on token-changed and forgets it on logout', async () => {
    const fetch = vi.fn(async () => answer({ data: {} }));
    const services = createShellServices({ token: 'old', fetch, navigate: vi.fn(), notify: vi.fn() });
    const authOf = (call: number) =>
      ((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>)
        .authorization;
    await services.graphql.request('{ a }');
    services.events.emit('token-changed', { token: 'new' });
    await services.graphql.request('{ a }');
    services.events.emit('logout', { device: null });
    await services.graphql.request('{ a }');
    expect([authOf(0), authOf(1), authOf(2)]).toEqual(['Bearer old', 'Bearer new', undefined]);
  });
});

describe('a request refused for its session (issue 26 item 5)', () => {
  const authOf = (call: unknown) =>
    new Headers((call as [string, RequestInit])[1].headers).get('authorization');

  it('asks again once with the token the shell gives, for the API and GraphQL', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      new Headers(init?.headers).get('authorization') === 'Bearer fresh'
        ? answer({ ok: true, data: { ok: true } })
        : answer({ error: 'invalid_token', message: 'The session token is not valid' }, 401),
    );
    const renewSession = vi.fn(async () => 'fresh');
    const services = createShellServices({
      token: 'stale',
      navigate: vi.fn(),
      notify: vi.fn(),
      fetch,
      renewSession,
    });
    await expect(services.api.request('POST', '/api/x', { a: 1 })).resolves.toEqual({
      ok: true,
      data: { ok: true },
    });
    expect(renewSession).toHaveBeenCalledWith('stale');
    expect(fetch.mock.calls.map(authOf)).toEqual(['Bearer stale', 'Bearer fresh']);
    fetch.mockClear();
    fetch.mockImplementation(async (_url: RequestInfo | URL, init?: RequestInit) =>
      new Headers(init?.headers).get('authorization') === 'Bearer fresh'
        ? answer({ data: { ok: true } })
        : answer({ errors: [{ message: 'Could not verify JWT', extensions: { code: 'invalid-jwt' } }] }),
    );
    await expect(services.graphql.request('{ ok }')).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls.map(authOf)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('refuses as the server did when no newer token exists, and leaves a business 401 alone', async () => {
    const fetch = vi.fn(async () => answer({ error: 'invalid_token', message: 'no' }, 401));
    const renewSession = vi.fn(async () => null);
    const services = createShellServices({
      token: 'stale',
      navigate: vi.fn(),
      notify: vi.fn(),
      fetch,
      renewSession,
    });
    await expect(services.api.request('GET', '/api/x')).rejects.toMatchObject({
      status: 401,
      code: 'invalid_token',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockImplementation(async () => answer({ error: 'code_wrong', message: 'Wrong code' }, 401));
    renewSession.mockClear();
    await expect(services.api.request('POST', '/api/sign', {})).rejects.toMatchObject({ code: 'code_wrong' });
    expect(renewSession).not.toHaveBeenCalled();
  });
});

describe('an idempotent call (issue 26 item 6)', () => {
  it("sends the form's key as the Idempotency-Key header", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer({ id: 7 }, 201));
    const services = createShellServices({ token: 't', navigate: vi.fn(), notify: vi.fn(), fetch });
    const contract = {
      method: 'POST',
      path: '/api/things',
      summary: 'Make a thing',
      body: z.strictObject({ title: z.string() }),
      response: z.strictObject({ id: z.number() }),
      idempotent: true,
    } as const;
    await expect(
      services.api.call(contract, { body: { title: 'x' } }, { idempotencyKey: 'key-12345678' }),
    ).resolves.toEqual({ id: 7 });
    const headers = new Headers((fetch.mock.calls[0] as [string, RequestInit])[1].headers);
    expect(headers.get('idempotency-key')).toBe('key-12345678');
  });
});
