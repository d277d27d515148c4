import type { CompiledQuery } from 'kysely';
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult as KyselyResult,
} from 'kysely';
import type { Queryable } from './database';

// A Kysely driver over our own Queryable, so one driver serves PGlite and pg alike (kysely-pglite
// 0.6 does not load with kysely 0.29, ARCHITECTURE.md §8). Transactions go through
// Database.transaction: build a Kysely over its scoped Queryable with `kyselyFor(tx)`.
class QueryableConnection implements DatabaseConnection {
  constructor(private readonly target: Queryable) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<KyselyResult<R>> {
    const result = await this.target.query<R>(compiled.sql, compiled.parameters);
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
  }

  // eslint-disable-next-line require-yield -- streaming is not offered by this driver
  async *streamQuery<R>(): AsyncIterableIterator<KyselyResult<R>> {
    throw new Error('streamQuery is not supported');
  }
}

class QueryableDriver implements Driver {
  private readonly connection: QueryableConnection;
  constructor(target: Queryable) {
    this.connection = new QueryableConnection(target);
  }
  async init() {}
  async acquireConnection() {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('Use Database.transaction and kyselyFor(tx) for transactions');
  }
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {}
}

export function kyselyFor<Schema>(target: Queryable): Kysely<Schema> {
  return new Kysely<Schema>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new QueryableDriver(target),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}
