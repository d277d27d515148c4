import { PGlite } from '@electric-sql/pglite';
import { MAX_PREPARED_STATEMENTS, type Database, type Queryable, type QueryResult } from './database';
import { PglitePreparedStatements } from './pglite-prepared';

/**
 * Embedded PostgreSQL (WASM). PGlite runs one statement at a time; its own `transaction` holds
 * the connection, so statements outside a running transaction wait for it (it queues them).
 */
export interface PgliteDatabase extends Database {
  /** The engine itself, for a client that speaks to PGlite directly (the benchmark's PostGraphile). */
  readonly pglite: PGlite;
  /** A tarball of the whole data directory, which `loadDataDir` starts a copy from. */
  snapshot(): Promise<Blob>;
}

export async function openPgliteDatabase(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const run = async <Row>(target: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) => {
    const result = await target.query<Row>(sql, params ? [...params] : undefined);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 } satisfies QueryResult<Row>;
  };
  const prepared = new PglitePreparedStatements(pg, MAX_PREPARED_STATEMENTS);
  return {
    kind: 'pglite',
    pglite: pg,
    query: (sql, params, options) =>
      options?.prepare ? prepared.query(sql, params ?? []) : run(pg, sql, params),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (work) =>
      pg.transaction(async (tx) => {
        const scoped: Queryable = {
          query: (sql, params) => run(tx, sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        };
        return work(scoped);
      }),
    listen: async (channel, onNotify) => {
      const unsubscribe = await pg.listen(channel, onNotify);
      return async () => unsubscribe();
    },
    snapshot: () => pg.dumpDataDir('none'),
    close: () => pg.close(),
  };
}
