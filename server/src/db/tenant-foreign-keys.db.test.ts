import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase, type TestDatabase } from '../test/database';
import type { Database, Queryable } from './database';

// Issue 17 item 3: every foreign key the catalogue knows, proved on the demo data. Nothing here
// names a table, so a table added by a later migration is covered as soon as it exists (and, as
// the demo seed must fill it, has rows of both tenants to try).

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  childColumns: string[];
  parentColumns: string[];
  childTenant: boolean;
  parentTenant: boolean;
}

const FOREIGN_KEYS_SQL = `
SELECT k.conname AS name, k.conrelid::regclass::text AS child, k.confrelid::regclass::text AS parent,
       ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(n, i)
               JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i) AS "childColumns",
       ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY u(n, i)
               JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.i) AS "parentColumns",
       EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = k.conrelid AND a.attname = 'customer_id' AND NOT a.attisdropped) AS "childTenant",
       EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = k.confrelid AND a.attname = 'customer_id' AND NOT a.attisdropped) AS "parentTenant"
  FROM pg_constraint k
  JOIN pg_namespace n ON n.oid = k.connamespace
 WHERE k.contype = 'f' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
 ORDER BY 2, 1`;

// The demo seed has no sign-in state and no overview for care; these rows give every key of
// those tables a row of each tenant to try.
const AUTH_STATE_SQL = `
WITH admins AS (
  SELECT u.id AS user_id, u.customer_id FROM users u JOIN customers c ON c.id = u.customer_id
   WHERE c.subdomain IN ('demo', 'care') AND u.username = 'admin'),
device AS (
  INSERT INTO devices (customer_id, user_id, kind) SELECT customer_id, user_id, 'trusted' FROM admins
  RETURNING id, customer_id, user_id),
session AS (
  INSERT INTO sessions (jti, customer_id, user_id, device_id, device_kind)
  SELECT gen_random_uuid(), customer_id, user_id, id, 'trusted' FROM device RETURNING 1),
code AS (
  INSERT INTO one_time_codes (customer_id, user_id, purpose, code_hash, expires_at)
  SELECT customer_id, user_id, 'login_sms', md5(random()::text), now() FROM admins RETURNING 1),
flag AS (
  INSERT INTO feature_flag_audit (customer_id, name, enabled, changed_by)
  SELECT customer_id, 'chat_asyncChat', true, user_id FROM admins RETURNING 1),
credential AS (
  INSERT INTO connector_credentials (customer_id, name, secret_hash, created_by)
  SELECT customer_id, 'test', md5(random()::text), user_id FROM admins RETURNING 1),
overview AS (
  INSERT INTO overviews (customer_id, user_id, name, app_context)
  -- the admins' own JOURNAL_ME overview (the demo gives the admin a JOURNAL_RECIPIENT one)
  SELECT customer_id, user_id, 'Test', 'JOURNAL_ME' FROM admins RETURNING id, customer_id)
INSERT INTO overview_widgets (customer_id, overview_id, widget, "order") SELECT customer_id, id, 'CHAT', 1 FROM overview`;

class Rollback extends Error {}

interface Outcome {
  code: string;
  message: string;
}

/**
 * Runs one statement in a transaction that is always rolled back; answers the error, if any. The
 * table's own triggers are off for it (an authority trigger may reset the very column tried),
 * except the tenant reference checks of migration 1000, which are part of what is proved.
 */
async function attempt(db: Database, table: string, sql: string, params: unknown[]): Promise<Outcome | null> {
  try {
    await db.transaction(async (tx: Queryable) => {
      const triggers = await tx.query<{ name: string }>(
        `SELECT tgname AS name FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal
            AND tgname NOT LIKE 'tenant\\_reference\\_%'`,
        [table],
      );
      for (const trigger of triggers.rows)
        await tx.exec(`ALTER TABLE ${table} DISABLE TRIGGER ${ident(trigger.name)}`);
      await tx.query(sql, params);
      throw new Rollback();
    });
  } catch (error) {
    if (error instanceof Rollback) return null;
    const e = error as { code?: string; message?: string };
    return { code: e.code ?? '', message: (e.message ?? '').split('\n')[0]! };
  }
  return null;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A value of the key column's type that no row has (the "missing" reference). */
const missingValue = (parent: string, column: string, type: string) =>
  type === 'uuid'
    ? 'gen_random_uuid()'
    : /int|numeric/.test(type)
      ? `(SELECT coalesce(max(${ident(column)}), 0) + 1000000 FROM ${parent})`
      : `'missing-' || gen_random_uuid()::text`;

describe('foreign keys across tenants (issue 17 item 3)', () => {
  let test: TestDatabase;
  let db: Database;
  let keys: ForeignKey[];
  let tenantA: number;
  let tenantB: number;

  beforeAll(async () => {
    test = await createSeededTestDatabase();
    db = test.db;
    keys = (await db.query<ForeignKey>(FOREIGN_KEYS_SQL)).rows;
    const ids = (
      await db.query<{ id: number; subdomain: string }>(
        `SELECT id::int, subdomain FROM customers WHERE subdomain IN ('demo', 'care')`,
      )
    ).rows;
    tenantA = ids.find((r) => r.subdomain === 'demo')!.id;
    tenantB = ids.find((r) => r.subdomain === 'care')!.id;
    await db.exec(AUTH_STATE_SQL);
  });
  afterAll(async () => {
    await test?.destroy();
  });

  it('no table without a tenant points into tenant data', () => {
    const intoTenants = keys.filter((k) => !k.childTenant && k.parentTenant);
    expect(intoTenants.map((k) => `${k.child}.${k.name}`)).toEqual([]);
  });

  it('every key between tenant tables carries the tenant on both sides', () => {
    const between = keys.filter((k) => k.childTenant && k.parentTenant && k.parent !== 'customers');
    expect(between.length).toBeGreaterThan(100);
    const unscoped = between.filter((k) => {
      const at = k.childColumns.indexOf('customer_id');
      return at < 0 || k.parentColumns[at] !== 'customer_id';
    });
    expect(unscoped.map((k) => `${k.child}.${k.name}`)).toEqual([]);
  });

  it("refuses another tenant's row on every key, exactly as a missing one", async () => {
    const between = keys.filter((k) => k.childTenant && k.parentTenant && k.parent !== 'customers');
    const problems: string[] = [];
    for (const key of between) {
      const pairs = key.childColumns
        .map((c, i) => [c, key.parentColumns[i]!] as const)
        .filter(([c]) => c !== 'customer_id');
      const child = (
        await db.query<{ ctid: string }>(
          // Best a row that uses the key already (a series exception for events.series_id, say).
          `SELECT ctid::text FROM ${key.child} WHERE customer_id = $1
            ORDER BY (${pairs.map(([c]) => `${ident(c)} IS NOT NULL`).join(' AND ')}) DESC LIMIT 1`,
          [tenantA],
        )
      ).rows[0];
      const parentHasB = (
        await db.query(`SELECT 1 FROM ${key.parent} WHERE customer_id = $1 LIMIT 1`, [tenantB])
      ).rows.length;
      if (!child || !parentHasB) {
        problems.push(
          `${key.child}.${key.name}: the demo seed has no row to try (demo in the child, care in the parent)`,
        );
        continue;
      }
      const set = `(${pairs.map(([c]) => ident(c)).join(', ')})`;
      const foreign = await attempt(
        db,
        key.child,
        `UPDATE ${key.child} SET ${set} = (SELECT ${pairs.map(([, p]) => `p.${ident(p)}`).join(', ')}
           FROM ${key.parent} p WHERE p.customer_id = $2 LIMIT 1) WHERE ctid = $1::tid`,
        [child.ctid, tenantB],
      );
      const types = (
        await db.query<{ column: string; type: string }>(
          `SELECT a.attname AS column, format_type(a.atttypid, NULL) AS type FROM pg_attribute a
            WHERE a.attrelid = $1::regclass AND a.attname = ANY($2::text[])`,
          [key.parent, pairs.map(([, p]) => p)],
        )
      ).rows;
      const missing = await attempt(
        db,
        key.child,
        `UPDATE ${key.child} SET ${set} = (SELECT ${pairs
          .map(([, p]) => missingValue(key.parent, p, types.find((t) => t.column === p)!.type))
          .join(', ')}) WHERE ctid = $1::tid`,
        [child.ctid],
      );
      if (foreign?.code !== '23503' || !foreign.message.includes(key.name))
        problems.push(`${key.child}.${key.name}: cross-tenant reference answered ${JSON.stringify(foreign)}`);
      else if (JSON.stringify(foreign) !== JSON.stringify(missing))
        problems.push(
          `${key.child}.${key.name}: ${JSON.stringify(foreign)} differs from missing ${JSON.stringify(missing)}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('every unique key of a tenant table names its tenant, directly or through a tenant key', async () => {
    // A key that holds customer_id, or the columns of a tenant-scoped foreign key, can only clash
    // within one tenant, so no tenant can plant a row that blocks another's. Surrogate keys the
    // server generates (serial ids, random uuids, secret tokens) are globally unique by design.
    const uniques = (
      await db.query<{ table: string; name: string; columns: string[]; generated: boolean }>(`
        SELECT c.oid::regclass::text AS table, ic.relname AS name,
               ARRAY(SELECT a.attname::text FROM unnest(i.indkey::int2[]) x JOIN pg_attribute a
                       ON a.attrelid = c.oid AND a.attnum = x) AS columns,
               (i.indnatts = 1 AND EXISTS (
                  SELECT 1 FROM pg_attrdef d JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
                   WHERE d.adrelid = c.oid AND a.attnum = i.indkey[0]
                     AND pg_get_expr(d.adbin, d.adrelid) ~ '^(nextval|gen_random_uuid)')) AS generated
          FROM pg_index i
          JOIN pg_class c ON c.oid = i.indrelid
          JOIN pg_class ic ON ic.oid = i.indexrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE i.indisunique AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
           AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'customer_id')
         ORDER BY 1, 2`)
    ).rows;
    const tenantKeys = keys.filter((k) => k.childTenant && k.parentTenant && k.parent !== 'customers');
    // Secrets and codes the server makes (hashes, tokens, a meeting socket's random peer id): unique
    // across tenants on purpose.
    const secret = /^(jti|token|token_hash|secret_hash|code_hash|ticket_hash|peer_id)$/;
    // The job queue's keys are the server's own names ('calendar.reminder:<event id>'), across
    // tenants on purpose: a sweep belongs to none (server/src/jobs).
    const serverQueue = (u: { table: string }) => u.table === 'scheduled_jobs';
    const loose = uniques.filter(
      (u) =>
        !u.generated &&
        !serverQueue(u) &&
        !u.columns.includes('customer_id') &&
        !(u.columns.length === 1 && secret.test(u.columns[0]!)) &&
        !tenantKeys.some(
          (k) =>
            k.child === u.table &&
            k.childColumns.filter((c) => c !== 'customer_id').every((c) => u.columns.includes(c)),
        ),
    );
    expect(loose.map((u) => `${u.table}.${u.name} (${u.columns.join(', ')})`)).toEqual([]);
  });
});
