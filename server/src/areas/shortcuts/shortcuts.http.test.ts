// §3 shortcuts over HTTP, on PGlite and PostgreSQL: admins write through /api/shortcuts with the
// shared rule; a bad link, an over-long title or a reorder naming another tenant's shortcut is
// refused with a clear code and changes nothing; the database refuses a bad link on its own too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';

describe('shortcuts over HTTP', () => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let careAdmin: string;

  const send = (method: string, path: string, token: string, body?: unknown, host?: string) =>
    server.request(path, {
      method,
      host,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${token}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const titles = async (subdomain = 'demo') => {
    const { rows } = await server.db.query<{ title: string }>(
      `SELECT s.title FROM shortcuts s JOIN customers c ON c.id = s.customer_id
        WHERE c.subdomain = $1 AND s.deleted_at IS NULL ORDER BY s.position, s.id`,
      [subdomain],
    );
    return rows.map((row) => row.title);
  };
  const idsOf = async (subdomain = 'demo') => {
    const { rows } = await server.db.query<{ id: string | number }>(
      `SELECT s.id FROM shortcuts s JOIN customers c ON c.id = s.customer_id
        WHERE c.subdomain = $1 AND s.deleted_at IS NULL ORDER BY s.position, s.id`,
      [subdomain],
    );
    return rows.map((row) => Number(row.id));
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'demo', 'admin');
    staff = await signInAs(server, 'demo', 'staff');
    careAdmin = await signInAs(server, 'care', 'admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lets an admin create, edit, reorder and delete a shortcut', async () => {
    const created = await send('POST', '/api/shortcuts', admin, {
      title: 'Kommunen',
      description: 'Kommunens sider',
      link: 'https://example.org/kommune',
    });
    expect(created.status).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await titles()).at(-1)).toBe('Kommunen');

    const edited = await send('PUT', `/api/shortcuts/${id}`, admin, {
      title: 'Kommunen i dag',
      link: 'https://example.org/kommune/i-dag',
    });
    expect(edited.status).toBe(200);

    const order = await idsOf();
    const moved = [id, ...order.filter((other) => other !== id)];
    expect((await send('PUT', '/api/shortcuts/order', admin, { ids: moved })).status).toBe(200);
    expect((await titles())[0]).toBe('Kommunen i dag');

    expect((await send('DELETE', `/api/shortcuts/${id}`, admin)).status).toBe(200);
    expect(await titles()).not.toContain('Kommunen i dag');
    expect((await send('DELETE', `/api/shortcuts/${id}`, admin)).status).toBe(404);
  });

  it('refuses a link that is not http(s) and an over-long title, saving nothing', async () => {
    const before = await titles();
    for (const body of [
      { title: 'Evil', link: 'javascript:alert(document.cookie)' },
      { title: 'Data', link: 'data:text/html,<script>alert(1)</script>' },
      { title: 'x'.repeat(101), link: 'https://example.org' },
    ]) {
      const answer = await send('POST', '/api/shortcuts', admin, body);
      expect(answer.status).toBe(400);
      expect(answer.json<{ error: string }>().error).toBe('invalid_input');
    }
    const answer = await send('POST', '/api/shortcuts', admin, {
      title: 'Evil',
      link: 'javascript:alert(1)',
    });
    // The kit's one shape: the field, the form's own code, and the texts in both languages.
    expect(answer.json()).toMatchObject({
      error: 'invalid_input',
      field: 'link',
      issues: [{ in: 'body', field: 'link', code: 'shortcut.linkNotWeb' }],
      messages: {
        en: 'The request is not valid: link: is not valid',
        no: 'Forespørselen er ikke gyldig: link: er ikke gyldig',
      },
    });
    expect(await titles()).toEqual(before);
  });

  it("refuses a reorder naming another tenant's shortcut; nothing moves in either tenant", async () => {
    const demo = await idsOf('demo');
    const care = await idsOf('care');
    const [foreign] = care;
    const answer = await send('PUT', '/api/shortcuts/order', admin, {
      ids: [foreign, ...demo.slice(1)],
    });
    expect(answer.status).toBe(409);
    expect(answer.json<{ error: string }>().error).toBe('shortcut_order_mismatch');
    expect(await idsOf('demo')).toEqual(demo);
    expect(await idsOf('care')).toEqual(care);
    // Nor can the other tenant's admin edit or delete this tenant's shortcut by its id.
    const own = demo[0];
    expect(
      (await send('DELETE', `/api/shortcuts/${own}`, careAdmin, undefined, 'care.localhost')).status,
    ).toBe(404);
    expect(await idsOf('demo')).toEqual(demo);
  });

  it("links a shortcut to one of the tenant's projects, never another tenant's", async () => {
    const project = async (subdomain: string) => {
      const { rows } = await server.db.query<{ id: string | number }>(
        `SELECT p.id FROM projects p JOIN customers c ON c.id = p.customer_id WHERE c.subdomain = $1 ORDER BY p.id LIMIT 1`,
        [subdomain],
      );
      return Number(rows[0]?.id);
    };
    const own = await project('demo');
    const foreign = await project('care');
    const created = await send('POST', '/api/shortcuts', admin, {
      title: 'Prosjektet',
      link: 'https://example.org/prosjekt',
      projectId: own,
    });
    expect(created.status).toBe(201);
    const { id } = created.json<{ id: number }>();
    const linked = await server.db.query<{ shortcut_id: string | number }>(
      'SELECT shortcut_id FROM projects WHERE id = $1',
      [own],
    );
    expect(Number(linked.rows[0]?.shortcut_id)).toBe(id);
    const before = await titles();
    const refused = await send('PUT', `/api/shortcuts/${id}`, admin, {
      title: 'Endret',
      link: 'https://example.org/prosjekt',
      projectId: foreign,
    });
    expect(refused.status).toBe(404);
    expect(refused.json<{ error: string }>().error).toBe('project_not_found');
    expect(await titles()).toEqual(before);
    const untouched = await server.db.query<{ shortcut_id: string | number | null }>(
      'SELECT shortcut_id FROM projects WHERE id = $1',
      [foreign],
    );
    expect(untouched.rows[0]?.shortcut_id).not.toBe(id);
    expect((await send('DELETE', `/api/shortcuts/${id}`, admin)).status).toBe(200);
  });

  it("sets the top bar's external pages per tenant; a bad address changes nothing", async () => {
    const bootstrapLinks = async () =>
      (await server.request('/api/bootstrap')).json<{ external_links: Record<string, string> }>()
        .external_links;
    const before = await bootstrapLinks();
    const refused = await send('PUT', '/api/shortcuts/external-pages', admin, {
      links: { dashboard: 'javascript:alert(1)' },
    });
    expect(refused.status).toBe(400);
    expect(await bootstrapLinks()).toEqual(before);
    const saved = await send('PUT', '/api/shortcuts/external-pages', admin, {
      links: { dashboard: 'https://example.org/new-dashboard', office: '' },
    });
    expect(saved.status).toBe(200);
    expect(await bootstrapLinks()).toEqual({ dashboard: 'https://example.org/new-dashboard' });
    expect((await send('PUT', '/api/shortcuts/external-pages', staff, { links: {} })).status).toBe(403);
  });

  it('is for admins only', async () => {
    const answer = await send('POST', '/api/shortcuts', staff, {
      title: 'Mine',
      link: 'https://example.org',
    });
    expect(answer.status).toBe(403);
    const anonymous = await server.request('/api/shortcuts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });

  it('has the database refuse a javascript: link by itself (migration 0030)', async () => {
    const { rows } = await server.db.query<{ id: number }>(
      "SELECT id FROM customers WHERE subdomain = 'demo'",
    );
    await expect(
      server.db.query(
        "INSERT INTO shortcuts (customer_id, title, link) VALUES ($1, 'x', 'javascript:alert(1)')",
        [rows[0]?.id],
      ),
    ).rejects.toThrow(/shortcuts_link_is_web/);
  });
});
