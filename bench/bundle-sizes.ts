// Prints the gzip size of each feature app's entry (apps/<name>/dist/<version>/entry.js and the
// chunks it imports), of each page an app loads on demand and of each shared module of the shell's import map (react, react-dom,
// react-dom/client, react/jsx-runtime, @portal/sdk, with the chunks they import). Run `npm run
// build` first. Run: npx tsx bench/bundle-sizes.ts
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const portalDist = path.join(root, 'portal', 'dist');

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const kb = (value: number) => `${value.toFixed(1).padStart(7)} KB`;

/** Relative static imports of a built module (`from"./x.js"`, `import"./x.js"`). */
function relativeImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1] ?? '');
}

/** A module and every module it imports relatively, each counted once. */
function closure(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const next of relativeImports(readFileSync(file, 'utf8')))
      queue.push(path.resolve(path.dirname(file), next));
  }
  return [...seen];
}

function sharedModules(): void {
  const indexFile = path.join(portalDist, 'index.html');
  if (!existsSync(indexFile)) {
    console.error('portal/dist/index.html is missing: run `npm run build` first');
    process.exitCode = 1;
    return;
  }
  const mapText = /<script type="importmap">([\s\S]*?)<\/script>/.exec(readFileSync(indexFile, 'utf8'))?.[1];
  const imports = mapText ? (JSON.parse(mapText) as { imports: Record<string, string> }).imports : {};
  console.log('Shared modules of the import map (gzip, with the chunks each imports):');
  const all = new Set<string>();
  for (const [specifier, url] of Object.entries(imports)) {
    const files = closure(path.join(portalDist, url));
    files.forEach((f) => all.add(f));
    console.log(`  ${specifier.padEnd(20)}${kb(files.reduce((sum, f) => sum + gzipKb(f), 0))}`);
  }
  console.log(`  ${'all shared, once'.padEnd(20)}${kb([...all].reduce((sum, f) => sum + gzipKb(f), 0))}`);
}

function appEntries(): void {
  console.log('Feature app entries (gzip, entry.js with its chunks):');
  const appsDir = path.join(root, 'apps');
  for (const name of readdirSync(appsDir).sort()) {
    const dist = path.join(appsDir, name, 'dist');
    if (!existsSync(dist)) continue;
    for (const version of readdirSync(dist).sort()) {
      const entry = path.join(dist, version, 'entry.js');
      if (!existsSync(entry)) continue;
      const loaded = closure(entry);
      const total = loaded.reduce((sum, f) => sum + gzipKb(f), 0);
      console.log(`  ${`${name}@${version}`.padEnd(20)}${kb(total)}`);
      // A page or screen loaded on demand (import()) is its own chunk: its code, with the chunks
      // it imports that the entry does not, is what opening that page adds (target ≤ 40 KB).
      const chunksDir = path.join(dist, version, 'chunks');
      if (!existsSync(chunksDir)) continue;
      for (const chunk of readdirSync(chunksDir).sort()) {
        const file = path.join(chunksDir, chunk);
        if (loaded.includes(file)) continue;
        const own = closure(file).filter((f) => !loaded.includes(f));
        const size = own.reduce((sum, f) => sum + gzipKb(f), 0);
        console.log(`    ${`chunk ${chunk.replace(/-[^-]+\.js$/, '')}`.padEnd(34)}${kb(size)}`);
      }
    }
  }
}

sharedModules();
appEntries();
