// Issue 24.8 on PGlite and PostgreSQL: every long-lived token dies with its user and with its
// tenant's deactivation, checked at use (server/src/auth/token-holder.ts): the iCal feed's
// address, a set-password / reset link, a trusted-device cookie and a session (a meeting ticket:
// server/src/areas/meetings/meeting-tickets-holder.http.test.ts).
// Each is shown working, then refused once its user is deactivated, working again once the user
// is back, and refused once the tenant is deactivated (at once: no tenant cache in between).
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../test/test-server';
import { DEVICE_COOKIE } from './auth-cookies';
import { authorizeDevice, authorizedDevice, isTrustedDevice } from './device-authorization';
import { basic, readOutbox } from './test/auth-test-kit';

describe('long-lived tokens die with their user and their tenant', () => {
  let server: TestServer;
  let customerId: number;
  let staffId: number;

  const setUser = (deactivated: boolean) =>
    server.db.query('UPDATE users SET deleted_at = $2 WHERE id = $1', [staffId, deactivated ? new Date() : null]);
  const setTenant = (deactivated: boolean) =>
    server.db.query('UPDATE customers SET deleted_at = $2 WHERE id = $1', [customerId, deactivated ? new Date() : null]);

  /** Runs `use` while the user is active, deactivated, back, and while the tenant is deactivated. */
  async function lifeOf<T>(use: () => Promise<T>): Promise<{ active: T; userGone: T; back: T; tenantGone: T }> {
    const active = await use();
    await setUser(true);
    const userGone = await use().finally(() => setUser(false));
    const back = await use();
    await setTenant(true);
    const tenantGone = await use().finally(() => setTenant(false));
    return { active, userGone, back, tenantGone };
  }

  beforeAll(async () => {
    server = await startTestServer();
    const { rows } = await server.db.query<{ id: number; customer_id: number }>(
      `SELECT u.id, u.customer_id FROM users u JOIN customers c ON c.id = u.customer_id
        WHERE c.subdomain = 'demo' AND u.username = 'staff'`,
    );
    staffId = Number(rows[0]!.id);
    customerId = Number(rows[0]!.customer_id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the iCal feed', async () => {
    const staff = await signInAs(server, 'demo', 'staff');
    const made = await sendJson(server, 'POST', '/api/calendar/feed', staff);
    expect(made.status).toBe(200);
    const feedPath = new URL(made.json<{ url: string }>().url).pathname;
    const states = await lifeOf(async () => (await server.request(feedPath)).status);
    expect(states).toEqual({ active: 200, userGone: 404, back: 200, tenantGone: 404 });
  });

  it('a set-password / reset link', async () => {
    const sent = await server.request('/api/auth/send-reset-password-email', { headers: { authorization: basic('staff') } });
    expect(sent.status).toBe(200);
    const mail = (await readOutbox<{ to: string; text: string }>(server, 'email')).at(-1);
    const code = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('code')!;
    const use = async () => {
      const answer = await server.request(`/api/auth/sms-reset-code-verification?code=${encodeURIComponent(code)}`);
      return answer.status === 400 ? answer.json<{ error: string }>().error : answer.status;
    };
    const states = await lifeOf(use);
    expect(states).toEqual({ active: 200, userGone: 'reset_link_invalid', back: 200, tenantGone: 'reset_link_invalid' });
  });

  it('a trusted-device cookie', async () => {
    const holder = { customerId, userId: staffId };
    const { token } = await authorizeDevice(server.db, server.app.clock, { ...holder, userAgent: 'test' });
    const request = { cookies: { [DEVICE_COOKIE]: token } } as unknown as FastifyRequest;
    const use = async () => ({
      trusted: await isTrustedDevice(server.db, server.app.clock, request, holder),
      used: (await authorizedDevice(server.db, server.app.clock, request, holder)) !== null,
    });
    const states = await lifeOf(use);
    const yes = { trusted: true, used: true };
    const no = { trusted: false, used: false };
    expect(states).toEqual({ active: yes, userGone: no, back: yes, tenantGone: no });
  });

  it('a session', async () => {
    const staff = await signInAs(server, 'demo', 'staff');
    const use = async () => (await sendJson(server, 'GET', '/api/bootstrap', staff)).status;
    const states = await lifeOf(use);
    expect(states.active).toBe(200);
    expect(states.back).toBe(200);
    expect(states.userGone).toBe(401);
    // The tenant's address itself may still be cached for a moment; its session is refused anyway.
    expect(states.tenantGone).not.toBe(200);
  });
});
