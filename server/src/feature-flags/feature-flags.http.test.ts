import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/sign-in-as';
import { startTestServer, type TestServer } from '../test/test-server';

describe('administration of features over HTTP', () => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const json = (token: string, body: unknown) => ({
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'demo', 'admin');
    staff = await signInAs(server, 'demo', 'staff');
  });
  afterAll(() => server?.close());

  it('lists every feature with its state for an admin', async () => {
    const answer = await server.request('/api/admin/features', { headers: { authorization: `Bearer ${admin}` } });
    expect(answer.status).toBe(200);
    const features = answer.json<{ features: { name: string; enabled: boolean }[] }>().features;
    expect(features).toContainEqual({ name: 'shell_HideContextMeOverview', enabled: false });
    expect(features).toContainEqual({ name: 'shell_Administration', enabled: true });
  });

  it('turns a feature off, audits it, and the bootstrap follows at once', async () => {
    const answer = await server.request('/api/admin/features/chat_ShowChat', json(admin, { enabled: false }));
    expect(answer.json()).toEqual({ name: 'chat_ShowChat', enabled: false });
    const boot = await server.request('/api/bootstrap');
    expect(boot.json<{ features: string[] }>().features).not.toContain('chat_ShowChat');
    const care = await server.request('/api/bootstrap', { host: 'care.localhost' });
    expect(care.json<{ features: string[] }>().features).toContain('chat_ShowChat');
    const audit = await server.request('/api/admin/features/audit', { headers: { authorization: `Bearer ${admin}` } });
    expect(audit.json<{ changes: unknown[] }>().changes[0]).toMatchObject({ name: 'chat_ShowChat', enabled: false, changed_by: 'admin' });
    await server.request('/api/admin/features/chat_ShowChat', json(admin, { enabled: true }));
  });

  it('refuses anyone but an admin, and a request without a session', async () => {
    expect((await server.request('/api/admin/features/chat_ShowChat', json(staff, { enabled: false }))).status).toBe(403);
    expect((await server.request('/api/admin/features')).status).toBe(401);
  });

  it.each([
    ['an unknown feature', '/api/admin/features/no_such_thing', { enabled: true }, 404],
    ['a body without enabled', '/api/admin/features/chat_ShowChat', { on: true }, 400],
    ['a string for enabled', '/api/admin/features/chat_ShowChat', { enabled: 'yes' }, 400],
  ])('answers %s with a clear 4xx and changes nothing', async (_label, path, body, status) => {
    const before = await server.db.query('SELECT count(*)::int AS n FROM feature_flag_audit');
    const answer = await server.request(path, json(admin, body));
    expect(answer.status).toBe(status);
    expect(answer.json()).toHaveProperty('message');
    const after = await server.db.query('SELECT count(*)::int AS n FROM feature_flag_audit');
    expect(after.rows).toEqual(before.rows);
  });
});
