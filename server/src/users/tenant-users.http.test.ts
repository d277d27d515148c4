import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/sign-in-as';
import { startTestServer, type TestServer } from '../test/test-server';

// Issue 32 item 7: the administration page's users, over HTTP against the real server.
describe("an admin manages the tenant's users over HTTP", () => {
  let server: TestServer;
  let admin: string;
  const call = (token: string, url: string, method = 'GET', body?: unknown) =>
    server.request(url, {
      host: 'demo.localhost',
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const idOf = async (username: string, subdomain = 'demo') =>
    Number(
      (
        await server.db.query<{ id: string }>(
          `SELECT u.id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = $1 AND u.username = $2`,
          [subdomain, username],
        )
      ).rows[0]!.id,
    );
  interface Listed {
    users: { id: number; username: string; role: string; status: string; last_sign_in: string | null; is_self: boolean }[];
    total: number;
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'demo', 'admin');
  });
  afterAll(() => server?.close());

  it('lists the tenant’s users a page at a time, searched and filtered, with the last sign-in', async () => {
    const adminId = await idOf('admin');
    await server.db.query(
      `INSERT INTO login_audit (customer_id, user_id, username, method, outcome, created_at)
       SELECT customer_id, id, username, 'password', 'success', '2099-01-02T08:00:00Z' FROM users WHERE id = $1`,
      [adminId],
    );
    const all = (await call(admin, '/api/admin/users')).json<Listed>();
    expect(all.total).toBeGreaterThanOrEqual(4);
    const me = all.users.find((u) => u.username === 'admin');
    expect(me).toMatchObject({ is_self: true, status: 'active', last_sign_in: '2099-01-02T08:00:00.000Z' });
    const careAdmin = await idOf('admin', 'care');
    expect(all.users.map((u) => u.id)).not.toContain(careAdmin);
    const staff = (await call(admin, '/api/admin/users?q=staf&role=staff&status=active')).json<Listed>();
    expect(staff.users.map((u) => u.username)).toContain('staff');
    expect(staff.users.every((u) => u.role === 'staff')).toBe(true);
    const none = (await call(admin, '/api/admin/users?q=%25_nobody')).json<Listed>();
    expect(none).toMatchObject({ users: [], total: 0 });
    expect((await call(admin, '/api/admin/users?role=boss')).status).toBe(400);
  });

  it('refuses a team leader, staff and a participant with 403', async () => {
    for (const who of ['leader', 'staff', 'participant']) {
      const token = await signInAs(server, 'demo', who);
      expect((await call(token, '/api/admin/users')).status).toBe(403);
      const id = await idOf('staff');
      expect((await call(token, `/api/admin/users/${id}/deactivate`, 'POST')).status).toBe(403);
    }
  });

  it('changes a role and details; deactivating ends the user’s sessions, reactivating lets them sign in again', async () => {
    const id = await idOf('staff');
    const staffToken = await signInAs(server, 'demo', 'staff');
    expect((await call(staffToken, '/api/bootstrap')).status).toBe(200);
    const changed = await call(admin, `/api/admin/users/${id}`, 'PATCH', { first_name: 'Siri', role: 'team_leader' });
    expect(changed.status).toBe(200);
    expect(changed.json()).toMatchObject({ first_name: 'Siri', role: 'team_leader' });
    // The role changed: the old token no longer holds.
    expect((await call(staffToken, '/api/bootstrap')).status).toBe(401);
    await call(admin, `/api/admin/users/${id}`, 'PATCH', { role: 'staff' });
    const again = await signInAs(server, 'demo', 'staff');
    const off = await call(admin, `/api/admin/users/${id}/deactivate`, 'POST');
    expect(off.json()).toMatchObject({ status: 'inactive' });
    expect((await call(again, '/api/bootstrap')).status).toBe(401);
    const open = await server.db.query('SELECT 1 FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [id]);
    expect(open.rows).toEqual([]);
    expect((await call(admin, `/api/admin/users/${id}/set-password-link`, 'POST')).json()).toMatchObject({
      error: 'user_inactive',
    });
    const inactive = (await call(admin, '/api/admin/users?status=inactive')).json<Listed>();
    expect(inactive.users.map((u) => u.id)).toEqual([id]);
    expect((await call(admin, `/api/admin/users/${id}/reactivate`, 'POST')).json()).toMatchObject({ status: 'active' });
    expect((await call(await signInAs(server, 'demo', 'staff'), '/api/bootstrap')).status).toBe(200);
    const link = await call(admin, `/api/admin/users/${id}/set-password-link`, 'POST');
    expect(link.json()).toMatchObject({ link_sent: true });
  });

  it('refuses deactivating oneself, demoting the last admin and bad input, in both languages, changing nothing', async () => {
    const adminId = await idOf('admin');
    const self = await call(admin, `/api/admin/users/${adminId}/deactivate`, 'POST');
    expect(self.status).toBe(409);
    expect(self.json()).toMatchObject({
      error: 'cannot_deactivate_self',
      messages: { en: 'You cannot deactivate yourself', no: 'Du kan ikke deaktivere deg selv' },
    });
    const others = await server.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM users WHERE customer_id = (SELECT customer_id FROM users WHERE id = $1)
          AND role = 'admin' AND deleted_at IS NULL AND id <> $1`,
      [adminId],
    );
    if (Number(others.rows[0]!.n) === 0) {
      const demote = await call(admin, `/api/admin/users/${adminId}`, 'PATCH', { role: 'staff' });
      expect(demote.status).toBe(409);
      expect(demote.json()).toMatchObject({ error: 'last_admin', messages: { no: 'Kunden må ha minst én aktiv administrator' } });
      const role = await server.db.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [adminId]);
      expect(role.rows[0]!.role).toBe('admin');
    }
    const staffId = await idOf('staff');
    expect((await call(admin, `/api/admin/users/${staffId}`, 'PATCH', {})).status).toBe(400);
    expect((await call(admin, `/api/admin/users/${staffId}`, 'PATCH', { mobile_phone: 'abc' })).json()).toMatchObject({
      error: 'mobile_invalid',
    });
    const otherTenant = await idOf('staff', 'care');
    expect((await call(admin, `/api/admin/users/${otherTenant}/deactivate`, 'POST')).status).toBe(404);
    const careStaff = await server.db.query('SELECT deleted_at FROM users WHERE id = $1', [otherTenant]);
    expect(careStaff.rows).toEqual([{ deleted_at: null }]);
  });
});
