import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../test/test-server';

// Issue 27 item 5: X-Request-Id taken (when valid) or made and returned; the closing line of every
// request names tenant, user and role, and never the token.
describe('request log lines', () => {
  let server: TestServer;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  }, 60_000);
  afterAll(async () => server.close());
  const closing = (id: string) => lines.find((l) => l.reqId === id && l.msg === 'request completed');

  it('takes a valid X-Request-Id, returns it, and names tenant, user and role', async () => {
    const token = await signInAs(server, 'demo', 'staff');
    const answer = await server.request('/api/bootstrap', { headers: { 'x-request-id': 'proxy-abc.123', authorization: `Bearer ${token}` } });
    expect(answer.headers['x-request-id']).toBe('proxy-abc.123');
    await sendJson(server, 'POST', '/api/srvproxy/v1/graphql', token, { query: '{ users(limit: 1) { id } }' });
    const graphql = lines.filter((l) => l.msg === 'request completed' && (l as { tenant?: string }).tenant === 'demo' && l.role);
    expect(graphql.length).toBeGreaterThan(0);
    expect(graphql.at(-1)).toMatchObject({ tenant: 'demo', role: expect.any(String), userId: expect.any(Number) });
    expect(closing('proxy-abc.123')).toMatchObject({ tenant: 'demo', res: { statusCode: answer.status } });
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('makes a new id when the incoming one is not a plain token', async () => {
    const answer = await server.request('/api/bootstrap', { headers: { 'x-request-id': 'evil"\\ id with spaces' } });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(closing(String(id))).toMatchObject({ tenant: 'demo' });
  });
});
