// Prints the gzip size of the JavaScript the signed-in shell loads without apps, from portal/dist
// (run `npm run build` first): what the page loads at start (the entry script of index.html, its
// modulepreloads and import-map modules) plus the lazy signed-in chunks (SignedInLayout and
// SignedInShell) and every module they import statically. Feature apps load from /apps/ and are
// not counted. Target: at most 300 KB. Run: npx tsx bench/shell-bundle.ts
import { kb, readPortalModuleGraph, totalOf } from './portal-module-graph';

const TARGET_KB = 300;
const SIGNED_IN_CHUNKS = ['SignedInLayout-', 'SignedInShell-', 'signed-in-router-'];
const graph = readPortalModuleGraph();
const signedIn = SIGNED_IN_CHUNKS.map((prefix) =>
  graph.assets.find((name) => name.startsWith(prefix) && name.endsWith('.js')),
);
const missing = SIGNED_IN_CHUNKS.filter((_, i) => !signedIn[i]);
if (missing.length > 0)
  console.warn(`no chunk named ${missing.join(', ')}* in portal/dist/assets (is the shell wired?)`);

const all = graph.closure([
  ...graph.roots,
  ...signedIn.filter((n): n is string => Boolean(n)).map((n) => `/assets/${n}`),
]);
const total = totalOf(all);
for (const [url, size] of [...all].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${kb(size).padStart(7)} KB  ${url}`);
console.log(
  `signed-in shell JavaScript without apps (gzip): ${kb(total)} KB in ${all.size} files (target ≤ ${TARGET_KB} KB)`,
);
if (total / 1024 > TARGET_KB) process.exitCode = 1;
