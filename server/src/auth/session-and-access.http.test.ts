import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { createConnectorCredential } from './connector/connector-credentials';
import { basic, bearer, browse, closeTestServer, CookieJar, DEMO_PASSWORD, demoUser, loginWithSms } from './test/auth-test-kit';

describe('access check, invitation, session refresh and sign-out over HTTP', () => {
  let server: TestServer;
  let staffToken: string;
  let participantToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    staffToken = (await loginWithSms(server, { username: 'staff', device: 'untrusted' })).token;
    participantToken = (await loginWithSms(server, { username: 'participant', device: 'untrusted' })).token;
  });
  afterAll(() => closeTestServer(server));

  it('answers the access details: a TEMPORARY participant without invitation is restricted', async () => {
    const temporary = await demoUser(server, 'demo', 'temporary');
    const answer = await server.request(`/api/auth/protected/check?context=user_access_control&user_id=${temporary.id}`, { headers: bearer(staffToken) });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ pnr_class: 'TEMPORARY', invitation_code: null, invited_at: null, invited_by: null, access_restricted: true });
    const participant = await demoUser(server, 'demo', 'participant');
    const own = await server.request(`/api/auth/protected/check?context=user_access_control&user_id=${participant.id}`, { headers: bearer(participantToken) });
    expect(own.json()).toMatchObject({ pnr_class: 'PERMANENT', access_restricted: false, invitation_code: expect.any(String) });
  });

  it('keeps a participant to its own details, and other tenants out', async () => {
    const staff = await demoUser(server, 'demo', 'staff');
    const other = await server.request(`/api/auth/protected/check?context=user_access_control&user_id=${staff.id}`, { headers: bearer(participantToken) });
    expect(other.status).toBe(403);
    const careStaff = await demoUser(server, 'care', 'staff');
    const crossTenant = await server.request(`/api/auth/protected/check?context=user_access_control&user_id=${careStaff.id}`, { headers: bearer(staffToken) });
    expect(crossTenant.status).toBe(404);
    const wrongHost = await server.request(`/api/auth/protected/check?context=user_access_control&user_id=${careStaff.id}`, { host: 'care.localhost', headers: bearer(staffToken) });
    expect(wrongHost.status).toBe(401);
    const noToken = await server.request(`/api/auth/protected/check?context=user_access_control&user_id=${staff.id}`);
    expect(noToken.status).toBe(401);
  });

  it('dispatches an invitation: staff only, fields filled, link sent, restriction lifted', async () => {
    const temporary = await demoUser(server, 'demo', 'temporary');
    const staff = await demoUser(server, 'demo', 'staff');
    const refused = await server.request(`/api/auth/access/dispatch-invitation?user_id=${temporary.id}`, { headers: bearer(participantToken) });
    expect(refused.status).toBe(403);
    const answer = await server.request(`/api/auth/access/dispatch-invitation?user_id=${temporary.id}`, { headers: bearer(staffToken) });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ pnr_class: 'TEMPORARY', invitation_code: expect.stringMatching(/^INV-/), invited_by: staff.id, access_restricted: false });
    const check = await server.request(`/api/auth/protected/check?context=user_access_control&user_id=${temporary.id}`, { headers: bearer(staffToken) });
    expect(check.json()).toMatchObject({ access_restricted: false, invited_at: expect.any(String) });
    const staffAsTarget = await server.request(`/api/auth/access/dispatch-invitation?user_id=${staff.id}`, { headers: bearer(staffToken) });
    expect(staffAsTarget.status).toBe(400);
  });

  it('extends a session: a fresh token, the old jti revoked', async () => {
    const { token } = await loginWithSms(server, { username: 'leader', device: 'untrusted' });
    const refreshed = await server.request('/api/auth/protected/refresh?context=session', { headers: bearer(token) });
    expect(refreshed.status).toBe(200);
    const fresh = String(refreshed.json().token);
    expect(fresh).not.toBe(token);
    expect((await server.request('/api/bootstrap', { headers: bearer(token) })).status).toBe(401);
    expect((await server.request('/api/bootstrap', { headers: bearer(fresh) })).status).toBe(200);
    expect((await server.request('/api/auth/protected/refresh?context=session', { headers: bearer(token) })).status).toBe(401);
  });

  it('signs out: the token is revoked, and the device cookie goes when asked', async () => {
    const { token, jar } = await loginWithSms(server, { username: 'admin', device: 'trusted' });
    expect(jar.has('device_authorization_token')).toBe(true);
    const out = await browse(server, jar, '/api/auth/signout?unset=device_authorization_token', { headers: bearer(token) });
    expect(out.status).toBe(200);
    expect(out.headers['set-cookie']?.some((c) => c.startsWith('device_authorization_token=;'))).toBe(true);
    expect((await server.request('/api/bootstrap', { headers: bearer(token) })).status).toBe(401);
    // The device is forgotten server-side too: even the old cookie value no longer skips the SMS step.
    const next = await browse(server, jar, '/api/auth/signin?context=device_authorization&device=trusted', { headers: { authorization: basic('admin', DEMO_PASSWORD) } });
    expect(next.json()).toMatchObject({ reload: false });
    expect((await server.request('/api/auth/signout')).status).toBe(200);
  });

  it('lists related tenants only after the password step in the same browser (issue 17.8)', async () => {
    const demo = await demoUser(server, 'demo', 'staff');
    const care = await demoUser(server, 'care', 'staff');
    const related = (jar: CookieJar, username: string) =>
      browse(server, jar, '/api/auth/check?context=portal.related_tenants', { headers: { authorization: basic(username) } });
    // A username alone answers nothing, known or not: the same [] as for nobody.
    for (const username of ['staff', 'leader', 'nobody']) {
      const alone = await related(new CookieJar(), username);
      expect(alone.status).toBe(200);
      expect(alone.json()).toEqual([]);
    }
    const staff = new CookieJar();
    expect((await browse(server, staff, '/api/auth/signin?context=device_authorization&device=untrusted', { headers: { authorization: basic('staff', DEMO_PASSWORD) } })).status).toBe(200);
    const mine = await related(staff, 'staff');
    expect(mine.status).toBe(200);
    expect(mine.json<{ id: number }[]>().map((c) => c.id).sort()).toEqual([demo.customer_id, care.customer_id].sort());
    expect(mine.json<{ name: string }[]>().map((c) => c.name)).toEqual(expect.arrayContaining(['Demo Arbeid', 'Demo Omsorg']));
    // The pending login of one user does not open another's.
    expect((await related(staff, 'admin')).json()).toEqual([]);
    const leader = new CookieJar();
    expect((await browse(server, leader, '/api/auth/signin?context=device_authorization&device=untrusted', { headers: { authorization: basic('leader', DEMO_PASSWORD) } })).status).toBe(200);
    expect((await related(leader, 'LEADER')).json()).toEqual([{ id: demo.customer_id, name: 'Demo Arbeid' }]);
  });

  it('signs in to a related customer: password here, second step there', async () => {
    const care = await demoUser(server, 'care', 'staff');
    const wrong = await server.request('/api/auth/signin?context=portal', { headers: { authorization: basic('staff', 'Wrong-1'), 'customer-id': String(care.customer_id) } });
    expect(wrong.status).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'unable_to_login', message: 'unable to login' });
    const noHeader = await server.request('/api/auth/signin?context=portal', { headers: { authorization: basic('staff', DEMO_PASSWORD) } });
    expect(noHeader.status).toBe(400);
    const notRelated = await server.request('/api/auth/signin?context=portal', { headers: { authorization: basic('leader', DEMO_PASSWORD), 'customer-id': '999999' } });
    expect(notRelated.json()).toMatchObject({ message: 'unable to login' });

    const answer = await server.request('/api/auth/signin?context=portal', { headers: { authorization: basic('staff', DEMO_PASSWORD), 'customer-id': String(care.customer_id) } });
    expect(answer.status).toBe(200);
    const body = answer.json<{ subdomain: string; redirect_url: string }>();
    expect(body).toMatchObject({ message: 'ok', customer_id: care.customer_id, subdomain: 'care' });
    const redirect = new URL(body.redirect_url);
    expect(redirect.host).toBe(`care.localhost:${server.port}`);
    const handover = redirect.searchParams.get('handover') ?? '';
    const jar = new CookieJar();
    const there = await browse(server, jar, `/api/auth/signin?context=device_authorization&device=untrusted&handover=${handover}`, { host: 'care.localhost' });
    expect(there.status).toBe(200);
    expect(there.json()).toMatchObject({ message: 'ok', reload: false, user_name: 'Kari Nordmann' });
    expect(jar.has('pending_login')).toBe(true);
    const reused = await server.request(`/api/auth/signin?context=device_authorization&device=untrusted&handover=${handover}`, { host: 'care.localhost' });
    expect(reused.json()).toMatchObject({ message: 'unable to login' });
  });

  it('logs in by connector one-time token obtained with an integration secret', async () => {
    const admin = (await loginWithSms(server, { username: 'admin', device: 'untrusted' })).token;
    const refused = await server.request('/api/auth/access/connector-credentials', {
      method: 'POST',
      headers: { ...bearer(staffToken), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'connector' }),
    });
    expect(refused.status).toBe(403);
    const created = await server.request('/api/auth/access/connector-credentials', {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'work-inclusion connector' }),
    });
    expect(created.status).toBe(201);
    const secret = String(created.json().secret);
    const issue = (body: object, key = secret) =>
      server.request('/api/auth/connector/one-time-token', {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await issue({ bruker_bruker_navn: 'OHANSEN' }, 'pcs_wrong')).status).toBe(401);
    expect((await issue({})).status).toBe(400);
    const ott = await issue({ bruker_bruker_navn: 'OHANSEN' });
    expect(ott.status).toBe(200);
    const code = String(ott.json().code);
    const participant = await demoUser(server, 'demo', 'participant');

    const mismatch = await server.request(`/api/auth/signin?context=connector.ott&code=${code}&brukerBrukerNavn=SOMEONE`);
    expect(mismatch.status).toBe(401);
    const login = await server.request(`/api/auth/signin?context=connector.ott&code=${code}&brukerBrukerNavn=OHANSEN`);
    expect(login.status).toBe(200);
    expect(login.json()).toMatchObject({ token: expect.any(String), user_id: participant.id, device: 'untrusted' });
    const again = await server.request(`/api/auth/signin?context=connector.ott&code=${code}`);
    expect(again.status).toBe(401);
    expect(again.json()).toMatchObject({ message: 'Login failed. Please try again.' });
    const missing = await server.request('/api/auth/signin?context=connector.ott');
    expect(missing.status).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'missing_token' });
    const expiring = String((await issue({ journal_user_id: 'demo-1004' })).json().code);
    server.app.clock.advance(3 * 60_000);
    expect((await server.request(`/api/auth/signin?context=connector.ott&code=${expiring}`)).status).toBe(401);

    // An admin lists the tenant's secrets (never the secret) and revokes one; it stops at once.
    const credentials = '/api/auth/access/connector-credentials';
    expect((await server.request(credentials, { headers: bearer(staffToken) })).status).toBe(403);
    const listed = await server.request(credentials, { headers: bearer(admin) });
    expect(listed.status).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const mine = listed.json<{ credentials: Record<string, unknown>[] }>().credentials.find((c) => c.id === created.json().id);
    expect(mine).toMatchObject({ name: 'work-inclusion connector', last_used_at: expect.any(String), revoked_at: null });
    expect(listed.text).not.toContain(secret);
    expect(listed.text).not.toContain('secret');
    const careAdmin = await demoUser(server, 'care', 'admin');
    const elsewhere = await createConnectorCredential(server.db, { customerId: careAdmin.customer_id, name: 'care connector', createdBy: careAdmin.id });
    const revoke = (id: unknown, token = admin) => server.request(`${credentials}/${String(id)}`, { method: 'DELETE', headers: bearer(token) });
    expect((await revoke(created.json().id, staffToken)).status).toBe(403);
    expect((await revoke('abc')).status).toBe(400);
    expect((await revoke(elsewhere.id)).status).toBe(404); // another tenant's
    expect((await revoke(created.json().id)).status).toBe(204);
    expect((await issue({ bruker_bruker_navn: 'OHANSEN' })).status).toBe(401);
    const after = (await server.request(credentials, { headers: bearer(admin) })).json<{ credentials: Record<string, unknown>[] }>();
    expect(after.credentials.find((c) => c.id === created.json().id)?.revoked_at).toEqual(expect.any(String));
    expect(after.credentials.some((c) => c.id === elsewhere.id)).toBe(false);
    expect((await revoke(created.json().id)).status).toBe(204); // again: still revoked, no error
  });

  it('limits related-tenant look-ups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1) {
      statuses.push((await server.request('/api/auth/check?context=portal.related_tenants', { headers: { authorization: basic(`probe${i}`) } })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    // The SMS code check on the same route is not limited by it.
    expect((await server.request('/api/auth/check?context=device_authorization.sms-code&code=1234567')).status).toBe(401);
  });
});
