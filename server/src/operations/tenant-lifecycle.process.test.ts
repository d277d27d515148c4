import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, TENANT_CLI } from './test/processes';

// Issue 27 item 8: the tenant's lifecycle past deactivate. Each refusal is one line, exit code 1,
// and changes nothing (the list says so).
let dir: string;
const tenant = (...args: string[]) => runCommand(TENANT_CLI, args, { DATA_DIR: dir, DEMO_DATA: 'off' });
const refused = async (args: string[], line: string) => {
  const run = await tenant(...args);
  expect(run.code, args.join(' ')).toBe(1);
  expect(run.stderr.trim(), args.join(' ')).toBe(line);
};
const listed = async () => (await tenant('list')).stdout.trim();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-lifecycle-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('npm run tenant -- reactivate / delete', () => {
  it('reactivates a deactivated tenant, deletes one only when deactivated and confirmed, and refuses a second delete', async () => {
    expect((await tenant('create', 'acme', '--name', 'Acme AS', '--admin-mobile', '+4791234567')).code).toBe(0);
    await refused(['delete', 'acme', '--confirm', 'acme'], 'The tenant "acme" is active: deactivate it first (npm run tenant -- deactivate acme)');
    await refused(['reactivate', 'acme'], 'The tenant "acme" is active: nothing to reactivate');
    expect((await tenant('deactivate', 'acme')).code).toBe(0);
    expect((await tenant('reactivate', 'acme')).code).toBe(0);
    expect(await listed()).toMatch(/^acme\tactive\t/);
    expect((await tenant('deactivate', 'acme')).code).toBe(0);
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
