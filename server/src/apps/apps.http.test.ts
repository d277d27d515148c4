import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSessionToken } from '../session/session-token';
import { startTestServer, type TestServer } from '../test/test-server';

interface FixtureVersion {
  name: string;
  version: string;
  modules?: string[];
  manifest?: string | null;
}

async function installFixture(root: string, { name, version, modules = [], manifest }: FixtureVersion) {
  const dir = path.join(root, name, version);
  await mkdir(path.join(dir, 'chunks'), { recursive: true });
  await writeFile(path.join(dir, 'entry.js'), `export const modules = {}; // ${name}@${version}\n`);
  await writeFile(path.join(dir, 'chunks', 'part.js'), 'export const part = 1;\n');
  if (manifest === null) return;
  const body =
    manifest ??
    JSON.stringify({
      name,
      version,
      entry: 'entry.js',
      integrity: 'sha384-abc',
      modules,
      sdkVersion: '1.0.0',
      builtAt: new Date().toISOString(),
    });
  await writeFile(path.join(dir, 'manifest.json'), body);
}

async function tokenFor(server: TestServer, username: string, subdomain = 'demo') {
  const { rows } = await server.db.query<{
    id: number;
    customer_id: number;
    role: 'admin' | 'staff' | 'team_leader' | 'participant';
  }>(
    `SELECT u.id, u.customer_id, u.role FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = $1 AND u.username = $2`,
    [subdomain, username],
  );
  const user = rows[0];
  if (!user) throw new Error(`no user ${username}`);
  return issueSessionToken(server.db, server.sessionKeys, {
    customerId: user.customer_id,
    userId: user.id,
    role: user.role,
    device: 'trusted',
    validityMinutes: 20,
  });
}

describe('feature apps over HTTP', () => {
  let server: TestServer;
  let appsDir: string;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    appsDir = await mkdtemp(path.join(tmpdir(), 'portal-apps-'));
    await installFixture(appsDir, {
      name: 'data-grid',
      version: '1.0.0',
      modules: ['widget:CHAT', 'widget:DRAFTS'],
    });
    await installFixture(appsDir, {
      name: 'data-grid',
      version: '1.10.0',
      modules: ['widget:CHAT', 'widget:DRAFTS'],
    });
    await installFixture(appsDir, {
      name: 'data-grid',
      version: '1.2.0',
      modules: ['widget:CHAT', 'widget:DRAFTS'],
    });
    await installFixture(appsDir, { name: 'chat', version: '1.0.0', modules: ['page:chat', 'widget:CHAT'] });
    await installFixture(appsDir, { name: 'broken', version: '1.0.0', manifest: '{ not json' });
    await installFixture(appsDir, {
      name: 'lying',
      version: '1.0.0',
      manifest: JSON.stringify({ name: 'other', version: '1.0.0' }),
    });
    await installFixture(appsDir, { name: 'bare', version: '1.0.0', manifest: null });
    await writeFile(path.join(appsDir, 'secret.txt'), 'do not serve');
    server = await startTestServer({ env: { APPS_DIR: appsDir } });
    admin = await tokenFor(server, 'admin');
    staff = await tokenFor(server, 'staff');
  });
  afterAll(async () => {
    await server?.close();
    await rm(appsDir, { recursive: true, force: true });
  });

  it('indexes installed versions newest first and skips bad manifests', async () => {
    const answer = await server.request('/api/apps');
    expect(answer.status).toBe(200);
    const body = answer.json<{
      apps: { name: string; versions: { version: string }[] }[];
      widgets: Record<string, string>;
    }>();
    expect(body.apps.map((a) => a.name)).toEqual(['chat', 'data-grid']);
    expect(body.apps[1]?.versions.map((v) => v.version)).toEqual(['1.10.0', '1.2.0', '1.0.0']);
    // An app made for the kind replaces the generic grid; the rest stay with data-grid.
    expect(body.widgets).toEqual({ 'widget:CHAT': 'chat', 'widget:DRAFTS': 'data-grid' });
    const { rows } = await server.db.query<{ name: string }>(
      "SELECT name || '@' || version AS name FROM apps ORDER BY 1",
    );
    expect(rows.map((r) => r.name)).toEqual([
      'chat@1.0.0',
      'data-grid@1.0.0',
      'data-grid@1.10.0',
      'data-grid@1.2.0',
    ]);
  });

  it('serves several versions side by side as immutable files', async () => {
    for (const version of ['1.0.0', '1.2.0']) {
      const answer = await server.request(`/apps/data-grid/${version}/entry.js`);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(`data-grid@${version}`);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const chunk = await server.request('/apps/data-grid/1.0.0/chunks/part.js');
    expect(chunk.status).toBe(200);
    const manifest = await server.request('/apps/chat/1.0.0/manifest.json');
    expect(manifest.json()).toMatchObject({ name: 'chat', modules: ['page:chat', 'widget:CHAT'] });
  });

  it.each([
    '/apps/nope/1.0.0/entry.js',
    '/apps/data-grid/9.9.9/entry.js',
    '/apps/data-grid/1.0/entry.js',
    '/apps/data-grid/latest/entry.js',
    '/apps/Data-Grid/1.0.0/entry.js',
    '/apps/data-grid/1.0.0/missing.js',
    '/apps/data-grid/1.0.0/',
    '/apps/data-grid/1.0.0/../../secret.txt',
    '/apps/data-grid/1.0.0/%2e%2e/%2e%2e/secret.txt',
    '/apps/data-grid/1.0.0/..%2f..%2fsecret.txt',
    '/apps/data-grid/1.0.0/chunks/..%5c..%5csecret.txt',
    '/apps/broken/1.0.0/entry.js',
    '/apps/lying/1.0.0/entry.js',
    '/apps/bare/1.0.0/entry.js',
    '/apps/data-grid/1.0.0/a/b/c/d/e.js',
    `/apps/data-grid/1.0.0/${'x'.repeat(400)}.js`,
  ])('answers %s with a JSON 404', async (url) => {
    const answer = await server.request(url);
    expect(answer.status).toBe(404);
    expect(answer.json()).toHaveProperty('error');
    expect(answer.text).not.toContain('do not serve');
  });

  it('lets only an admin change the tenant version, and the bootstrap follows at once', async () => {
    const body = JSON.stringify({ name: 'data-grid', version: '1.2.0' });
    const put = (token: string | null, payload = body) =>
      server.request('/api/apps/versions', {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: payload,
      });
    expect((await put(null)).status).toBe(401);
    expect((await put(staff)).status).toBe(403);
    expect((await put(admin, JSON.stringify({ name: 'data-grid' }))).status).toBe(400);
    expect((await put(admin, '{"name": 5, "version": []}')).status).toBe(400);
    const missing = await put(admin, JSON.stringify({ name: 'data-grid', version: '9.9.9' }));
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'app_version_not_installed' });
    expect((await put(admin, JSON.stringify({ name: '../x', version: '1.0.0' }))).status).toBe(404);

    const changed = await put(admin);
    expect(changed.status).toBe(200);
    expect(
      changed.json<{ default_app_versions: Record<string, string> }>().default_app_versions['data-grid'],
    ).toBe('1.2.0');
    const bootstrap = await server.request('/api/bootstrap');
    expect(
      bootstrap.json<{ default_app_versions: Record<string, string> }>().default_app_versions['data-grid'],
    ).toBe('1.2.0');
    const care = await server.request('/api/bootstrap', { host: 'care.localhost' });
    expect(
      care.json<{ default_app_versions: Record<string, string> }>().default_app_versions['data-grid'],
    ).not.toBe('1.2.0');
  });

  it('lets an admin read the versions and fall back to the newest installed ones', async () => {
    const read = await server.request('/api/apps/versions', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(read.status).toBe(200);
    expect(read.json()).toHaveProperty('installed');
    expect(
      (await server.request('/api/apps/versions', { headers: { authorization: `Bearer ${staff}` } })).status,
    ).toBe(403);
    const cleared = await server.request('/api/apps/versions', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(cleared.json()).toEqual({ default_app_versions: null });
    const bootstrap = await server.request('/api/bootstrap');
    expect(bootstrap.json()).toMatchObject({ default_app_versions: null });
  });
});
