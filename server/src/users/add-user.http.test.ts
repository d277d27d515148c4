import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/sign-in-as';
import { startTestServer, type TestServer } from '../test/test-server';

// Issue 18: an admin adds a user to their own tenant, who gets a set-password link by SMS.
describe('an admin adds a user over HTTP', () => {
  let server: TestServer;
  let admin: string;
  const post = (token: string, body: unknown, host = 'demo.localhost') => ({
    host,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const outbox = async () =>
    (await readFile(path.join(server.config.dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; content: string });
  const usersNamed = async (username: string) =>
    (
      await server.db.query<{
        subdomain: string;
        role: string;
        mobile_phone: string;
        password_hash: string | null;
      }>(
        `SELECT c.subdomain, u.role, u.mobile_phone, u.password_hash FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = $1`,
        [username],
      )
    ).rows;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'demo', 'admin');
  });
  afterAll(() => server?.close());

  it('stores the user without a password and sends the set-password link to their mobile', async () => {
    const answer = await server.request(
      '/api/admin/users',
      post(admin, {
        username: 'nina',
        role: 'staff',
        first_name: 'Nina',
        last_name: 'Berg',
        mobile_phone: '+47 934 56 789',
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.json()).toMatchObject({ username: 'nina', role: 'staff', link_sent: true });
    expect(await usersNamed('nina')).toEqual([
      { subdomain: 'demo', role: 'staff', mobile_phone: '+4793456789', password_hash: null },
    ]);
    const sms = (await outbox()).at(-1);
    expect(sms?.to).toBe('+4793456789');
    expect(sms?.content).toMatch(
      new RegExp(`http://demo\\.localhost:${server.port}/reset-password\\?code=[\\w-]{43}$`),
    );
  });

  it('refuses a taken username, a bad mobile number or role, and anyone but an admin, changing nothing', async () => {
    const before = (await outbox()).length;
    const taken = await server.request(
      '/api/admin/users',
      post(admin, { username: 'STAFF', role: 'staff', mobile_phone: '91234567' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'username_taken' });
    const mobile = await server.request(
      '/api/admin/users',
      post(admin, { username: 'ola', role: 'staff', mobile_phone: '12' }),
    );
    expect(mobile.status).toBe(400);
    expect(mobile.json()).toMatchObject({ error: 'mobile_invalid' });
    const role = await server.request(
      '/api/admin/users',
      post(admin, { username: 'ola', role: 'owner', mobile_phone: '91234567' }),
    );
    expect(role.status).toBe(400);
    const staff = await signInAs(server, 'demo', 'staff');
    expect(
      (
        await server.request(
          '/api/admin/users',
          post(staff, { username: 'ola', role: 'staff', mobile_phone: '91234567' }),
        )
      ).status,
    ).toBe(403);
    // An admin of another tenant cannot add users here.
    const careAdmin = await signInAs(server, 'care', 'admin');
    const across = await server.request(
      '/api/admin/users',
      post(careAdmin, { username: 'ola', role: 'admin', mobile_phone: '91234567' }),
    );
    expect(across.status).toBe(401);
    expect(await usersNamed('ola')).toEqual([]);
    expect(await outbox()).toHaveLength(before);
  });
});
