// Prints the gzip size of the JavaScript the login page loads, from portal/dist (run `npm run
// build` first): the entry script of index.html, its modulepreloads and import-map modules, and
// every module they import statically. Lazy chunks load later and are not counted, except the
// credentials step, which the login page prefetches when idle (shown on its own line).
// Target: at most 150 KB. Run: npx tsx bench/login-bundle.ts
import { kb, readPortalModuleGraph, totalOf } from './portal-module-graph';

const TARGET_KB = 150;
const graph = readPortalModuleGraph();
const initial = graph.closure(graph.roots);
const initialTotal = totalOf(initial);
for (const [url, size] of [...initial].sort((a, b) => b[1] - a[1]))
  console.log(`${kb(size).padStart(7)} KB  ${url}`);
console.log(`login page JavaScript (gzip): ${kb(initialTotal)} KB (target ≤ ${TARGET_KB} KB)`);

const credentials = graph.assets.find((name) => name.startsWith('CredentialsStep-'));
if (credentials) {
  const withPrefetch = graph.closure([...initial.keys(), `/assets/${credentials}`]);
  const extra = [...withPrefetch].filter(([url]) => !initial.has(url)).reduce((a, [, b]) => a + b, 0);
  console.log(
    `  + idle prefetch of the credentials step: ${kb(extra)} KB (total ${kb(initialTotal + extra)} KB)`,
  );
}
