import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsFileStore, type FileStore } from '../areas/storage';
import { createSeededTestDatabase, type TestDatabase } from '../test/database';
import { TenantInputError } from './tenant-input';
import { exportTenant } from './tenant-export';

// Issue 27 item 8: the tenant export, on PGlite and PostgreSQL, from the demo data.
let test: TestDatabase;
let dir: string;
let store: FileStore;
const now = new Date('2026-11-28T12:00:00Z');

async function entriesOf(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: unknown) => chunks.push(c as Buffer));
    stream.on('end', () => {
      entries.set(header.name, Buffer.concat(chunks));
      next();
    });
  });
  await pipeline(Readable.from(await readFile(file)), createGunzip(), extract);
  return entries;
}

const jsonOf = <T>(entries: Map<string, Buffer>, name: string): T => JSON.parse(entries.get(name)?.toString() ?? 'null') as T;

beforeAll(async () => {
  test = await createSeededTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'portal-export-'));
  store = createFsFileStore(path.join(dir, 'files'));
});
afterAll(async () => {
  await test.destroy();
  await rm(dir, { recursive: true, force: true });
});

describe('tenant export', () => {
  it('refuses an unknown or active tenant and an existing file, writing nothing', async () => {
    const file = path.join(dir, 'care.tar.gz');
    await expect(exportTenant(test.db, store, 'nobody', file, now)).rejects.toThrow(
      'No tenant with the subdomain "nobody" (npm run tenant -- list)',
    );
    await expect(exportTenant(test.db, store, 'care', file, now)).rejects.toThrow(TenantInputError);
    await expect(readFile(file)).rejects.toThrow();
    await writeFile(file, 'mine');
    await test.db.query("UPDATE customers SET deleted_at = now() WHERE subdomain = 'care'");
    await expect(exportTenant(test.db, store, 'care', file, now)).rejects.toThrow(/exists already/);
    expect(await readFile(file, 'utf8')).toBe('mine');
  });

  it("archives a deactivated tenant's rows and files, and none of another tenant's or a secret", async () => {
    const { rows } = await test.db.query<{ id: number }>("SELECT id::int AS id FROM customers WHERE subdomain = 'demo'");
    const demoId = rows[0]?.id ?? 0;
    const key = `customers/${demoId}/files/export-test-note.txt`;
    await store.put(key, Readable.from([Buffer.from('a note')]));
    // A row that names the file: the demo's first document points at it.
    await test.db.query("ALTER TABLE documents DISABLE TRIGGER USER");
    await test.db.query(
      'UPDATE documents SET path = $1 WHERE id = (SELECT min(id) FROM documents WHERE customer_id = $2)',
      [key, demoId],
    );
    await test.db.query("ALTER TABLE documents ENABLE TRIGGER USER");
    await test.db.query("UPDATE customers SET deleted_at = now() WHERE subdomain = 'demo'");
    const file = path.join(dir, 'demo.tar.gz');

    const summary = await exportTenant(test.db, store, 'demo', file, now);

    const entries = await entriesOf(file);
    const manifest = jsonOf<{ tenant: { subdomain: string }; tables: Record<string, number>; secretsLeftOut: string[] }>(entries, 'manifest.json');
    expect(manifest.tenant.subdomain).toBe('demo');
    expect(manifest.tables.users).toBeGreaterThan(3);
    expect(summary.tables).toEqual(manifest.tables);
    expect(manifest.secretsLeftOut).toContain('users.password_hash');
    const users = jsonOf<Record<string, unknown>[]>(entries, 'tables/users.json');
    expect(users.length).toBe(manifest.tables.users);
    expect(users.every((u) => Number(u.customer_id) === demoId && !('password_hash' in u))).toBe(true);
    for (const [name, body] of entries)
      if (name.startsWith('tables/') && name !== 'tables/customers.json')
        for (const row of JSON.parse(body.toString()) as Record<string, unknown>[])
          expect(Number(row.customer_id), name).toBe(demoId);
    expect(jsonOf<{ subdomain: string }[]>(entries, 'tables/customers.json').map((c) => c.subdomain)).toEqual(['demo']);
    expect(entries.get(`files/${key}`)?.toString()).toBe('a note');
    expect(summary.files).toBe(1);
  });
});
