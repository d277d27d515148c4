// Issue 32 item 6 over HTTP, on PGlite and PostgreSQL: only the platform operator (a user marked
// is_revman) reaches Revman; they read every tenant's versions and features, set another tenant's
// app version (only an installed one) and feature, and each change is an audit line that no tenant
// can change or delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevmanChange, RevmanTenant } from '@portal/rules';
import { scopedToTenant } from '../../db/tenant-scope';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

describe('Revman over HTTP', () => {
  let server: TestServer;
  let operator: string;
  let care: RevmanTenant;
  const call = (method: string, path: string, token: string, body?: unknown, host?: string) =>
    sendJson(server, method, path, token, body, host);

  beforeAll(async () => {
    server = await startTestServer();
    operator = await signInAs(server, 'demo', 'operator');
    await server.db.query(
      `INSERT INTO apps (name, version, manifest) VALUES ('consents', '9.1.0', '{}'::jsonb) ON CONFLICT DO NOTHING`,
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows the operator every tenant with its versions and features', async () => {
    const answer = await call('GET', '/api/revman/tenants', operator);
    expect(answer.status).toBe(200);
    const { tenants, installed } = answer.json<{
      tenants: RevmanTenant[];
      installed: { name: string; versions: string[] }[];
    }>();
    expect(tenants.map((t) => t.subdomain).sort()).toEqual(expect.arrayContaining(['care', 'demo']));
    care = tenants.find((t) => t.subdomain === 'care')!;
    expect(care.appVersions.consents).toBe('1.0.0');
    expect(care.features.find((f) => f.name === 'consents_editor')?.enabled).toBe(true);
    expect(installed.find((a) => a.name === 'consents')?.versions).toContain('9.1.0');
  });

  it("sets another tenant's version and feature, each an audit line", async () => {
    expect(
      (
        await call('PUT', `/api/revman/tenants/${care.id}/versions`, operator, {
          app: 'consents',
          version: '9.1.0',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/api/revman/tenants/${care.id}/features`, operator, {
          name: 'consents_editor',
          enabled: false,
        })
      ).status,
    ).toBe(200);
    const after = (await call('GET', '/api/revman/tenants', operator))
      .json<{ tenants: RevmanTenant[] }>()
      .tenants.find((t) => t.id === care.id)!;
    expect(after.appVersions.consents).toBe('9.1.0');
    expect(after.features.find((f) => f.name === 'consents_editor')?.enabled).toBe(false);
    const changes = (await call('GET', '/api/revman/audit', operator)).json<{ changes: RevmanChange[] }>()
      .changes;
    expect(changes.slice(0, 2)).toMatchObject([
      {
        by: 'operator@demo',
        tenant: 'care',
        kind: 'feature',
        subject: 'consents_editor',
        before: 'true',
        after: 'false',
      },
      {
        by: 'operator@demo',
        tenant: 'care',
        kind: 'app_version',
        subject: 'consents',
        before: '1.0.0',
        after: '9.1.0',
      },
    ]);
    // The care admin's own feature page reads the change.
    const careAdmin = await signInAs(server, 'care', 'admin');
    const features = (await call('GET', '/api/admin/features', careAdmin, undefined, 'care.localhost')).json<{
      features: { name: string; enabled: boolean }[];
    }>();
    expect(features.features.find((f) => f.name === 'consents_editor')?.enabled).toBe(false);
  });

  it('refuses a version not installed, an unknown feature or tenant, changing nothing', async () => {
    const before = (await server.db.query('SELECT count(*)::int AS n FROM revman_audit')).rows[0];
    expect(
      (
        await call('PUT', `/api/revman/tenants/${care.id}/versions`, operator, {
          app: 'consents',
          version: '7.7.7',
        })
      ).json<{ error: string }>().error,
    ).toBe('app_version_not_installed');
    expect(
      (
        await call('PUT', `/api/revman/tenants/${care.id}/versions`, operator, {
          app: '../x',
          version: '1.0.0',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/api/revman/tenants/${care.id}/features`, operator, {
          name: 'no_such',
          enabled: true,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('PUT', '/api/revman/tenants/999999/features', operator, {
          name: 'consents_editor',
          enabled: true,
        })
      ).json<{ error: string }>().error,
    ).toBe('revman_tenant_not_found');
    expect((await server.db.query('SELECT count(*)::int AS n FROM revman_audit')).rows[0]).toEqual(before);
  });

  it('lets only the operator reach Revman', async () => {
    for (const [subdomain, username] of [
      ['demo', 'admin'],
      ['demo', 'leader'],
      ['demo', 'participant'],
      ['care', 'admin'],
    ] as const) {
      const token = await signInAs(server, subdomain, username);
      const host = `${subdomain}.localhost`;
      expect((await call('GET', '/api/revman/tenants', token, undefined, host)).status).toBe(403);
      expect(
        (
          await call(
            'PUT',
            `/api/revman/tenants/${care.id}/features`,
            token,
            { name: 'consents_editor', enabled: true },
            host,
          )
        ).status,
      ).toBe(403);
    }
  });

  it('keeps the audit: no tenant can change or delete a line', async () => {
    const demo = await server.db.query<{ id: string }>(`SELECT id FROM customers WHERE subdomain = 'demo'`);
    const tenant = scopedToTenant(server.db, Number(demo.rows[0]!.id));
    await expect(tenant.query(`UPDATE revman_audit SET after = 'x'`)).rejects.toThrow();
    await expect(tenant.query('DELETE FROM revman_audit')).rejects.toThrow();
  });
});
