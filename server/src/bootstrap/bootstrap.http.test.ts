import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/sign-in-as';
import { startTestServer, type TestServer } from '../test/test-server';

const tokenFor = signInAs;

describe('bootstrap and tenancy over HTTP', () => {
  let server: TestServer;

  beforeAll(async () => {
    const portalDist = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
    await writeFile(path.join(portalDist, 'index.html'), '<!doctype html><title>shell</title>');
    server = await startTestServer({ env: { PORTAL_DIST: portalDist } });
  });
  afterAll(() => server?.close());

  it('serves the browser minimums as the server knows them, cached an hour (issue 26 item 12)', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/browser-minimums',
      headers: { host: 'demo.localhost' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ chrome: null, firefox: null });
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers the init customer data of each demo tenant', async () => {
    const demo = await server.request('/api/bootstrap', { host: 'demo.localhost' });
    expect(demo.status).toBe(200);
    expect(demo.json()).toMatchObject({
      customer_name: 'Demo Arbeid',
      registeredSubdomain: 'demo',
      brand: 'work-inclusion',
      required_pnr: false,
      default_app_versions: expect.objectContaining({ 'data-grid': '1.0.0' }),
      features: expect.arrayContaining(['shell_Administration']),
    });
    expect(demo.json()).not.toHaveProperty('user_role');
    const care = await server.request('/api/bootstrap', { host: 'care.localhost' });
    expect(care.json()).toMatchObject({ customer_name: 'Demo Omsorg', brand: 'care', theme: 'greenish' });
  });

  it('answers 404 "Subdomain is not valid!" for an unknown subdomain', async () => {
    const answer = await server.request('/api/bootstrap', { host: 'nope.localhost' });
    expect(answer.status).toBe(404);
    expect(answer.json()).toMatchObject({ error: 'Subdomain is not valid!' });
  });

  it.each(['bad..host', 'x_y.localhost', '<script>.localhost'])(
    'answers 400 for the malformed host %s',
    async (host) => {
      const answer = await server.request('/api/bootstrap', { host });
      expect(answer.status).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'bad_host' });
      expect(answer.text).not.toMatch(/at .*\.ts/);
    },
  );

  it('lists the tenants on the bare base domain while demo data is on', async () => {
    const answer = await server.request('/', { host: 'localhost' });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Demo Arbeid');
    expect(answer.text).toContain(`http://care.localhost:${server.port}/`);
  });

  it('adds the user part with a valid token: role, metadata, default overviews', async () => {
    const token = await tokenFor(server, 'demo', 'staff');
    const answer = await server.request('/api/bootstrap', { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    const body = answer.json<{
      user_role: string;
      device: string;
      metadata: { customer_id: number };
      overviews: { app_context: string; overview_widgets: { widget: string }[] }[];
    }>();
    expect(body.user_role).toBe('STAFF');
    expect(answer.json()).toMatchObject({
      capabilities: { admin: false, time_tracking: true, reports: false },
    });
    expect(body.device).toBe('trusted');
    const me = body.overviews.find((o) => o.app_context === 'JOURNAL_ME');
    expect(me?.overview_widgets.map((w) => w.widget)).toEqual([
      'ARTIFACT_QNRS',
      'CHAT',
      'CALENDAR_TASK',
      'CALENDAR_EVENT',
      'CRM_TIME_TRACKING',
      'DIRECTORY_MY_RECIPIENTS',
      'DRAFTS',
    ]);
    const recipient = body.overviews.find((o) => o.app_context === 'JOURNAL_RECIPIENT');
    expect(recipient?.overview_widgets.map((w) => w.widget)).toContain('ACTIVITIES_LOG');
  });

  it("prefers the user's own overview", async () => {
    const token = await tokenFor(server, 'demo', 'leader');
    const body = (
      await server.request('/api/bootstrap', { headers: { authorization: `Bearer ${token}` } })
    ).json<{ overviews: { name: string; app_context: string }[] }>();
    const { rows } = await server.db.query<{ name: string }>(
      `SELECT o.name FROM overviews o JOIN users u ON u.id = o.user_id WHERE u.username = 'leader' AND o.customer_id = u.customer_id
        AND u.customer_id = (SELECT id FROM customers WHERE subdomain = 'demo') AND o.app_context = 'JOURNAL_ME'`,
    );
    expect(rows[0]).toBeDefined();
    expect(body.overviews.find((o) => o.app_context === 'JOURNAL_ME')?.name).toBe(rows[0]?.name);
  });

  it("refuses a token on another tenant's subdomain, and garbage", async () => {
    const token = await tokenFor(server, 'demo', 'staff');
    const other = await server.request('/api/bootstrap', {
      host: 'care.localhost',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.status).toBe(401);
    const garbage = await server.request('/api/bootstrap', {
      headers: { authorization: 'Bearer not.a.token.at.all' },
    });
    expect(garbage.status).toBe(401);
    const unsigned = await server.request('/api/bootstrap', {
      headers: {
        authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`,
      },
    });
    expect(unsigned.status).toBe(401);
  });

  it('serves the shell for client routes and JSON 404 for unknown API paths', async () => {
    const page = await server.request('/overview?lang=en', { host: 'demo.localhost' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>shell</title>');
    const api = await server.request('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
  });

  it('reports health', async () => {
    const answer = await server.request('/healthz', { host: 'localhost' });
    expect(answer.json()).toEqual({ status: 'ok' });
  });
});
