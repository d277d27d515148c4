// The built portal's JavaScript as the browser loads it: the entry script of portal/dist/index.html,
// its modulepreloads and import-map modules, and what each imports statically, with gzip sizes.
// Shared by the bundle benchmarks (login-bundle.ts, shell-bundle.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const dist = process.env.PORTAL_DIST ?? path.resolve(import.meta.dirname, '../portal/dist');

export interface PortalModuleGraph {
  /** What index.html loads at start. */
  roots: string[];
  /** File names in portal/dist/assets. */
  assets: string[];
  /** Every module reachable from `start` by static imports, with its gzip size in bytes. */
  closure(start: string[]): Map<string, number>;
}

export function readPortalModuleGraph(): PortalModuleGraph {
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

  /** Static imports of a built module: `from"x"`, `import"x"` (not `import("x")`). */
  const staticImports = (code: string) =>
    [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+)["']/g)].map((m) => m[1] ?? '');

  const resolve = (specifier: string, fromUrl: string): string | null => {
    if (importMap[specifier]) return importMap[specifier];
    if (specifier.startsWith('.') || specifier.startsWith('/'))
      return new URL(specifier, `http://x${fromUrl}`).pathname;
    return null;
  };

  const closure = (start: string[]) => {
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
  };

  return { roots, assets: readdirSync(path.join(dist, 'assets')), closure };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const totalOf = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);
