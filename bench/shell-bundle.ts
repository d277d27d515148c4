// Prints the gzip size of the JavaScript the signed-in shell loads without apps, from portal/dist
// (run `npm run build` first): what the page loads at start (the entry script of index.html, its
// modulepreloads and import-map modules) plus the lazy signed-in chunks (SignedInLayout and
// SignedInShell) and every module they import statically. Feature apps load from /apps/ and are
// not counted. Target: at most 300 KB. Run: npx tsx bench/shell-bundle.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 300;
const SIGNED_IN_CHUNKS = ['SignedInLayout-', 'SignedInShell-'];
const dist = path.resolve(import.meta.dirname, '../portal/dist');
const indexFile = path.join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error('portal/dist/index.html is missing: run `npm run build` first');
  process.exit(1);
}
const html = readFileSync(indexFile, 'utf8');
const importMapText = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1];
const importMap: Record<string, string> = importMapText
  ? (JSON.parse(importMapText) as { imports: Record<string, string> }).imports
  : {};

const roots = [
  ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? ''),
  ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? ''),
].filter(Boolean);
const assets = readdirSync(path.join(dist, 'assets'));
const signedIn = SIGNED_IN_CHUNKS.map((prefix) => assets.find((name) => name.startsWith(prefix) && name.endsWith('.js')));
const missing = SIGNED_IN_CHUNKS.filter((_, i) => !signedIn[i]);
if (missing.length > 0) console.warn(`no chunk named ${missing.join(', ')}* in portal/dist/assets (is the shell wired?)`);

/** Static imports of a built module: `from"x"`, `import"x"` (not `import("x")`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+)["']/g)].map((m) => m[1] ?? '');
}

function resolve(specifier: string, fromUrl: string): string | null {
  if (importMap[specifier]) return importMap[specifier];
  if (specifier.startsWith('.') || specifier.startsWith('/')) return new URL(specifier, `http://x${fromUrl}`).pathname;
  return null;
}

function closure(start: string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  const queue = [...start];
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    if (sizes.has(url)) continue;
    const file = path.join(dist, url);
    if (!existsSync(file)) continue;
    const code = readFileSync(file);
    sizes.set(url, gzipSync(code, { level: 9 }).length);
    for (const specifier of staticImports(code.toString('utf8'))) {
      const next = resolve(specifier, url);
      if (next) queue.push(next);
    }
  }
  return sizes;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const all = closure([...roots, ...signedIn.filter((n): n is string => Boolean(n)).map((n) => `/assets/${n}`)]);
const total = [...all.values()].reduce((a, b) => a + b, 0);
for (const [url, size] of [...all].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${kb(size).padStart(7)} KB  ${url}`);
console.log(`signed-in shell JavaScript without apps (gzip): ${kb(total)} KB in ${all.size} files (target ≤ ${TARGET_KB} KB)`);
if (total / 1024 > TARGET_KB) process.exitCode = 1;
