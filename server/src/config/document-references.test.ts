import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 18 item 7: every document the code and the docs name is in the repository.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['server/src', 'server/metadata', 'scripts', 'e2e', 'bench', 'portal/src', 'portal/build', 'packages', 'apps', 'docs', '.ci', 'README.md', 'ARCHITECTURE.md', 'STYLE.md', 'vitest.config.ts', 'eslint.config.js'];
const TEXT = /\.(ts|tsx|mjs|js|json|sql|md)$|^run$/;

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((item) => {
    if (item.name === 'node_modules' || item.name === 'dist') return [];
    const child = path.join(entry, item.name);
    if (item.isDirectory()) return files(child);
    return TEXT.test(item.name) ? [path.join(ROOT, child)] : [];
  });
}

describe('documents the repository names', () => {
  it('finds every .md file that is named, at the root, beside the naming file or in its package', () => {
    const missing: string[] = [];
    let named = 0;
    for (const file of SCANNED.flatMap(files))
      for (const match of readFileSync(file, 'utf8').matchAll(/(?<![\w/.-])([\w./-]+\.md)\b(?!\.\w)/g)) {
        const name = match[1] ?? '';
        if (/^https?:|^\w+\.\w+\//.test(name)) continue;
        named += 1;
        const candidates = [path.join(ROOT, name), path.join(path.dirname(file), name)];
        for (let dir = path.dirname(file); dir.startsWith(ROOT) && dir !== ROOT; dir = path.dirname(dir))
          candidates.push(path.join(dir, name));
        if (!candidates.some((candidate) => existsSync(candidate))) missing.push(`${name} (in ${path.relative(ROOT, file)})`);
      }
    expect(named).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
