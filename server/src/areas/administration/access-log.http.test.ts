import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';

// Issue 32 item 8 (Normen): a staff member's read of a participant's record is logged with who, when
// and why; admins search the log; the participant sees who looked (names and roles, no ids); nobody
// changes or deletes a line through the portal.
describe('the access log over HTTP', () => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let participant: string;
  let recipientId: number;
  const get = (token: string, url: string, method = 'GET') =>
    server.request(url, { host: 'demo.localhost', method, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'demo', 'admin');
    staff = await signInAs(server, 'demo', 'staff');
    participant = await signInAs(server, 'demo', 'participant');
    // The demo participant's record, linked to the staff member's caseload for this test.
    const { rows } = await server.db.query<{ id: string; customer_id: string; staff: string }>(
      `SELECT r.id, r.customer_id, s.id AS staff FROM recipients r
         JOIN users p ON p.id = r.user_id AND p.username = 'participant'
         JOIN customers c ON c.id = r.customer_id AND c.subdomain = 'demo'
         JOIN users s ON s.customer_id = r.customer_id AND s.username = 'staff'`,
    );
    const row = rows[0]!;
    recipientId = Number(row.id);
    await server.db.query(
      `INSERT INTO recipient_staff (customer_id, recipient_id, user_id, status)
       SELECT $1, $2, $3, 'accepted' WHERE NOT EXISTS
         (SELECT 1 FROM recipient_staff WHERE recipient_id = $2 AND user_id = $3)`,
      [row.customer_id, recipientId, row.staff],
    );
  });
  afterAll(() => server?.close());

  it('logs a staff member’s read of a record; the admin finds it, the participant sees who looked', async () => {
    expect((await get(staff, `/api/directory/participants/${recipientId}`)).status).toBe(200);
    const found = await get(admin, '/api/admin/access-log?staff=staff&kind=record');
    expect(found.status).toBe(200);
    const { entries } = found.json<{ entries: Record<string, unknown>[] }>();
    expect(entries[0]).toMatchObject({
      participant_id: recipientId,
      staff_username: 'staff',
      staff_role: 'staff',
      kind: 'record',
      context: 'own_caseload',
    });
    const today = new Date().toISOString().slice(0, 10);
    const inPeriod = (await get(admin, `/api/admin/access-log?from=${today}&to=${today}`)).json<{
      total: number;
    }>();
    expect(inPeriod.total).toBeGreaterThanOrEqual(1);
    const before = (await get(admin, '/api/admin/access-log?to=2000-01-01')).json<{ total: number }>();
    expect(before.total).toBe(0);
    const backwards = await get(admin, '/api/admin/access-log?from=2026-02-01&to=2026-01-01');
    expect(backwards.json()).toMatchObject({
      error: 'access_log_period',
      messages: { no: 'Perioden slutter før den begynner' },
    });

    const mine = await get(participant, '/api/me/access-log');
    expect(mine.status).toBe(200);
    const own = mine.json<{ entries: Record<string, unknown>[] }>().entries;
    expect(own[0]).toEqual({
      at: expect.any(String),
      staff_name: expect.any(String),
      staff_role: 'staff',
      kind: 'record',
    });
    expect(JSON.stringify(own)).not.toMatch(/"(id|participant_id|staff_username|context)"/);
  });

  it('logs a staff member’s reads of a questionnaire, a document and a conversation, not the participant’s own', async () => {
    const one = async (sql: string) =>
      Number((await server.db.query<{ id: string }>(sql, [recipientId])).rows[0]!.id);
    const qnr = await one(
      'SELECT id FROM queries WHERE patient_id = $1 AND template_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const doc = await one(
      `SELECT d.id FROM documents d JOIN document_patient dp ON dp.document_id = d.id AND dp.deleted_at IS NULL
        WHERE dp.patient_id = $1 AND d.path IS NOT NULL AND d.deleted_at IS NULL ORDER BY d.id LIMIT 1`,
    );
    const chat = await one(
      `SELECT p.chat_id AS id FROM chat_members p JOIN recipients r ON r.user_id = p.user_id AND r.id = $1
         JOIN chat_members s ON s.chat_id = p.chat_id JOIN users u ON u.id = s.user_id AND u.username = 'staff'
        ORDER BY p.chat_id LIMIT 1`,
    );
    expect((await get(staff, `/api/questionnaires/${qnr}`)).status).toBe(200);
    expect((await get(staff, `/api/files/${doc}`)).status).toBe(200);
    const read = await server.request(`/api/chat/chats/${chat}/read`, {
      host: 'demo.localhost',
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(read.status).toBe(200);
    for (const kind of ['questionnaire', 'document', 'chat']) {
      const { entries } = (await get(admin, `/api/admin/access-log?staff=staff&kind=${kind}`)).json<{
        entries: Record<string, unknown>[];
      }>();
      // One read writes a line for each participant whose data it is (a document shared with two).
      const newest = entries.filter((entry) => entry.at === entries[0]!.at);
      expect(newest).toContainEqual(
        expect.objectContaining({
          participant_id: recipientId,
          staff_username: 'staff',
          kind,
          context: 'own_caseload',
        }),
      );
    }
    const own = (await get(participant, '/api/me/access-log')).json<{ entries: { kind: string }[] }>()
      .entries;
    expect(
      own
        .slice(0, 3)
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['chat', 'document', 'questionnaire']);

    const lines = async () =>
      Number(
        (await server.db.query<{ n: string }>('SELECT count(*) AS n FROM directory_access_log')).rows[0]!.n,
      );
    const before = await lines();
    expect((await get(participant, `/api/questionnaires/${qnr}`)).status).toBe(200);
    expect(await lines()).toBe(before);
  });

  it('answers the admin’s search to admins only and the own view to participants only', async () => {
    for (const who of ['leader', 'staff', 'participant']) {
      const token = await signInAs(server, 'demo', who);
      expect((await get(token, '/api/admin/access-log')).status).toBe(403);
    }
    expect((await get(staff, '/api/me/access-log')).status).toBe(403);
    const care = await signInAs(server, 'care', 'admin');
    const other = await server.request('/api/admin/access-log', {
      host: 'care.localhost',
      headers: { authorization: `Bearer ${care}` },
    });
    const ids = other.json<{ entries: { participant_id: number }[] }>().entries.map((e) => e.participant_id);
    expect(ids).not.toContain(recipientId);
  });

  it('cannot be changed or deleted through the portal: no route, not in the data API, refused to the tenant', async () => {
    const count = async () =>
      Number(
        (await server.db.query<{ n: string }>('SELECT count(*) AS n FROM directory_access_log')).rows[0]!.n,
      );
    const before = await count();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'])
      expect((await get(admin, '/api/admin/access-log', method)).status).toBe(404);
    const gql = await server.request('/api/srvproxy/v1/graphql', {
      host: 'demo.localhost',
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { delete_directory_access_log(where: {}) { affected_rows } }',
      }),
    });
    expect(gql.json<{ errors?: unknown[] }>().errors?.length).toBeGreaterThan(0);
    const { rows } = await server.db.query<{ customer_id: string }>(
      `SELECT customer_id FROM recipients WHERE id = $1`,
      [recipientId],
    );
    const tenant = Number(rows[0]!.customer_id);
    await expect(
      server.db.query('UPDATE directory_access_log SET at = now() WHERE customer_id = $1', [tenant], {
        tenant,
      }),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(
      server.db.query('DELETE FROM directory_access_log WHERE customer_id = $1', [tenant], { tenant }),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(server.db.query('UPDATE directory_access_log SET context = NULL')).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    expect(await count()).toBe(before);
  });
});
