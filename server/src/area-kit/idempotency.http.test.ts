// Issue 26 item 6 over HTTP, on PGlite and PostgreSQL: an idempotent route (a shortcut's create)
// does its work once per Idempotency-Key; a repeat gets the first answer, the key with another body
// is refused, a malformed key is bad input, and a failed request gives its key back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/sign-in-as';
import { startTestServer, type TestServer } from '../test/test-server';

describe('idempotent routes', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'demo', 'admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  const create = (key: string | undefined, body: Record<string, unknown>) =>
    server.request('/api/shortcuts', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify({ description: '', link: 'https://www.nav.no', projectId: null, ...body }),
    });
  const countTitled = async (title: string) =>
    Number(
      (await server.db.query<{ n: string }>('SELECT count(*) AS n FROM shortcuts WHERE title = $1', [title]))
        .rows[0]?.n,
    );

  it('creates once per key and answers a repeat with the first answer', async () => {
    const key = 'a1b2c3d4-send-once';
    const first = await create(key, { title: 'Once only' });
    expect(first.status).toBe(201);
    const again = await create(key, { title: 'Once only' });
    expect(again.status).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countTitled('Once only')).toBe(1);
    // Without a key, every call is its own.
    await create(undefined, { title: 'Twice' });
    await create(undefined, { title: 'Twice' });
    expect(await countTitled('Twice')).toBe(2);
  });

  it('refuses the key with another body, and a malformed key, changing nothing', async () => {
    const key = 'k-0000-0000-reuse';
    expect((await create(key, { title: 'First body' })).status).toBe(201);
    const reused = await create(key, { title: 'Second body' });
    expect(reused.status).toBe(422);
    expect(reused.json()).toMatchObject({
      error: 'idempotency_key_reused',
      messages: { en: expect.any(String), no: expect.stringContaining('nøkkelen') },
    });
    expect(await countTitled('Second body')).toBe(0);
    const malformed = await create('no spaces allowed!', { title: 'Malformed' });
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: 'invalid_input',
      issues: [{ in: 'headers', field: 'idempotency-key' }],
    });
    expect(await countTitled('Malformed')).toBe(0);
  });

  it('gives the key back when the request fails, so the same key may be tried again', async () => {
    const key = 'k-0000-0000-retry';
    const failed = await create(key, { title: 'Retry', projectId: 999_999 });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(await countTitled('Retry')).toBe(0);
    // The corrected form sends again under its key: done once, and a repeat is replayed.
    const fixed = await create(key, { title: 'Retry' });
    expect(fixed.status).toBe(201);
    expect((await create(key, { title: 'Retry' })).headers['idempotent-replayed']).toBe('true');
    expect(await countTitled('Retry')).toBe(1);
  });

  it('answers 409 while the first request with the key is still being handled', async () => {
    const key = 'k-0000-0000-in-flight';
    const { rows } = await server.db.query<{ customer_id: number; id: number }>(
      `SELECT u.customer_id, u.id FROM users u JOIN customers c ON c.id = u.customer_id
        WHERE c.subdomain = 'demo' AND u.username = 'admin'`,
    );
    const fingerprintSource = await create('k-0000-0000-probe', { title: 'Probe' });
    expect(fingerprintSource.status).toBe(201);
    const probe = await server.db.query<{ fingerprint: string }>(
      `SELECT fingerprint FROM idempotent_requests WHERE key = 'k-0000-0000-probe'`,
    );
    await server.db.query(
      `INSERT INTO idempotent_requests (customer_id, user_id, key, fingerprint) VALUES ($1, $2, $3, $4)`,
      [rows[0]!.customer_id, rows[0]!.id, key, probe.rows[0]!.fingerprint],
    );
    const busy = await create(key, { title: 'Probe' });
    expect(busy.status).toBe(409);
    expect(busy.json()).toMatchObject({ error: 'request_in_progress' });
  });
});
