// Prints the gzip size of the JavaScript the login page loads, from portal/dist (run `npm run
// build` first): the entry script of index.html, its modulepreloads and import-map modules, and
// every module they import statically. That is what the page needs before it is usable; the total
// is held to the target. Lazy chunks are not in it; those the login page fetches anyway, once the
// browser is idle, are shown on their own line: the outdated-browser check and the prefetch of the
// credentials step, the sign-in calls, the toast and the signed-in part's router.
// Target: at most 150 KB. Run: npx tsx bench/login-bundle.ts
import { kb, readPortalModuleGraph, totalOf } from './portal-module-graph';

const TARGET_KB = 150;
const WHEN_IDLE = ['OutdatedBrowserNotice-', 'CredentialsStep-', 'login-api-', 'ToastItem-', 'signed-in-router-'];

const graph = readPortalModuleGraph();
const initial = graph.closure(graph.roots);
const initialTotal = totalOf(initial);
for (const [url, size] of [...initial].sort((a, b) => b[1] - a[1]))
  console.log(`${kb(size).padStart(7)} KB  ${url}`);
console.log(`login page JavaScript (gzip): ${kb(initialTotal)} KB (target ≤ ${TARGET_KB} KB)`);

/** The chunks named by `prefixes` with their static imports, less what `loaded` already holds. */
function extra(prefixes: readonly string[], loaded: ReadonlySet<string>): Map<string, number> {
  const urls = prefixes.map((prefix) => {
    const name = graph.assets.find((file) => file.startsWith(prefix) && file.endsWith('.js'));
    if (!name) console.warn(`no chunk named ${prefix}* in portal/dist/assets`);
    return name ? `/assets/${name}` : '';
  });
  return new Map([...graph.closure(urls.filter(Boolean))].filter(([url]) => !loaded.has(url)));
}

const idle = extra(WHEN_IDLE, new Set(initial.keys()));
console.log(
  `  + fetched when the browser is idle (outdated-browser check; credentials step, sign-in calls, toast and signed-in router): ${kb(totalOf(idle))} KB` +
    ` (total ${kb(initialTotal + totalOf(idle))} KB)`,
);
if (initialTotal / 1024 > TARGET_KB) process.exitCode = 1;
