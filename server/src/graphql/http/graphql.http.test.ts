import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSessionToken } from '../../session/session-token';
import { tenantSwitches } from '../../db/tenant-role';
import { SESSION_CACHE_MS } from './request-session';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { Role } from '../../session/session-token';

let server: TestServer;
const tokens = new Map<string, string>();

async function tokenFor(subdomain: string, username: string): Promise<string> {
  const key = `${subdomain}/${username}`;
  const hit = tokens.get(key);
  if (hit) return hit;
  const { rows } = await server.db.query<{ id: number; customer_id: number; role: Role }>(
    'SELECT u.id, u.customer_id, u.role FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = $1 AND u.username = $2',
    [subdomain, username],
  );
  const user = rows[0]!;
  const token = await issueSessionToken(server.db, server.sessionKeys, {
    customerId: Number(user.customer_id),
    userId: Number(user.id),
    role: user.role,
    device: 'trusted',
    validityMinutes: 20,
  });
  tokens.set(key, token);
  return token;
}

export async function gqlHttp(body: unknown, options: { token?: string; host?: string; role?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.role) headers['x-hasura-role'] = options.role;
  const answer = await server.request('/api/srvproxy/v1/graphql', {
    method: 'POST',
    host: options.host ?? 'demo.localhost',
    headers,
    body: JSON.stringify(body),
  });
  return {
    status: answer.status,
    headers: answer.headers,
    json: JSON.parse(answer.text) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions: { code: string; path: string } }[];
    },
  };
}

// The §7 shell operations, exactly as docs/graphql.md gives them.
export const FETCH_CONTEXT_GROUPS = `query fetchContextGroups($customerId: bigint!, $isUserContextMe: Boolean!) {
  group_context(where: {customer_id: {_eq: $customerId}, context_group_contexts: {context: {name: {_neq: "ADVOCA"}, templates_aggregate: {count: {predicate: {_gt: 0}, filter: {template_flag: {user_context_me: {_eq: $isUserContextMe}}}}}}}}, order_by: {created_at: asc}) {
    id
    name
    label
    context_group_contexts(where: {context: {name: {_neq: "ADVOCA"}, templates_aggregate: {count: {predicate: {_gt: 0}, filter: {template_flag: {user_context_me: {_eq: $isUserContextMe}}}}}}}, order_by: {context: {created_at: asc}}) {
      context { id name label }
    }
  }
}`;

export const FETCH_CONTEXTS_BY_GROUP_ID = `query fetchContextsByGroupId($groupName: String!, $isUserContextMe: Boolean!) {
  context(where: {name: {_neq: "ADVOCA"}, context_group_contexts: {group_context: {name: {_eq: $groupName}}}, templates_aggregate: {count: {predicate: {_gt: 0}, filter: {template_flag: {user_context_me: {_eq: $isUserContextMe}}}}}}, order_by: {created_at: asc}) {
    id
    name
    label
  }
}`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('POST /api/srvproxy/v1/graphql', () => {
  it("answers the shell's fetchContextGroups for the admin of its own customer only", async () => {
    const token = await tokenFor('demo', 'admin');
    const { rows } = await server.db.query<{ id: number }>(
      "SELECT id FROM customers WHERE subdomain = 'demo'",
    );
    const demoId = Number(rows[0]!.id);
    const { json } = await gqlHttp(
      { query: FETCH_CONTEXT_GROUPS, variables: { customerId: demoId, isUserContextMe: false } },
      { token },
    );
    expect(json.errors).toBeUndefined();
    const groups = json.data!.group_context as {
      name: string;
      context_group_contexts: { context: { name: string } }[];
    }[];
    expect(groups.map((g) => g.name)).toContain('Arbeidsflater');
    for (const g of groups) {
      expect(g.context_group_contexts.length).toBeGreaterThan(0);
      for (const c of g.context_group_contexts) expect(c.context.name).not.toBe('ADVOCA');
    }
    const { rows: careRows } = await server.db.query<{ id: number }>(
      "SELECT id FROM customers WHERE subdomain = 'care'",
    );
    const other = await gqlHttp(
      {
        query: FETCH_CONTEXT_GROUPS,
        variables: { customerId: Number(careRows[0]!.id), isUserContextMe: false },
      },
      { token },
    );
    expect(other.json.data!.group_context).toEqual([]);
  });

  it('answers fetchContextsByGroupId with name, label and id', async () => {
    const token = await tokenFor('demo', 'staff');
    const { json } = await gqlHttp(
      {
        query: FETCH_CONTEXTS_BY_GROUP_ID,
        variables: { groupName: 'Arbeidsflater', isUserContextMe: false },
      },
      { token },
    );
    expect(json.errors).toBeUndefined();
    const contexts = json.data!.context as { id: number; name: string; label: string }[];
    expect(contexts.length).toBeGreaterThan(0);
    for (const c of contexts) expect(Object.keys(c)).toEqual(['id', 'name', 'label']);
    expect(contexts.map((c) => c.name)).not.toContain('ADVOCA');
  });

  it('refuses a bad token with invalid-jwt and a role above the token with access-denied', async () => {
    const bad = await gqlHttp({ query: '{ __typename }' }, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.abcdefghijk' });
    expect(bad.json.errors?.[0]?.extensions.code).toBe('invalid-jwt');
    const staff = await tokenFor('demo', 'staff');
    const up = await gqlHttp({ query: '{ __typename }' }, { token: staff, role: 'admin' });
    expect(up.json.errors?.[0]).toEqual({
      message: 'Your requested role is not in allowed roles',
      extensions: { path: '$', code: 'access-denied' },
    });
    const admin = await tokenFor('demo', 'admin');
    const down = await gqlHttp(
      { query: '{ login_audit(limit: 1) { id } }' },
      { token: admin, role: 'staff' },
    );
    expect(down.json.errors?.[0]?.extensions.code).toBe('validation-failed');
  });

  it('runs a tenant’s requests under its row-level security without moving the session each time', async () => {
    const token = await tokenFor('demo', 'admin');
    const ask = () => gqlHttp({ query: '{ recipients(limit: 2) { id } }' }, { token });
    expect((await ask()).json.data).toBeTruthy();
    const before = tenantSwitches();
    for (let i = 0; i < 20; i++) expect((await ask()).json.errors).toBeUndefined();
    // PGlite's one session, or the pooled connections of PostgreSQL: at most one move each.
    expect(tenantSwitches() - before).toBeLessThanOrEqual(server.db.kind === 'pglite' ? 1 : 10);
  });

  it('gives anonymous callers no data', async () => {
    const { json } = await gqlHttp({ query: '{ users { id } }' });
    expect(json.errors?.[0]?.message).toBe("field 'users' not found in type: 'query_root'");
  });

  it('never exposes password hashes', async () => {
    const token = await tokenFor('demo', 'admin');
    const { json } = await gqlHttp({ query: '{ users(limit: 1) { password_hash } }' }, { token });
    expect(json.errors?.[0]?.extensions.code).toBe('validation-failed');
  });

  it('keeps a @cached answer and says so in Cache-Control, as Hasura does; a revoked token still gets nothing', async () => {
    const token = await tokenFor('demo', 'staff');
    const query = 'query Counts @cached(ttl: 120) { recipients_aggregate { aggregate { count } } }';
    const first = await gqlHttp({ query, operationName: 'Counts' }, { token });
    expect(first.headers['cache-control']).toBe('private, max-age=120');
    const second = await gqlHttp({ query, operationName: 'Counts' }, { token });
    expect(second.json).toEqual(first.json);
    expect(second.headers['cache-control']).toMatch(/^private, max-age=1(19|20)$/);
    const plain = await gqlHttp({ query: '{ recipients_aggregate { aggregate { count } } }' }, { token });
    expect(plain.headers['cache-control']).toBeUndefined();
    await server.db.query('UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL');
    tokens.clear();
    server.app.clock.advance(SESSION_CACHE_MS + 1); // past the verified-session cache
    const revoked = await gqlHttp({ query, operationName: 'Counts' }, { token });
    expect(revoked.json.data).toBeUndefined();
    expect(revoked.json.errors?.[0]?.extensions.code).toBe('invalid-jwt');
  });

  it('serves the explorer page in development', async () => {
    const page = await server.request('/api/srvproxy/v1/graphiql');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/api/srvproxy/v1/graphql');
  });
});
