import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiedDataDir, runBuiltCommand } from '../test/built-server';

// Issue 27 item 8: the tenant's lifecycle past deactivate, through the build as `npm run tenant` runs it. Each refusal is one line, exit code 1,
// and changes nothing (the list says so).
let dir: string;
const tenant = (...args: string[]) => runBuiltCommand('tenant-cli', args, { DATA_DIR: dir, DEMO_DATA: 'off' });
const refused = async (args: string[], line: string) => {
  const run = await tenant(...args);
  expect(run.code, args.join(' ')).toBe(1);
  expect(run.stderr.trim(), args.join(' ')).toBe(line);
};
const listed = async () => (await tenant('list')).stdout.trim();

beforeAll(async () => {
  // A migrated folder without demo data (tenant-cli.process.test.ts proves the first run on an empty one).
  dir = await copiedDataDir('migrated', 'portal-lifecycle-');
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('npm run tenant -- reactivate / export / delete', () => {
  it('reactivates a deactivated tenant, deletes one only when deactivated and confirmed, and refuses a second delete', async () => {
    expect((await tenant('create', 'acme', '--name', 'Acme AS', '--admin-mobile', '+4791234567')).code).toBe(0);
    await refused(['delete', 'acme', '--confirm', 'acme'], 'The tenant "acme" is active: deactivate it first (npm run tenant -- deactivate acme)');
    await refused(['reactivate', 'acme'], 'The tenant "acme" is active: nothing to reactivate');
    await refused(
      ['export', 'acme', '--out', path.join(dir, 'acme.tar.gz')],
      'The tenant "acme" is active: deactivate it first (npm run tenant -- deactivate acme), so that the export is complete and nothing changes while it is taken',
    );
    expect((await tenant('deactivate', 'acme')).code).toBe(0);
    expect((await tenant('reactivate', 'acme')).code).toBe(0);
    expect(await listed()).toMatch(/^acme\tactive\t/);
    expect((await tenant('deactivate', 'acme')).code).toBe(0);
    const exported = await tenant('export', 'acme', '--out', path.join(dir, 'acme.tar.gz'));
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toMatch(/^Tenant acme exported to .*acme\.tar\.gz: \d+ rows in \d+ tables, 0 files\.$/m);
    expect((await stat(path.join(dir, 'acme.tar.gz'))).size).toBeGreaterThan(100);
    await refused(['delete', 'acme'], 'Deleting "acme" cannot be undone: repeat its subdomain with --confirm acme');
    await refused(['delete', 'acme', '--confirm', 'acm'], 'Deleting "acme" cannot be undone: repeat its subdomain with --confirm acme');
    expect(await listed()).toMatch(/^acme\tdeactivated\t/);
    const deleted = await tenant('delete', 'acme', '--confirm', 'acme');
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toMatch(/^Tenant acme deleted: /);
    expect(await listed()).not.toMatch(/acme/);
    await refused(['delete', 'acme', '--confirm', 'acme'], 'No tenant with the subdomain "acme" (npm run tenant -- list)');
  }, 300_000);
});
