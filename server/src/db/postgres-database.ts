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
import { OWNER, UNKNOWN, checkedTenant, enterState, type SessionTenant } from './tenant-role';

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
  // The statement_timeout a pooled connection has (absent: none). Every query goes through a client
  // whose setting is made to match what it asks for, so a data API statement's timeout never stays
  // behind on a connection another caller gets next (a SET costs a round trip only on a change).
  const timeouts = new WeakMap<pg.PoolClient, number>();
  const applyTimeout = async (client: pg.PoolClient, ms: number) => {
    if ((timeouts.get(client) ?? 0) === ms) return;
    await client.query(`SET statement_timeout = ${ms}`);
    timeouts.set(client, ms);
  };
  const timeoutOf = (options?: QueryOptions) => Math.max(0, Math.floor(options?.timeoutMs ?? 0));
  // The tenant a pooled connection is under (tenant-role.ts), kept in step the same way: a statement
  // for another tenant, or for the owner, first moves the connection (one round trip on a change).
  const tenants = new WeakMap<pg.PoolClient, SessionTenant>();
  const applyTenant = async (client: pg.PoolClient, want: SessionTenant) => {
    const current = tenants.get(client) ?? OWNER;
    if (current === want) return;
    tenants.set(client, UNKNOWN);
    tenants.set(client, await enterState(current, want, (sql, values) => client.query(sql, values)));
  };
  const channels = new Map<string, Set<NotificationListener>>();
  const listener = new PostgresListener(connectionString, channels);
  return {
    kind: 'postgres',
    query: async (sql, params, options) => {
      const client = await pool.connect();
      let failed: unknown;
      try {
        await applyTenant(client, checkedTenant(options?.tenant));
        await applyTimeout(client, timeoutOf(options));
        return await run(client, sql, params, options);
      } catch (error) {
        failed = error;
        throw error;
      } finally {
        // As pool.query does: a connection that failed for a reason other than the statement
        // (no SQLSTATE) is discarded.
        const sqlState = typeof (failed as { code?: unknown } | undefined)?.code === 'string';
        client.release(failed !== undefined && !sqlState ? (failed as Error) : undefined);
      }
    },
    exec: async (sql) => {
      const client = await pool.connect();
      try {
        await applyTenant(client, OWNER);
        await applyTimeout(client, 0);
        await client.query(sql);
      } finally {
        client.release();
      }
    },
    transaction: async (work, options) => {
      const client = await pool.connect();
      let local = 0;
      try {
        await applyTenant(client, checkedTenant(options?.tenant));
        await applyTimeout(client, 0);
        await client.query('BEGIN');
        const scoped: Queryable = {
          query: async (sql, params, options) => {
            const ms = timeoutOf(options);
            if (ms !== local) {
              await client.query(`SET LOCAL statement_timeout = ${ms}`);
              local = ms;
            }
            return run(client, sql, params, options);
          },
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
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
