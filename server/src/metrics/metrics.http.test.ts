import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../test/test-server';

// Issue 27 item 4: /metrics in Prometheus' format for the operator's network or token only, and
// infrastructure paths that do not exist answer 404 instead of the portal's page.
const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics', () => {
  let server: TestServer;
  let open: TestServer;
  beforeAll(async () => {
    // The first allows no address (a documentation range), so only the token opens it.
    server = await startTestServer({ env: { METRICS_ALLOW: '192.0.2.0/24', METRICS_TOKEN: TOKEN } });
    open = await startTestServer({ seed: false });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await open.close();
  });

  it('refuses a request from outside the allowed network with one line', async () => {
    const answer = await server.request('/metrics', { host: 'localhost' });
    expect(answer.status).toBe(403);
    expect(answer.text.trim().split('\n')).toEqual(['metrics are open only to METRICS_ALLOW or METRICS_TOKEN']);
    const wrong = await server.request('/metrics', { host: 'localhost', headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(403);
  });

  it('shows the request, GraphQL, job, socket and rate-limit figures to the token', async () => {
    const token = await signInAs(server, 'demo', 'staff');
    await sendJson(server, 'POST', '/api/srvproxy/v1/graphql', token, { query: 'query { users(limit: 1) { id } }' });
    await sendJson(server, 'POST', '/api/srvproxy/v1/graphql', token, { query: 'mutation { nothing }' });
    const answer = await server.request('/metrics', { host: 'localhost', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.text).toMatch(/portal_http_request_duration_seconds_count\{method="POST",route="\/api\/srvproxy\/v1\/graphql",status="200"\} 2/);
    expect(answer.text).toMatch(/portal_graphql_operation_duration_seconds_count\{kind="query",status="200"\} 1/);
    expect(answer.text).toMatch(/portal_graphql_operation_duration_seconds_count\{kind="mutation",status="200"\} 1/);
    expect(answer.text).toMatch(/portal_jobs\{state="due"\} \d+/);
    expect(answer.text).toMatch(/portal_websocket_connections \d+/);
    expect(answer.text).toMatch(/portal_live_query_subscribers \d+/);
    expect(answer.text).toMatch(/# TYPE portal_rate_limit_refusals_total counter/);
    expect(answer.text).toMatch(/process_cpu_seconds_total/);
    // No tenant, user or path with ids in a label.
    expect(answer.text).not.toMatch(/demo|staff/);
  });

  it('is open to loopback by default', async () => {
    expect((await open.request('/metrics', { host: 'localhost' })).status).toBe(200);
  });

  it.each(['/readyz/x', '/livez', '/metrics/extra', '/.well-known/security.txt', '/api/nothing-here'])(
    'answers 404 for %s, not the page',
    async (path) => {
      const answer = await server.request(path);
      expect(answer.status).toBe(404);
      expect(answer.text).not.toMatch(/<html/i);
    },
  );
});
