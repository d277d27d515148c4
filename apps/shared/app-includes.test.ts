import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { appManifestSchema } from '../../server/src/apps/app-manifest.ts';
import { readAppIncludes } from './app-manifest-plugin.ts';
import { defineAppConfig } from './vite-app-config.ts';

// Issue 25 item 6: an app declares what it adds to the shell in its own includes.json; the build
// checks it against the entry's modules and copies it into manifest.json, which the server reads.
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'includes-test');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function buildFixture(): Promise<string> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'app-includes-'));
  dirs.push(distDir);
  await build({ ...defineAppConfig(FIXTURE, { distDir }), configFile: false, logLevel: 'silent' });
  return readFileSync(path.join(distDir, '1.0.0', 'manifest.json'), 'utf8');
}

const MODULES = ['page:time-reports', 'dialog:new-time-report'];

/** The fixture's includes.json, changed, read as the build reads it. */
function readChanged(change: (includes: Record<string, unknown>) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'app-includes-'));
  dirs.push(dir);
  const includes = JSON.parse(readFileSync(path.join(FIXTURE, 'includes.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  change(includes);
  writeFileSync(path.join(dir, 'includes.json'), JSON.stringify(includes));
  return () => readAppIncludes(dir, 'time-reports', MODULES);
}

describe("an app's includes.json", () => {
  it('is copied into the manifest, which the server accepts', async () => {
    const manifest = appManifestSchema.parse(JSON.parse(await buildFixture()));
    expect(manifest.modules).toEqual(MODULES);
    expect(manifest.includes?.pages?.[0]).toMatchObject({
      id: 'time-reports',
      path: '/time-reports',
      title: { en: 'Time reports', no: 'Timerapporter' },
    });
    expect(manifest.includes?.menu?.map((entry) => entry.place)).toEqual(['main', 'reports']);
    expect(manifest.includes?.quickAccess?.[0]).toMatchObject({
      dialog: 'new-time-report',
      state: 'CALENDAR',
    });
  });

  it('fails the build when a declared page is not a module of the entry', () => {
    expect(
      readChanged((includes) => {
        (includes.pages as { id: string }[])[0]!.id = 'missing-page';
        (includes.menu as { page: string }[]).forEach((entry) => (entry.page = 'missing-page'));
      }),
    ).toThrow(
      /time-reports: includes\.json: page "missing-page": the entry has no module "page:missing-page"/,
    );
  });

  it('fails the build when a text lacks a language or a menu entry names no page of the app', () => {
    expect(
      readChanged((includes) => {
        (includes.dialogs as { title: Record<string, string> }[])[0]!.title = { en: 'New time report' };
      }),
    ).toThrow(/includes\.json at dialogs\.0\.title\.no/);
    expect(
      readChanged((includes) => {
        (includes.menu as { page: string }[])[0]!.page = 'elsewhere';
      }),
    ).toThrow(/menu entry "time-reports": no page "elsewhere" is declared/);
  });
});
