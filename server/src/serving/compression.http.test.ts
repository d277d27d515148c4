import http from 'node:http';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/sign-in-as';
import { startTestServer, type TestServer } from '../test/test-server';

// Issue 27 item 6: the build's brotli and gzip copies go out by Accept-Encoding, and API answers
// over 1 KB are compressed; small ones are not.
describe('compression', () => {
  let server: TestServer;
  let dist: string;
  let appsDir: string;
  const script = `export const words = ${JSON.stringify('portal '.repeat(2000))};\n`;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    const file = path.join(dist, 'assets', 'app-abc123.js');
    await writeFile(file, script);
    // Marked copies: the test can tell the build's copy from one made per request.
    await writeFile(`${file}.br`, brotliCompressSync(`${script}//br-copy\n`));
    await writeFile(`${file}.gz`, gzipSync(`${script}//gz-copy\n`));
    // An installed app version with the build's copies of its bundle, and a chunk whose copies are
    // older than it (rebuilt by a watch that wrote no copies).
    appsDir = await mkdtemp(path.join(tmpdir(), 'portal-apps-'));
    const version = path.join(appsDir, 'chat', '1.0.0');
    await mkdir(path.join(version, 'chunks'), { recursive: true });
    const manifest = {
      name: 'chat',
      version: '1.0.0',
      entry: 'entry.js',
      integrity: 'sha384-abc',
      modules: [],
    };
    await writeFile(
      path.join(version, 'manifest.json'),
      JSON.stringify({ ...manifest, sdkVersion: '1.0.0', builtAt: new Date().toISOString() }),
    );
    await writeFile(path.join(version, 'entry.js'), script);
    await writeFile(path.join(version, 'entry.js.br'), brotliCompressSync(`${script}//app-br-copy\n`));
    await writeFile(path.join(version, 'entry.js.gz'), gzipSync(`${script}//app-gz-copy\n`));
    const chunk = path.join(version, 'chunks', 'part.js');
    await writeFile(`${chunk}.br`, brotliCompressSync('//stale\n'));
    await writeFile(chunk, script);
    await utimes(`${chunk}.br`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    server = await startTestServer({ env: { PORTAL_DIST: dist, APPS_DIR: appsDir } });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
    await rm(appsDir, { recursive: true, force: true });
  });

  /** The answer's bytes as they came over the wire (httpRequest decodes them as text). */
  const raw = (url: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: url,
          method: body ? 'POST' : 'GET',
          headers: { host: 'demo.localhost', ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const get = (url: string, encoding: string) => raw(url, { 'accept-encoding': encoding });

  it("sends the build's brotli copy, else its gzip copy, else the file", async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toContain('//br-copy');
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toContain('//gz-copy');
    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);
  });

  it("sends an app bundle's brotli or gzip copy by Accept-Encoding, never a copy older than its file", async () => {
    const br = await get('/apps/chat/1.0.0/entry.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    expect(brotliDecompressSync(br.bytes).toString()).toContain('//app-br-copy');
    const gz = await get('/apps/chat/1.0.0/entry.js', 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toContain('//app-gz-copy');
    const any = await get('/apps/chat/1.0.0/entry.js', '*');
    expect(any.headers['content-encoding']).toBe('br');
    const plain = await get('/apps/chat/1.0.0/entry.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);
    // The chunk's brotli copy is stale: the file goes out compressed as it goes, not the copy.
    const fresh = await get('/apps/chat/1.0.0/chunks/part.js', 'br');
    expect(brotliDecompressSync(fresh.bytes).toString()).toBe(script);
  });

  it('compresses an API answer over 1 KB, and leaves a small one as it is', async () => {
    const token = await signInAs(server, 'demo', 'admin');
    const big = await raw(
      '/api/srvproxy/v1/graphql',
      { 'accept-encoding': 'br', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      JSON.stringify({ query: '{ __schema { types { name } } }' }),
    );
    expect(big.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(big.bytes).toString()) as {
      data: { __schema: { types: unknown[] } };
    };
    expect(json.data.__schema.types.length).toBeGreaterThan(10);
    const small = await get('/healthz', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString())).toEqual({ status: 'ok' });
  });
});
