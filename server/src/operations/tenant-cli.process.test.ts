import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FEATURE_FLAGS } from '@portal/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuiltCommand } from '../test/built-server';

// Issue 18 item 2: `npm run tenant` as an operator runs it (the build, server/dist/tenant-cli.js, as
// scripts/server-cli.mjs starts it), on a fresh DATA_DIR without demo data.
let dir: string;
const tenant = (...args: string[]) => runBuiltCommand('tenant-cli', args, { DATA_DIR: dir, DEMO_DATA: 'off' });
const outboxSms = async () => {
  const file = path.join(dir, 'outbox', 'sms.jsonl');
  if (!existsSync(file)) return [];
  return (await readFile(file, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { to: string; content: string });
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-tenant-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run tenant', () => {
  it('refuses bad input with one line before the data folder is touched', async () => {
    const cases: [string[], RegExp][] = [
      [['create', 'Bad_Sub', '--name', 'X', '--admin-mobile', '91234567'], /^Invalid subdomain "Bad_Sub": /],
      [['create', 'acme', '--name', 'X', '--brand', 'retail', '--admin-mobile', '91234567'], /^Unknown brand "retail": choose work-inclusion, care$/],
      [['create', 'acme', '--name', 'X'], /^--admin-mobile is required/],
      [['create', 'acme', '--name', 'X', '--admin-mobile', '12'], /^Invalid --admin-mobile "12"/],
      [['create', 'acme', '--name', 'X', '--admin-mobile', '91234567', '--features', 'nope'], /^Unknown feature flag "nope"/],
      [['create', 'acme', '--colour', 'red'], /^Unknown option --colour for create$/],
      [['rename', 'acme'], /^Unknown command "rename"/],
    ];
    for (const [args, line] of cases) {
      const run = await tenant(...args);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.stderr.trim()).toMatch(line);
    }
    expect(readdirSync(dir)).toEqual([]);
  }, 120_000);

  it('creates, lists, changes and deactivates a tenant, and its admin gets a set-password link by SMS', async () => {
    const created = await tenant(
      'create', 'acme', '--name', 'Acme AS', '--brand', 'care', '--theme', 'greenish', '--languages', 'en,no',
      '--features', 'shell_Administration', '--app-versions', 'chat=1.0.0', '--admin-mobile', '+47 912 34 567',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Tenant acme created: http://acme.localhost:3000 (admin "admin").');
    // The link went by SMS only; the terminal has it only on --print-link.
    expect(created.stdout).not.toMatch(/reset-password\?code=/);
    const sms = await outboxSms();
    expect(sms).toHaveLength(1);
    expect(sms[0]?.to).toBe('+4791234567');
    expect(sms[0]?.content).toMatch(/^Acme AS: .*http:\/\/acme\.localhost:3000\/reset-password\?code=[\w-]{43}$/);

    const duplicate = await tenant('create', 'acme', '--name', 'Other', '--admin-mobile', '91234567');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr.trim()).toBe('A tenant with the subdomain "acme" already exists');

    const listed = await tenant('list');
    expect(listed.stdout.trim()).toBe('acme\tactive\tAcme AS\tcare/greenish\ten,no\t1 users\t1 features on');

    expect((await tenant('update', 'acme', '--name', 'Acme Norge', '--features', 'all')).code).toBe(0);
    const added = await tenant('add-user', 'acme', '--username', 'anna', '--role', 'staff', '--mobile', '92345678', '--print-link');
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^http:\/\/acme\.localhost:3000\/reset-password\?code=/m);
    expect((await outboxSms()).at(-1)?.to).toBe('+4792345678');
    expect((await tenant('list')).stdout.trim()).toBe(
      `acme\tactive\tAcme Norge\tcare/greenish\ten,no\t2 users\t${FEATURE_FLAGS.length} features on`,
    );

    expect((await tenant('deactivate', 'acme')).code).toBe(0);
    expect((await tenant('list')).stdout).toMatch(/^acme\tdeactivated\t/);
    const again = await tenant('update', 'acme', '--name', 'Back');
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('The tenant "acme" is deactivated');
  }, 180_000);
});
