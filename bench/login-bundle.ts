// Prints the gzip size of the JavaScript the login page loads, from portal/dist (run `npm run
// build` first): the entry script of index.html, its modulepreloads and import-map modules, and
// every module they import statically. Lazy chunks load later and are not counted, except the
// credentials step, which the login page prefetches when idle (shown on its own line).
// Target: at most 150 KB. Run: npx tsx bench/login-bundle.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../portal/dist');
const indexFile = path.join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error('portal/dist/index.html is missing: run `npm run build` first');
  process.exit(1);
}
const html = readFileSync(indexFile, 'utf8');

const importMapText = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1];
const importMap: Record<string, string> = importMapText ? (JSON.parse(importMapText) as { imports: Record<string, string> }).imports : {};

const roots = [
  ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? ''),
  ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? ''),
].filter(Boolean);

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
const initial = closure(roots);
const initialTotal = [...initial.values()].reduce((a, b) => a + b, 0);
for (const [url, size] of [...initial].sort((a, b) => b[1] - a[1])) console.log(`${kb(size).padStart(7)} KB  ${url}`);
console.log(`login page JavaScript (gzip): ${kb(initialTotal)} KB (target ≤ ${TARGET_KB} KB)`);

const credentials = readdirSync(path.join(dist, 'assets')).find((name) => name.startsWith('CredentialsStep-'));
if (credentials) {
  const withPrefetch = closure([...initial.keys(), `/assets/${credentials}`]);
  const extra = [...withPrefetch].filter(([url]) => !initial.has(url)).reduce((a, [, b]) => a + b, 0);
  console.log(`  + idle prefetch of the credentials step: ${kb(extra)} KB (total ${kb(initialTotal + extra)} KB)`);
}
