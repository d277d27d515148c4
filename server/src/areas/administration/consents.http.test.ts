// Issue 32 items 1 and 2 over HTTP, on PGlite and PostgreSQL: an admin publishes a new version of
// the privacy policy (its rich text sanitised) and a user who accepted the old one must accept the
// new one; earlier answers keep naming what was accepted; declining a sign-in consent ends the
// session; a participant withdraws a consent and the record shows it; bad input changes nothing;
// only admins edit and read the records; the records cannot be changed or deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentRecord, ConsentTemplateSummary, ConsentVersion, MyConsent } from '@portal/rules';
import { scopedToTenant } from '../../db/tenant-scope';
import { issueSessionToken, type Role } from '../../session/session-token';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

const DAY_MS = 86_400_000;

/** A session token issued at the server's clock (which a test may have moved). */
async function signInAt(server: TestServer, username: string) {
  const { rows } = await server.db.query<{ id: number; customer_id: number; role: Role }>(
    `SELECT u.id, u.customer_id, u.role FROM users u JOIN customers c ON c.id = u.customer_id
      WHERE c.subdomain = 'demo' AND u.username = $1`,
    [username],
  );
  const user = rows[0]!;
  return issueSessionToken(server.db, server.sessionKeys, {
    customerId: user.customer_id,
    userId: user.id,
    role: user.role,
    device: 'trusted',
    validityMinutes: 20,
    now: server.app.clock.now(),
  });
}

describe('consents over HTTP', () => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let participant: string;
  let careAdmin: string;

  const call = (method: string, path: string, token: string | null, body?: unknown, host?: string) =>
    sendJson(server, method, path, token, body, host);
  const templates = async (group: string, token = admin) =>
    (await call('GET', `/api/consents/templates?group=${group}`, token)).json<{
      templates: ConsentTemplateSummary[];
    }>().templates;
  const pending = async (token: string) =>
    (await call('GET', '/api/consents/pending', token)).json<{ pending: ConsentVersion[] }>().pending;
  const records = async (group: string) =>
    (await call('GET', `/api/consents/records?group=${group}`, admin)).json<{ records: ConsentRecord[] }>()
      .records;
  const recordCount = async () =>
    Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM consent_records')).rows[0]?.n);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'demo', 'admin');
    staff = await signInAs(server, 'demo', 'staff');
    participant = await signInAs(server, 'demo', 'participant');
    careAdmin = await signInAs(server, 'care', 'admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows the demo consents with their versions, and nothing is pending for a demo user', async () => {
    const [policy] = await templates('PRIVACY_POLICY');
    expect(policy?.current.version).toBe(2);
    expect(policy?.current.bodyNo).toContain('Personvernerklæring');
    expect(policy?.accepted).toBeGreaterThan(1);
    expect((await templates('LOGIN_CONSENTS'))[0]?.declined).toBe(0);
    expect(await pending(staff)).toEqual([]);
    const history = await records('LOGIN_CONSENTS');
    expect(history.some((r) => r.action === 'DECLINED' && r.reason)).toBe(true);
  });

  it('publishes a new privacy policy version that a staff member must accept; old answers keep theirs', async () => {
    const [policy] = await templates('PRIVACY_POLICY');
    const published = await call('PUT', `/api/consents/templates/${policy!.id}`, admin, {
      title: 'Personvernerklæring',
      group: 'PRIVACY_POLICY',
      bodyEn: '<p>New policy<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      bodyNo: '<p>Ny erklæring</p>',
    });
    expect(published.status).toBe(200);
    expect(published.json<{ version: number }>().version).toBe(3);
    const versions = (await call('GET', `/api/consents/templates/${policy!.id}/versions`, admin)).json<{
      versions: ConsentVersion[];
    }>().versions;
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(versions[0]?.bodyEn).not.toMatch(/script|onerror/);
    expect(versions[1]?.bodyNo).toBe(policy!.current.bodyNo);

    const asked = await pending(staff);
    expect(asked.map((v) => v.version)).toEqual([3]);
    const answered = await call('POST', '/api/consents/answers', staff, {
      versionId: asked[0]!.id,
      accepted: true,
    });
    expect(answered.status).toBe(201);
    expect(await pending(staff)).toEqual([]);
    const history = (await records('PRIVACY_POLICY')).filter((r) => r.templateId === policy!.id);
    expect(history[0]).toMatchObject({ version: 3, action: 'ACCEPTED' });
    expect(history.some((r) => r.version === 2 && r.action === 'ACCEPTED')).toBe(true);
    // The public footer link reads the version in force, without a session.
    const publicPolicy = await call('GET', '/api/consents/privacy-policy', null);
    expect(publicPolicy.json<{ policy: ConsentVersion }>().policy.version).toBe(3);
  });

  it('refuses bad input and old versions, recording nothing', async () => {
    const before = await recordCount();
    const [login] = await templates('LOGIN_CONSENTS');
    for (const body of [
      { title: '', group: 'LOGIN_CONSENTS' },
      { title: 'x'.repeat(201), group: 'LOGIN_CONSENTS' },
      { title: 'Ok', group: 'NOT_A_GROUP' },
      { title: 'Ok', group: 'LOGIN_CONSENTS', validDays: -1 },
      { title: 'Ok', group: 'LOGIN_CONSENTS', extra: true },
    ]) {
      const answer = await call('PUT', `/api/consents/templates/${login!.id}`, admin, body);
      expect(answer.status).toBe(400);
      expect(answer.json<{ error: string }>().error).toBe('invalid_input');
    }
    const moved = await call('PUT', `/api/consents/templates/${login!.id}`, admin, {
      title: 'Ok',
      group: 'QUESTIONNAIRE_CONSENTS',
    });
    expect(moved.json<{ error: string }>().error).toBe('consent_group_fixed');
    const [policy] = await templates('PRIVACY_POLICY');
    const old = (await call('GET', `/api/consents/templates/${policy!.id}/versions`, admin))
      .json<{
        versions: ConsentVersion[];
      }>()
      .versions.at(-1);
    const stale = await call('POST', '/api/consents/answers', staff, { versionId: old!.id, accepted: true });
    expect(stale.json<{ error: string }>().error).toBe('consent_not_found');
    const noReason = await call('POST', '/api/consents/answers', staff, {
      versionId: login!.current.id,
      accepted: false,
    });
    expect(noReason.json<{ error: string }>().error).toBe('consent_reason_needed');
    expect(await recordCount()).toBe(before);
    expect((await templates('LOGIN_CONSENTS'))[0]?.current.version).toBe(login!.current.version);
  });

  it('lets only admins edit, and only their own tenant', async () => {
    const [login] = await templates('LOGIN_CONSENTS');
    for (const token of [staff, participant]) {
      expect((await call('GET', '/api/consents/templates?group=LOGIN_CONSENTS', token)).status).toBe(403);
      expect((await call('GET', '/api/consents/records?group=LOGIN_CONSENTS', token)).status).toBe(403);
      expect((await call('DELETE', `/api/consents/templates/${login!.id}`, token)).status).toBe(403);
    }
    const otherTenant = await call(
      'GET',
      `/api/consents/templates/${login!.id}/versions`,
      careAdmin,
      undefined,
      'care.localhost',
    );
    expect(otherTenant.status).toBe(404);
    const published = await call(
      'PUT',
      `/api/consents/templates/${login!.id}`,
      careAdmin,
      { title: 'X', group: 'LOGIN_CONSENTS' },
      'care.localhost',
    );
    expect(published.status).toBe(404);
  });

  it('lets a participant withdraw a consent; the record shows it and sign-in asks again', async () => {
    const [login] = await templates('LOGIN_CONSENTS');
    const withdrawn = await call('POST', `/api/consents/templates/${login!.id}/withdraw`, participant, {
      reason: 'Vil ikke lenger',
    });
    expect(withdrawn.status).toBe(201);
    const mine = (await call('GET', '/api/consents/mine', participant)).json<{ consents: MyConsent[] }>()
      .consents;
    expect(mine.find((c) => c.current.templateId === login!.id)).toMatchObject({
      answer: { action: 'WITHDRAWN' },
      stands: false,
    });
    expect((await records('LOGIN_CONSENTS'))[0]).toMatchObject({
      action: 'WITHDRAWN',
      reason: 'Vil ikke lenger',
    });
    expect((await pending(participant)).map((v) => v.templateId)).toContain(login!.id);
    const again = await call('POST', `/api/consents/templates/${login!.id}/withdraw`, participant, {});
    expect(again.json<{ error: string }>().error).toBe('consent_not_accepted');
    const [policy] = await templates('PRIVACY_POLICY');
    const policyWithdraw = await call(
      'POST',
      `/api/consents/templates/${policy!.id}/withdraw`,
      participant,
      {},
    );
    expect(policyWithdraw.json<{ error: string }>().error).toBe('consent_cannot_withdraw');
  });

  it('signs out a user who declines a sign-in consent', async () => {
    const token = await signInAs(server, 'demo', 'staff');
    const [login] = await templates('LOGIN_CONSENTS');
    const declined = await call('POST', '/api/consents/answers', token, {
      versionId: login!.current.id,
      accepted: false,
      reason: 'Uenig',
    });
    expect(declined.json()).toEqual({ ok: true, signOut: true });
    expect((await call('GET', '/api/consents/pending', token)).status).toBe(401);
  });

  it('keeps the records: no tenant can change or delete a version or an answer', async () => {
    const customer = await server.db.query<{ id: string }>(
      `SELECT id FROM customers WHERE subdomain = 'demo'`,
    );
    const tenant = scopedToTenant(server.db, Number(customer.rows[0]!.id));
    const before = await recordCount();
    await expect(tenant.query(`UPDATE consent_records SET action = 'ACCEPTED'`)).rejects.toThrow(/record/);
    await expect(tenant.query('DELETE FROM consent_records')).rejects.toThrow(/record/);
    await expect(tenant.query(`UPDATE consent_template_versions SET title = 'x'`)).rejects.toThrow(/record/);
    await expect(tenant.query('DELETE FROM consent_template_versions')).rejects.toThrow(/record/);
    expect(await recordCount()).toBe(before);
  });
  // Last: it moves the server's clock a year on (tokens are then issued at the clock's time).
  it('asks again when an acceptance is older than its valid days', async () => {
    const before = await pending(await signInAt(server, 'leader'));
    expect(before.map((v) => v.group)).not.toContain('LOGIN_CONSENTS');
    server.app.clock.advance(366 * DAY_MS);
    const after = await pending(await signInAt(server, 'leader'));
    expect(after.map((v) => v.group)).toContain('LOGIN_CONSENTS');
  });
});
