import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';

// bigint (int8) and numeric arrive as strings by default; ids in this product stay far below 2^53,
// so int8 is parsed as a number. numeric stays a string (money-like values must not lose digits).
pg.types.setTypeParser(20, (value) => Number(value));

export async function openPostgresDatabase(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection that the server drops (restart, admin termination) must not crash the process;
  // the pool discards it and the next query opens a new one.
  pool.on('error', () => undefined);
  // Fail at start, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const run = async <Row>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) => {
    const result = await client.query(sql, params ? [...params] : undefined);
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 } satisfies QueryResult<Row>;
  };
  let listener: pg.Client | undefined;
  const channels = new Map<string, Set<(payload: string) => void>>();
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const scoped: Queryable = {
          query: (sql, params) => run(client, sql, params),
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
      if (!listener) {
        listener = new pg.Client({ connectionString });
        listener.on('error', () => undefined);
        await listener.connect();
        listener.on('notification', (message) => {
          for (const handler of channels.get(message.channel) ?? []) handler(message.payload ?? '');
        });
      }
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
        await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      handlers.add(onNotify);
      return async () => {
        handlers.delete(onNotify);
        if (handlers.size === 0 && listener) {
          channels.delete(channel);
          await listener.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
        }
      };
    },
    close: async () => {
      await listener?.end();
      await pool.end();
    },
  };
}
