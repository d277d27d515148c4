import type { Database, Queryable } from '../../db/database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/database';
import { executeGraphql } from '../execute/execute-operation';
import { createGraphqlEngine, type GraphqlEngine } from '../execute/graphql-engine';
import { loadMetadata } from '../metadata/load-metadata';
import type { GraphqlRole, MetadataJson } from '../metadata/metadata-types';
import type { SessionValues } from '../shared/session-values';
import { FIXTURE, loadFixture } from './fixture';

/** A Database that counts the SQL statements sent through it (the "one statement a field" proof). */
export function countingDatabase(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params, options) => {
      statements.push(sql);
      return q.query(sql, params, options);
    },
    exec: (sql) => {
      statements.push(sql);
      return q.exec(sql);
    },
  });
  return {
    statements,
    db: {
      ...db,
      kind: db.kind,
      ...wrap(db),
      transaction: (work) => db.transaction((tx) => work(wrap(tx))),
      listen: db.listen.bind(db),
      close: db.close.bind(db),
    },
  };
}

/** A second server instance's database: its own connections on PostgreSQL, the same PGlite in-process. */
export async function secondConnection(db: Database): Promise<Database> {
  if (testDbKind !== 'postgres') return db;
  const { rows } = await db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return openPostgresDatabase(url.toString(), 2);
}

export interface EngineHarness {
  test: TestDatabase;
  engine: GraphqlEngine;
  statements: string[];
  /** Runs a request as `who` and answers the parsed body. */
  gql(
    who: SessionValues,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{
    data?: Record<string, unknown>;
    errors?: { message: string; extensions: { code: string; path: string } }[];
  }>;
  /** How many SQL statements one request sends. */
  statementsOf(who: SessionValues, query: string): Promise<number>;
  close(): Promise<void>;
}

export function sessionOf(tenant: 'alpha' | 'beta', role: Exclude<GraphqlRole, 'anonymous'>): SessionValues {
  const t = FIXTURE[tenant];
  const userId = { admin: t.admin, team_leader: t.leader, staff: t.staff, participant: t.participant }[role];
  return { role, customerId: t.customer, userId };
}

/**
 * The product's metadata, except that the fixture's templates and template_flags keep the writable
 * "menu" profile: the engine's generic mutations (jsonb operators, nested object inserts, upserts)
 * are proven on that pair, while the product lets a template be written only through the designer's
 * actions (issue 13, so the metadata makes both tables select-only for every role).
 */
async function engineMetadata(): Promise<MetadataJson> {
  const metadata = await loadMetadata();
  const writable = new Set(['templates', 'template_flags']);
  return {
    ...metadata,
    tables: metadata.tables.map((entry) =>
      writable.has(entry.table)
        ? { ...entry, profile: 'menu', permissions: { participant: entry.permissions?.participant ?? {} } }
        : entry,
    ),
  };
}

export async function startEngineHarness(): Promise<EngineHarness> {
  const test = await createTestDatabase();
  await loadFixture(test.db);
  const engine = await createGraphqlEngine(test.db, { metadata: await engineMetadata() });
  const counting = countingDatabase(test.db);
  return {
    test,
    engine,
    statements: counting.statements,
    gql: async (who, query, variables) =>
      JSON.parse(await executeGraphql(engine, counting.db, who, { query, variables })),
    statementsOf: async (who, query) => {
      counting.statements.length = 0;
      await executeGraphql(engine, counting.db, who, { query });
      return counting.statements.length;
    },
    close: () => test.destroy(),
  };
}
