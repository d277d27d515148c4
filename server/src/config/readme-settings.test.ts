import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config';

// Issue 18 item 4: every environment variable the code reads is in the README's tables.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['server/src', 'scripts', 'e2e', 'bench', 'portal/build', 'packages', 'apps', 'vitest.config.ts'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((item) => {
    if (item.name === 'node_modules' || item.name === 'dist') return [];
    const child = path.join(entry, item.name);
    if (item.isDirectory()) return sourceFiles(child);
    return SOURCE.test(item.name) ? [path.join(ROOT, child)] : [];
  });
}

/** `process.env.X`, `env.X` and `env['X']`; not Vite's `import.meta.env`. */
const READS = /(?<!meta\.)\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g;

function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  for (const name of CONFIG_VARIABLES) found.set(name, 'server/src/config/config.ts');
  for (const entry of SCANNED)
    for (const file of sourceFiles(entry))
      for (const match of readFileSync(file, 'utf8').matchAll(READS)) {
        const name = match[1] ?? match[2];
        if (name && !found.has(name)) found.set(name, path.relative(ROOT, file));
      }
  return found;
}

function variablesInReadme(): Set<string> {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const names = new Set<string>();
  for (const line of readme.split('\n').filter((l) => l.startsWith('| `'))) {
    const firstCell = line.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) if (match[1]) names.add(match[1]);
  }
  return names;
}

describe('the README lists every setting', () => {
  it('has every variable the code reads in its tables', () => {
    const read = variablesRead();
    // The scan sees the server's schema and the reads elsewhere (a scan that finds nothing proves nothing).
    expect([...read.keys()]).toEqual(expect.arrayContaining(['PORT', 'SESSION_PRIVATE_KEY', 'TEST_DATABASE_URL', 'CHROMIUM_PATH', 'REQUIRE_E2E']));
    const listed = variablesInReadme();
    const missing = [...read].filter(([name]) => !listed.has(name)).map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });
});
