// The upload and download routes on the S3-compatible store (s3rver started here), on PGlite and
// PostgreSQL: stored, served whole and by range, checksum kept; a refused upload commits no object.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';

describe('files over HTTP on an S3-compatible store', () => {
  let s3: S3rver;
  let directory: string;
  let server: TestServer;
  let staff: string;

  const send = (method: string, pathAndQuery: string, body?: Buffer, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: pathAndQuery,
          method,
          headers: {
            host: 'demo.localhost',
            authorization: `Bearer ${staff}`,
            ...(body ? { 'content-length': String(body.length) } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  const objects = async () =>
    (await readdir(directory, { recursive: true })).filter((f) => String(f).endsWith('._S3rver_object'))
      .length;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'files-s3-http-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'portal', configs: [] }],
    });
    const address = await s3.run();
    server = await startTestServer({
      env: {
        S3_BUCKET: 'portal',
        S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PREFIX: 'portal/',
      },
    });
    staff = await signInAs(server, 'demo', 'staff');
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('stores an upload in the bucket and serves it whole and by range', async () => {
    const text = Buffer.from('Møtereferat: neste samtale er tirsdag klokken ti.');
    const created = await send('POST', '/api/files?name=referat.txt', text);
    expect(created.status).toBe(201);
    const { id, sha256 } = JSON.parse(created.body.toString()) as { id: number; sha256: string };
    expect(sha256).toBe(createHash('sha256').update(text).digest('hex'));
    const { rows } = await server.db.query<{ path: string }>('SELECT path FROM documents WHERE id = $1', [
      id,
    ]);
    expect(
      (await readdir(directory, { recursive: true })).some((f) =>
        String(f).includes(rows[0]!.path.split('/').at(-1)!),
      ),
    ).toBe(true);

    const whole = await send('GET', `/api/files/${id}`);
    expect(whole.status).toBe(200);
    expect(whole.body.equals(text)).toBe(true);
    expect(whole.headers['content-disposition']).toMatch(/^attachment;/);
    const part = await send('GET', `/api/files/${id}`, undefined, { range: 'bytes=0-10' });
    expect(part.status).toBe(206);
    expect(part.body.equals(text.subarray(0, 11))).toBe(true);
    expect(
      (await send('GET', `/api/files/${id}`, undefined, { range: `bytes=${text.length + 5}-` })).status,
    ).toBe(416);
  });

  it('commits no object for a refused upload', async () => {
    const before = await objects();
    const refused = await send('POST', '/api/files?name=side.txt', Buffer.from('<script>alert(1)</script>'));
    expect(refused.status).toBe(415);
    expect(await objects()).toBe(before);
  });
});
