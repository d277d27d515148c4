import type { Database } from '../../../db/database';
import { removeTenants } from '../../../operations';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createGraphqlEngine, type GraphqlEngine } from '../../execute/graphql-engine';
import { loadFixture } from '../fixture';

// The databases the isolation property runs against (issue 17, figures). Tenant alpha (1) attacks,
// tenant beta (2) is the victim; every database starts from the engine fixture plus the rows below.
// - reads.withBeta: both tenants, plus rows of beta planted past every constraint that point into
//   alpha (what a missed foreign key or old data would leave): a permission rule that follows a
//   relationship without the tenant would let them decide what alpha's users see.
// - reads.alphaOnly: the same with every row of beta removed. A read by alpha must answer exactly
//   the same on both (non-interference: beta's rows neither shown nor able to change the answer).
// - writes: both tenants, no planted rows; alpha's writes must leave every row of beta and of the
//   shared lookups as it was, and leave no row of one tenant referencing another's.

export interface Side {
  db: Database;
  engine: GraphqlEngine;
}

export interface IsolationWorld {
  readsWithBeta: Side;
  readsAlphaOnly: Side;
  writes: Side;
  /** Up to ten rows of each tenant table, per tenant (1, 2), as JSON. */
  rows: Map<string, { 1: Record<string, unknown>[]; 2: Record<string, unknown>[] }>;
  /** One statement: a digest of every beta row and every lookup row. */
  fingerprintSql: string;
  /** One statement: how many rows reference a row of another tenant. */
  crossReferencesSql: string;
  close(): Promise<void>;
}

// Rows the fixture lacks (events, documents, link tables), the same shape in both tenants.
const extraRows = (t: 1 | 2) => {
  const b = t * 100;
  return `
INSERT INTO events (id, customer_id, title, starts_at, ends_at, recipient_id, created_by) VALUES
  (${b + 1}, ${t}, 'Møte med Pia', '2024-06-01T10:00Z', '2024-06-01T11:00Z', ${b + 11}, ${b + 3}),
  (${b + 2}, ${t}, 'Personalmøte', '2024-06-02T10:00Z', '2024-06-02T11:00Z', NULL, ${b + 3});
INSERT INTO event_participants (event_id, user_id, customer_id) VALUES (${b + 1}, ${b + 4}, ${t}), (${b + 2}, ${b + 3}, ${t});
INSERT INTO chat_members (chat_id, user_id, customer_id) VALUES (${b + 1}, ${b + 4}, ${t}), (${b + 2}, ${b + 3}, ${t});
INSERT INTO documents (id, customer_id, name) VALUES (${b + 1}, ${t}, 'Avtale'), (${b + 2}, ${t}, 'Internt notat');
INSERT INTO document_patient (id, document_id, patient_id, customer_id, status) VALUES (${b + 1}, ${b + 1}, ${b + 11}, ${t}, 'SENT');
INSERT INTO tasks (id, customer_id, title, recipient_id, assigned_to, created_by) VALUES
  (${b + 1}, ${t}, 'Ring Pia', ${b + 11}, ${b + 3}, ${b + 3}), (${b + 2}, ${t}, 'Intern', NULL, ${b + 2}, ${b + 2});
INSERT INTO recipient_staff (recipient_id, user_id, customer_id, status) VALUES (${b + 11}, ${b + 3}, ${t}, 'accepted');
INSERT INTO template_journal_roles (role, template_uuid, customer_id)
  SELECT 'staff', template_uuid, ${t} FROM templates WHERE id = ${b + 1};
INSERT INTO template_cache (template_uuid, customer_id) SELECT template_uuid, ${t} FROM templates WHERE id = ${b + 1};`;
};

// Beta's rows that name alpha's staff-only chat, event and document for alpha's participant.
const PLANTED = `
INSERT INTO chat_members (chat_id, user_id, customer_id) VALUES (102, 104, 2);
INSERT INTO event_participants (event_id, user_id, customer_id) VALUES (102, 104, 2);
INSERT INTO document_patient (id, document_id, patient_id, customer_id, status) VALUES (299, 102, 111, 2, 'SENT');`;

// uuids the same in every database, so that answers compare (triggers off: no change-log rows)
const SAME_UUIDS = `
SET LOCAL session_replication_role = replica;
UPDATE templates SET template_uuid = md5('template' || id)::uuid;
UPDATE queries SET query_uuid = md5('query' || id)::uuid`;

const SEQUENCES = `
DO $$ DECLARE s record; BEGIN
  FOR s IN SELECT c.oid::regclass AS seq FROM pg_class c WHERE c.relkind = 'S' LOOP
    PERFORM setval(s.seq, 10000);
  END LOOP;
END $$`;

async function side(planted: boolean, withBeta: boolean): Promise<{ test: TestDatabase; side: Side }> {
  const test = await createTestDatabase();
  await loadFixture(test.db);
  await test.db.transaction((tx) => tx.exec(SAME_UUIDS));
  await test.db.exec(extraRows(1) + extraRows(2) + SEQUENCES);
  if (planted)
    await test.db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL session_replication_role = replica; ${PLANTED}`);
    });
  if (!withBeta) await test.db.transaction((tx) => removeTenants(tx, ['beta']));
  return { test, side: { db: test.db, engine: await createGraphqlEngine(test.db) } };
}

const TENANT_TABLES_SQL = `
SELECT format('%I.%I', n.nspname, c.relname) AS name, c.relname AS table
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE c.relkind = 'r' AND n.nspname IN ('public', 'connector') AND c.relname <> 'migrations'
   AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'customer_id' AND NOT a.attisdropped)
 ORDER BY 1`;

const TENANT_KEYS_SQL = `
SELECT k.conrelid::regclass::text AS child, k.confrelid::regclass::text AS parent,
       ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(n, i)
               JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i) AS child_columns,
       ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY u(n, i)
               JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.i) AS parent_columns
  FROM pg_constraint k
 WHERE k.contype = 'f'
   AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = k.conrelid AND a.attname = 'customer_id')
   AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = k.confrelid AND a.attname = 'customer_id')`;

export async function buildIsolationWorld(): Promise<IsolationWorld> {
  const withBeta = await side(true, true);
  const alphaOnly = await side(true, false);
  const writes = await side(false, true);
  const db = writes.test.db;
  const tables = (await db.query<{ name: string; table: string }>(TENANT_TABLES_SQL)).rows;
  const rows: IsolationWorld['rows'] = new Map();
  for (const { name, table } of tables) {
    const of = async (tenant: number) =>
      (
        await db.query<{ row: Record<string, unknown> }>(
          `SELECT to_jsonb(t) AS row FROM ${name} t WHERE customer_id = $1 LIMIT 10`,
          [tenant],
        )
      ).rows.map((r) => r.row);
    rows.set(table, { 1: await of(1), 2: await of(2) });
  }
  const lookups = (
    await db.query<{ name: string }>(`
      SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind = 'r' AND n.nspname = 'public' AND c.relname IN
             ('groups', 'types', 'initiators', 'status', 'table_names', 'filter_names', 'consent_status', 'categories', 'security_levels')`)
  ).rows;
  const digest = (from: string, where: string) =>
    `md5(coalesce((SELECT string_agg(t::text, '|' ORDER BY t::text) FROM ${from} t ${where}), ''))`;
  const fingerprintSql = `SELECT ${[
    ...tables.map((t) => digest(t.name, 'WHERE customer_id = 2')),
    ...lookups.map((t) => digest(t.name, '')),
  ].join(' || ')} AS fingerprint`;
  const keys = (
    await db.query<{ child: string; parent: string; child_columns: string[]; parent_columns: string[] }>(
      TENANT_KEYS_SQL,
    )
  ).rows.filter((k) => k.parent !== 'customers');
  const join = (k: (typeof keys)[number]) =>
    k.child_columns
      .map((c, i) => [c, k.parent_columns[i]!])
      .filter(([c]) => c !== 'customer_id')
      .map(([c, p]) => `p."${p}" = c."${c}"`)
      .join(' AND ');
  const crossReferencesSql = `SELECT ${keys
    .map(
      (k) =>
        `(SELECT count(*) FROM ${k.child} c JOIN ${k.parent} p ON ${join(k)} WHERE p.customer_id <> c.customer_id)`,
    )
    .join(' + ')} AS count`;
  return {
    readsWithBeta: withBeta.side,
    readsAlphaOnly: alphaOnly.side,
    writes: writes.side,
    rows,
    fingerprintSql,
    crossReferencesSql,
    close: async () => {
      await Promise.all([withBeta.test.destroy(), alphaOnly.test.destroy(), writes.test.destroy()]);
    },
  };
}
