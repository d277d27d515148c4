import pg from 'pg';
import { PostgresListener } from './postgres-listener';
import {
  MAX_PREPARED_STATEMENTS,
  type Database,
  type NotificationListener,
  type Queryable,
  type QueryOptions,
  type QueryResult,
} from './database';

// bigint (int8) and numeric arrive as strings by default; ids in this product stay far below 2^53,
// so int8 is parsed as a number. numeric stays a string (money-like values must not lose digits).
pg.types.setTypeParser(20, (value) => Number(value));

class PreparedStatementNames {
  private readonly names = new Map<string, string>();
  constructor(private readonly max: number) {}

  nameOf(sql: string): string | undefined {
    let name = this.names.get(sql);
    if (name === undefined && this.names.size < this.max) {
      name = `p${this.names.size}`;
      this.names.set(sql, name);
    }
    return name;
  }
}

export async function openPostgresDatabase(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection that the server drops (restart, admin termination) must not crash the process;
  // the pool discards it and the next query opens a new one.
  pool.on('error', () => undefined);
  // Fail at start, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const prepared = new PreparedStatementNames(MAX_PREPARED_STATEMENTS);
  const run = async <Row>(
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ) => {
    const values = params ? [...params] : undefined;
    const name = options?.prepare ? prepared.nameOf(sql) : undefined;
    const result = await (name ? client.query({ name, text: sql, values }) : client.query(sql, values));
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 } satisfies QueryResult<Row>;
  };
  const channels = new Map<string, Set<NotificationListener>>();
  const listener = new PostgresListener(connectionString, channels);
  return {
    kind: 'postgres',
    query: (sql, params, options) => run(pool, sql, params, options),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const scoped: Queryable = {
          query: (sql, params, options) => run(client, sql, params, options),
          exec: async (sql) => {
            await client.query(sql);
          },
        };
        const result = await work(scoped);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onNotify) => {
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
        await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      handlers.add(onNotify);
      return async () => {
        handlers.delete(onNotify);
        if (handlers.size === 0 && channels.get(channel) === handlers) {
          channels.delete(channel);
          await listener.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
