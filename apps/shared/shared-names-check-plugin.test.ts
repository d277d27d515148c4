import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedNameProblems } from './shared-names-check-plugin.ts';
import { defineAppConfig } from './vite-app-config.ts';

// An app imports from the shared modules only the names the shell provides (SHARED_MODULE_NAMES):
// the app's build fails otherwise, naming the app, the module and the name.
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Builds a one-file app named `probe` whose entry is `source`; resolves to the build's error text or ''. */
async function buildApp(source: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-names-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: '@portal-app/probe', version: '1.0.0' }),
  );
  writeFileSync(path.join(dir, 'src', 'index.ts'), source);
  try {
    await build({ ...defineAppConfig(dir), configFile: false, logLevel: 'silent' });
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe("the apps' build checks the shared modules' names", () => {
  it('fails the build of an app that imports a name the shell does not share', async () => {
    const message = await buildApp(
      "import { useLocation, createHashRouter } from 'react-router';\nexport const m = [useLocation, createHashRouter];\nexport const modules = {};\n",
    );
    expect(message).toContain('app probe');
    expect(message).toContain('"createHashRouter" from react-router');
    expect(message).toContain('SHARED_MODULE_NAMES');
    expect(message).not.toContain('"useLocation"');
  }, 60_000);

  it('builds an app that imports only shared names', async () => {
    expect(
      await buildApp(
        "import { useLocation } from 'react-router';\nimport { useQuery } from '@tanstack/react-query';\nexport const m = [useLocation, useQuery];\nexport const modules = {};\n",
      ),
    ).toBe('');
  }, 60_000);

  it('reads imports, re-exports and namespace imports of the limited modules', () => {
    expect(sharedNameProblems("import { useQuery, hydrate } from '@tanstack/react-query';")).toEqual([
      { module: '@tanstack/react-query', name: 'hydrate' },
    ]);
    expect(sharedNameProblems("export { Await } from 'react-router';")).toEqual([
      { module: 'react-router', name: 'Await' },
    ]);
    expect(sharedNameProblems("import * as rr from 'react-router';")).toEqual([
      { module: 'react-router', name: '*' },
    ]);
    expect(sharedNameProblems("export * from 'react-i18next';")).toEqual([
      { module: 'react-i18next', name: '*' },
    ]);
    expect(sharedNameProblems("import { extendTheme } from '@mui/material/styles';")).toEqual([
      { module: '@mui/material/styles', name: 'extendTheme' },
    ]);
    // Not limited: React, MUI's components, i18next itself.
    expect(
      sharedNameProblems("import { useId } from 'react';\nimport Button from '@mui/material/Button';"),
    ).toEqual([]);
  });
});
