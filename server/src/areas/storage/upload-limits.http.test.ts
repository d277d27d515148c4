// Issue 24.12 over HTTP on PGlite and PostgreSQL: a per-user upload rate (UPLOAD_RATE_PER_MINUTE,
// counted in the database) and a per-tenant storage quota (STORAGE_QUOTA_MB, the stored files'
// bytes summed), each refused before the body is stored, in both languages, keeping nothing; the
// chat's attachments take the same rate and quota. The clock moves instead of waiting a minute.
import http from 'node:http';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const KB600 = Buffer.concat([PNG, Buffer.alloc(600 * 1024, 1)]);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: <T = Record<string, unknown>>() => T;
}

describe('upload rate and storage quota', () => {
  let server: TestServer;
  let staff: string;
  let participant: string;
  let customerId: number;

  /** An upload with its length declared (Content-Length) or streamed (chunked). */
  function upload(url: string, token: string, body: Buffer, declared: boolean): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: url,
          method: 'POST',
          headers: {
            host: 'demo.localhost',
            authorization: `Bearer ${token}`,
            ...(declared ? { 'content-length': String(body.length) } : { 'transfer-encoding': 'chunked' }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              json: <T>() => JSON.parse(text) as T,
            });
          });
        },
      );
      // A refusal before the body closes the connection while it is still being sent.
      request.on('error', () => undefined);
      request.end(body);
      setTimeout(() => reject(new Error('no answer')), 20_000).unref();
    });
  }
  const stored = async () => {
    const { rows } = await server.db.query<{ documents: string; attachments: string }>(
      `SELECT (SELECT count(*) FROM documents WHERE customer_id = $1) AS documents,
              (SELECT count(*) FROM chat_attachments WHERE customer_id = $1) AS attachments`,
      [customerId],
    );
    const files = await readdir(path.join(server.config.dataDir, 'files'), { recursive: true }).catch(
      () => [],
    );
    return {
      documents: Number(rows[0]!.documents),
      attachments: Number(rows[0]!.attachments),
      files: files.filter((f) => /[0-9a-f-]{36}$/.test(String(f))).length,
    };
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { UPLOAD_RATE_PER_MINUTE: '3', STORAGE_QUOTA_MB: '1' } });
    staff = await signInAs(server, 'demo', 'staff');
    participant = await signInAs(server, 'demo', 'participant');
    const { rows } = await server.db.query<{ id: number }>(
      "SELECT id FROM customers WHERE subdomain = 'demo'",
    );
    customerId = Number(rows[0]!.id);
    // The demo's own files count as nothing here, so the quota's 1 MB is the test's to fill (the
    // signed ones keep their few KB: their size is fixed with the signature).
    await server.db.query(
      `UPDATE documents d SET size_bytes = NULL WHERE customer_id = $1 AND NOT EXISTS (
         SELECT 1 FROM document_patient dp JOIN document_signatures s ON s.document_patient_id = dp.id
          WHERE dp.document_id = d.id)`,
      [customerId],
    );
    await server.db.query('UPDATE chat_attachments SET size_bytes = 1 WHERE customer_id = $1', [customerId]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lets a user start UPLOAD_RATE_PER_MINUTE uploads a minute, then refuses with the wait, keeping nothing', async () => {
    for (let i = 0; i < 3; i++)
      expect((await upload(`/api/files?name=p${i}.png`, participant, PNG, true)).status).toBe(201);
    const before = await stored();
    const refused = await upload('/api/files?name=p3.png', participant, PNG, true);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      error: 'upload_rate_limited',
      messages: {
        en: expect.stringMatching(
          /^You are uploading too fast: at most 3 files a minute\. Try again in \d+ seconds\.$/,
        ),
        no: expect.stringMatching(
          /^Du laster opp for raskt: høyst 3 filer i minuttet\. Prøv igjen om \d+ sekunder\.$/,
        ),
      },
    });
    expect(await stored()).toEqual(before);
    // Another user has their own budget; the same user again after the minute.
    expect((await upload('/api/files?name=s0.png', staff, PNG, true)).status).toBe(201);
    server.app.clock.advance(61_000);
    expect((await upload('/api/files?name=p4.png', participant, PNG, true)).status).toBe(201);
  });

  it('refuses an upload past the tenant’s quota, declared or streamed, and keeps nothing', async () => {
    server.app.clock.advance(61_000);
    expect((await upload('/api/files?name=first.png', staff, KB600, true)).status).toBe(201);
    const before = await stored();
    const declared = await upload('/api/files?name=second.png', staff, KB600, true);
    expect(declared.status).toBe(413);
    expect(declared.json()).toMatchObject({
      error: 'storage_quota_exceeded',
      messages: {
        en: 'The portal’s storage is full (1 MB). Delete files you no longer need, or ask an administrator for more space.',
        no: 'Lagringsplassen til portalen er full (1 MB). Slett filer du ikke trenger, eller be en administrator om mer plass.',
      },
    });
    // Without a declared length the stored size is checked before the row, and the file removed.
    const streamed = await upload('/api/files?name=third.png', staff, KB600, false);
    expect(streamed.status).toBe(413);
    expect(streamed.json()).toMatchObject({ error: 'storage_quota_exceeded' });
    expect(await stored()).toEqual(before);
  });

  it('holds the chat’s attachments to the same quota and rate', async () => {
    server.app.clock.advance(61_000);
    const leader = await server.db.query<{ id: number }>(
      "SELECT id FROM users WHERE customer_id = $1 AND username = 'leader'",
      [customerId],
    );
    const chat = await sendJson(server, 'POST', '/api/chat/chats', staff, {
      title: 'Filer',
      memberIds: [Number(leader.rows[0]!.id)],
    });
    expect(chat.status, chat.text).toBeLessThan(300);
    const chatId = chat.json<{ id: number }>().id;
    const before = await stored();
    const tooBig = await upload(`/api/chat/chats/${chatId}/attachments?name=stor.png`, staff, KB600, true);
    expect(tooBig.status).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: 'storage_quota_exceeded' });
    for (let i = 0; i < 2; i++)
      expect(
        (await upload(`/api/chat/chats/${chatId}/attachments?name=l${i}.png`, staff, PNG, true)).status,
      ).toBe(201);
    const limited = await upload(`/api/chat/chats/${chatId}/attachments?name=l3.png`, staff, PNG, true);
    expect(limited.status).toBe(429);
    expect((await stored()).attachments).toBe(before.attachments + 2);
  });
});
