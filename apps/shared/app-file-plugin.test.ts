import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { defineAppConfig } from './vite-app-config.ts';

// `import href from './x.css?app-file'`: the file is written into the app's version folder under a
// hashed name, and the import is its URL resolved against the chunk that imports it (the app is
// served under /apps/<name>/<version>/, so a root-relative URL would miss it).
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('an app file imported as its URL', () => {
  it('is written beside the chunks with a hash and resolved against the importing chunk', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'app-file-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@portal-app/probe', version: '1.0.0' }));
    const css = '.probe { color: rebeccapurple; }\n'.repeat(50);
    writeFileSync(path.join(dir, 'src', 'big.css'), css);
    writeFileSync(path.join(dir, 'src', 'styles.ts'), "import href from './big.css?app-file';\nexport const styles = href;\n");
    writeFileSync(
      path.join(dir, 'src', 'index.ts'),
      "export const modules = {};\nexport const styles = () => import('./styles').then((m) => m.styles);\n",
    );
    await build({ ...defineAppConfig(dir), configFile: false, logLevel: 'silent' });

    const versionDir = path.join(dir, 'dist', '1.0.0');
    const [asset, ...others] = readdirSync(path.join(versionDir, 'assets'));
    expect(others).toEqual([]);
    expect(asset).toMatch(/^big-[\w-]+\.css$/);
    // Written as it is: not bundled into the script, not turned into a data: URL.
    expect(readFileSync(path.join(versionDir, 'assets', asset!), 'utf8')).toBe(css);
    for (const chunk of readdirSync(path.join(versionDir, 'chunks')))
      expect(readFileSync(path.join(versionDir, 'chunks', chunk), 'utf8')).not.toContain('rebeccapurple');

    const entry = (await import(pathToFileURL(path.join(versionDir, 'entry.js')).href)) as {
      styles: () => Promise<string>;
    };
    expect(await entry.styles()).toBe(pathToFileURL(path.join(versionDir, 'assets', asset!)).href);
  }, 60_000);
});
