// Issue 27 figures: bytes on the wire for the login page and the signed-in shell (without apps),
// as the server sends them: index.html plus the same JavaScript the gzip budgets count
// (bench/login-bundle.ts, bench/shell-bundle.ts), fetched from a real server on portal/dist with
// Accept-Encoding "br, gzip" (a current browser), "gzip" and none. Run `npm run build` first.
// Run: npx tsx bench/wire-bytes.ts
import http from 'node:http';
import path from 'node:path';
import { startTestServer } from '../server/src/test/test-server';
import { kb, readPortalModuleGraph } from './portal-module-graph';

const graph = readPortalModuleGraph();
const chunk = (prefix: string) => graph.assets.find((name) => name.startsWith(prefix) && name.endsWith('.js'));
const login = ['/', ...graph.closure(graph.roots).keys()];
const signedIn = ['SignedInLayout-', 'SignedInShell-'].map(chunk).filter((n): n is string => Boolean(n));
const shell = ['/', ...graph.closure([...graph.roots, ...signedIn.map((n) => `/assets/${n}`)]).keys()];

const server = await startTestServer({ env: { PORTAL_DIST: path.resolve(import.meta.dirname, '..', 'portal', 'dist') } });

function wireBytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: server.port, path: url, headers: { host: 'demo.localhost', 'accept-encoding': encoding } },
      (response) => {
        let bytes = 0;
        response.on('data', (c: Buffer) => (bytes += c.length));
        response.on('end', () => resolve(bytes));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function total(urls: string[], encoding: string): Promise<number> {
  let sum = 0;
  for (const url of urls) sum += await wireBytes(url, encoding);
  return sum;
}

for (const [name, urls] of [['login page', login], ['signed-in shell (without apps)', shell]] as const) {
  const [br, gz, none] = [await total(urls, 'br, gzip'), await total(urls, 'gzip'), await total(urls, 'identity')];
  console.log(`${name}: ${urls.length} files on the wire: brotli ${kb(br)} KB, gzip ${kb(gz)} KB, uncompressed ${kb(none)} KB`);
}
await server.close();
