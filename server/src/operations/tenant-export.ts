// `npm run tenant -- export <subdomain>` (issue 27 item 8): one archive of a deactivated tenant's data,
// for a subject-access request or the tenant's offboarding. A gzipped tar holding
//   manifest.json          who, when, the tables with their row counts, the files, what was left out
//   tables/<table>.json    the tenant's rows of each table with customer_id (the customers row too)
//   files/<storage key>    the stored files the rows point to (uploads, documents, chat files)
// It is written to a temporary name beside the target and renamed at the end: a failed export leaves
// no archive, and an existing file is never overwritten.
import { createWriteStream } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Queryable } from '../db/database';
import { assertValidKey, tenantKeyPrefix, type FileStore } from '../areas/storage';
import { tenantTablesInDeleteOrder } from './remove-tenants';
import { TenantInputError } from './tenant-input';

/** Columns that hold a secret or its hash: named in the manifest, their values not exported. */
const SECRET_COLUMN = /(password_hash|secret|token|ticket_hash|code_hash|passphrase|p12|private_key)/i;

export interface TenantExportSummary {
  file: string;
  tables: Record<string, number>;
  files: number;
  missingFiles: string[];
}

interface Tenant {
  id: number;
  subdomain: string;
  name: string;
  deleted_at: Date | null;
}

async function deactivatedTenant(db: Queryable, subdomain: string): Promise<Tenant> {
  const { rows } = await db.query<Tenant>(
    'SELECT id::int AS id, subdomain, name, deleted_at FROM customers WHERE subdomain = $1',
    [subdomain],
  );
  const tenant = rows[0];
  if (!tenant) throw new TenantInputError(`No tenant with the subdomain "${subdomain}" (npm run tenant -- list)`);
  if (!tenant.deleted_at)
    throw new TenantInputError(
      `The tenant "${subdomain}" is active: deactivate it first (npm run tenant -- deactivate ${subdomain}), so that the export is complete and nothing changes while it is taken`,
    );
  return tenant;
}

/** Every string in the rows that is one of this tenant's storage keys. */
function storageKeysIn(rows: readonly Record<string, unknown>[], prefix: string, into: Set<string>): void {
  for (const row of rows)
    for (const value of Object.values(row))
      if (typeof value === 'string' && value.startsWith(prefix)) {
        try {
          assertValidKey(value);
          into.add(value);
        } catch {
          // Not a key (free text that happens to start like one).
        }
      }
}

function withoutSecrets(rows: Record<string, unknown>[], removed: Set<string>, table: string) {
  return rows.map((row) => {
    const copy: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(row)) {
      if (SECRET_COLUMN.test(column) && column !== 'storage_key') {
        removed.add(`${table}.${column}`);
        continue;
      }
      copy[column] = value;
    }
    return copy;
  });
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

async function addEntry(pack: tar.Pack, name: string, body: Buffer): Promise<void> {
  await new Promise<void>((resolve, reject) => pack.entry({ name }, body, (e) => (e ? reject(e) : resolve())));
}

async function addFile(pack: tar.Pack, store: FileStore, key: string): Promise<boolean> {
  const stat = await store.stat(key);
  if (!stat) return false;
  const source = await store.get(key);
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name: `files/${key}`, size: stat.size }, (e) => (e ? reject(e) : resolve()));
    source.on('error', reject);
    source.pipe(entry);
  });
  return true;
}

/** Where an export goes when --out does not say: `<subdomain>-export-<date>.tar.gz` here. */
export function defaultExportFile(subdomain: string, now: Date): string {
  return path.resolve(`${subdomain}-export-${now.toISOString().slice(0, 10)}.tar.gz`);
}

async function refuseExisting(file: string): Promise<void> {
  const exists = await access(file).then(
    () => true,
    () => false,
  );
  if (exists) throw new TenantInputError(`${file} exists already: choose another --out, nothing was written`);
}

/** Writes the archive of a deactivated tenant to `file`; refuses an unknown or active tenant. */
export async function exportTenant(
  db: Queryable,
  store: FileStore,
  subdomain: string,
  file: string,
  now: Date,
): Promise<TenantExportSummary> {
  const tenant = await deactivatedTenant(db, subdomain);
  await refuseExisting(file);
  const partial = `${file}.partial-${process.pid}`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { flags: 'wx' }));
  try {
    const summary = await packTenant(db, store, tenant, pack, now);
    pack.finalize();
    await written;
    await rename(partial, file);
    return { file, ...summary };
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

async function packTenant(db: Queryable, store: FileStore, tenant: Tenant, pack: tar.Pack, now: Date) {
  const tables: Record<string, number> = {};
  const keys = new Set<string>();
  const removed = new Set<string>();
  const prefix = tenantKeyPrefix(tenant.id);
  const customer = await db.query<Record<string, unknown>>('SELECT * FROM customers WHERE id = $1', [tenant.id]);
  await addEntry(pack, 'tables/customers.json', json(withoutSecrets(customer.rows, removed, 'customers')));
  tables.customers = customer.rows.length;
  // The operator's command crosses no tenant: every read names this tenant's id.
  for (const table of [...(await tenantTablesInDeleteOrder(db))].reverse()) {
    const { rows } = await db.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE customer_id = $1`, [tenant.id]);
    const name = table.replace(/^public\./, '').replaceAll('"', '');
    storageKeysIn(rows, prefix, keys);
    await addEntry(pack, `tables/${name}.json`, json(withoutSecrets(rows, removed, name)));
    tables[name] = rows.length;
  }
  const missingFiles: string[] = [];
  let files = 0;
  for (const key of [...keys].sort()) {
    if (await addFile(pack, store, key)) files += 1;
    else missingFiles.push(key);
  }
  const manifest = {
    format: 'portal-tenant-export/1',
    tenant: { subdomain: tenant.subdomain, name: tenant.name, deactivatedAt: tenant.deleted_at },
    exportedAt: now.toISOString(),
    tables,
    files,
    missingFiles,
    secretsLeftOut: [...removed].sort(),
  };
  await addEntry(pack, 'manifest.json', json(manifest));
  return { tables, files, missingFiles };
}
