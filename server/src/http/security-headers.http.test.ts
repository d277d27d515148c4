import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestServer } from '../auth/test/auth-test-kit';
import { inlineScriptHashes } from './security-headers';
import { startTestServer, type TestServer } from '../test/test-server';

// Issue 17.11: CSP, frame-ancestors, nosniff, Referrer-Policy and HSTS (over HTTPS only) on pages,
// API answers and errors alike.
const IMPORT_MAP = '\n{ "imports": { "react": "/shared/react-19.js" } }\n';
const INDEX = `<!doctype html><html><head><script type="importmap">${IMPORT_MAP}</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    const portalDist = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
    await writeFile(path.join(portalDist, 'index.html'), INDEX);
    server = await startTestServer({ env: { PORTAL_DIST: portalDist, TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => closeTestServer(server));

  const answers = () =>
    Promise.all([
      server.request('/'),
      server.request('/login'),
      server.request('/api/bootstrap'),
      server.request('/api/bootstrap', { host: 'nope.localhost' }),
      server.request('/api/auth/signin?context=nonsense'),
      server.request('/api/no-such-route'),
      server.request('/', { host: 'localhost' }),
    ]);

  it('sends a page CSP with no inline script but the import map, by its hash', async () => {
    const page = await server.request('/login');
    expect(page.status).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", sha256(IMPORT_MAP)]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    // emotion's <style> tags, and the graphql-ws socket on the same origin.
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['connect-src']).toEqual(["'self'", `ws://demo.localhost:${server.port}`]);
  });

  it('allows a server page its own inline script by hash (the development GraphQL explorer)', async () => {
    const page = await server.request('/api/srvproxy/v1/graphiql');
    expect(page.status).toBe(200);
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? '';
    expect(script.length).toBeGreaterThan(0);
    expect(inlineScriptHashes(page.text)).toEqual([sha256(script)]);
    expect(directives(page.headers['content-security-policy'])['script-src']).toEqual([
      "'self'",
      sha256(script),
    ]);
  });

  it('keeps a cached page its policy: a 304 carries none', async () => {
    const first = await server.request('/index.html');
    expect(first.status).toBe(200);
    expect(directives(first.headers['content-security-policy'])['script-src']).toEqual([
      "'self'",
      sha256(IMPORT_MAP),
    ]);
    const again = await server.request('/index.html', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('forbids framing everywhere', async () => {
    for (const answer of await answers()) {
      expect(directives(answer.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('lets API answers and errors load nothing', async () => {
    const [, , api, unknown, bad, missing] = await answers();
    for (const answer of [api, unknown, bad, missing]) {
      expect(answer?.headers['content-type']).toMatch(/json/);
      expect(directives(answer?.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
    }
  });

  it('sends nosniff on every answer', async () => {
    for (const answer of await answers()) expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a same-origin Referrer-Policy on every answer', async () => {
    for (const answer of await answers()) expect(answer.headers['referrer-policy']).toBe('same-origin');
  });

  it('sends HSTS only when the request came over HTTPS through the trusted proxy', async () => {
    for (const answer of await answers()) expect(answer.headers['strict-transport-security']).toBeUndefined();
    const overTls = { 'x-forwarded-proto': 'https' };
    const page = await server.request('/login', { headers: overTls });
    const api = await server.request('/api/bootstrap', { headers: overTls });
    for (const answer of [page, api]) {
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    expect(directives(page.headers['content-security-policy'])['connect-src']).toContain(
      `wss://demo.localhost:${server.port}`,
    );
  });
});

describe('security headers without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => closeTestServer(server));

  it('ignores a client that claims HTTPS itself', async () => {
    const answer = await server.request('/api/bootstrap', { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
