import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { MAX_PREPARED_STATEMENTS, type Database, type Queryable, type QueryResult } from './database';
import { PglitePreparedStatements } from './pglite-prepared';
import { OWNER, UNKNOWN, checkedTenant, enterState, type SessionTenant } from './tenant-role';

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
    // Trigram indexes for searches by part of a name (migration 0703).
    extensions: { pg_trgm },
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const run = async <Row>(target: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) => {
    const result = await target.query<Row>(sql, params ? [...params] : undefined);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 } satisfies QueryResult<Row>;
  };
  const prepared = new PglitePreparedStatements(pg, MAX_PREPARED_STATEMENTS);
  // The one session's tenant (tenant-role.ts): each operation first brings the session where it
  // must run (a statement only on a change) and runs in turn with the others, so no operation of
  // another tenant or of the owner can come between the change and the statement. PGlite runs one
  // operation at a time anyway; the turn adds only the ordering.
  let tenant: SessionTenant = OWNER;
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(want: SessionTenant, operation: () => Promise<T>): Promise<T> => {
    const next = turn.then(async () => {
      if (tenant !== want) {
        const from = tenant;
        tenant = UNKNOWN;
        tenant = await enterState(from, want, (sql, values) => pg.query(sql, values));
      }
      return operation();
    });
    turn = next.catch(() => undefined);
    return next;
  };
  return {
    kind: 'pglite',
    pglite: pg,
    query: (sql, params, options) =>
      inTurn(checkedTenant(options?.tenant), () =>
        options?.prepare ? prepared.query(sql, params ?? []) : run(pg, sql, params),
      ),
    exec: (sql) =>
      inTurn(OWNER, async () => {
        await pg.exec(sql);
      }),
    transaction: (work, options) =>
      inTurn(checkedTenant(options?.tenant), () =>
        pg.transaction(async (tx) => {
          const scoped: Queryable = {
            query: (sql, params) => run(tx, sql, params),
            exec: async (sql) => {
              await tx.exec(sql);
            },
          };
          return work(scoped);
        }),
      ),
    listen: async (channel, onNotify) => {
      const unsubscribe = await pg.listen(channel, onNotify);
      return async () => unsubscribe();
    },
    snapshot: () => pg.dumpDataDir('none'),
    close: () => pg.close(),
  };
}
