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

/** A failed statement's connection is discarded unless the failure was the statement's (a SQLSTATE). */
function releaseAfter(client: pg.PoolClient, failed: unknown): void {
  const sqlState = typeof (failed as { code?: unknown } | undefined)?.code === 'string';
  client.release(failed !== undefined && !sqlState ? (failed as Error) : undefined);
}

/**
 * The pool's connections, each kept in step with what a statement asks before it runs: its
 * statement_timeout (absent: none), so a data API statement's timeout never stays behind on a
 * connection another caller gets next, and the tenant it runs under (tenant-role.ts), so a
 * statement for another tenant, or for the owner, first moves the connection. A SET costs a round
 * trip only on a change.
 */
class PooledConnections {
  private readonly timeouts = new WeakMap<pg.PoolClient, number>();
  private readonly tenants = new WeakMap<pg.PoolClient, SessionTenant>();
  constructor(private readonly pool: pg.Pool) {}

  async acquire(tenant: SessionTenant, timeoutMs: number): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    try {
      await this.applyTenant(client, tenant);
      await this.applyTimeout(client, timeoutMs);
      return client;
    } catch (error) {
      releaseAfter(client, error);
      throw error;
    }
  }

  private async applyTimeout(client: pg.PoolClient, ms: number) {
    if ((this.timeouts.get(client) ?? 0) === ms) return;
    await client.query(`SET statement_timeout = ${ms}`);
    this.timeouts.set(client, ms);
  }

  private async applyTenant(client: pg.PoolClient, want: SessionTenant) {
    const current = this.tenants.get(client) ?? OWNER;
    if (current === want) return;
    this.tenants.set(client, UNKNOWN);
    this.tenants.set(client, await enterState(current, want, (sql, values) => client.query(sql, values)));
  }
}

const timeoutOf = (options?: QueryOptions) => Math.max(0, Math.floor(options?.timeoutMs ?? 0));

/** LISTEN/UNLISTEN on the one listening connection, a channel listened to while anyone wants it. */
function listenerOf(connectionString: string) {
  const channels = new Map<string, Set<NotificationListener>>();
  const listener = new PostgresListener(connectionString, channels);
  const listen = async (channel: string, onNotify: NotificationListener) => {
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
  };
  return { listen, close: () => listener.close() };
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
  const connections = new PooledConnections(pool);
  const notifications = listenerOf(connectionString);
  return {
    kind: 'postgres',
    query: async (sql, params, options) => {
      const client = await connections.acquire(checkedTenant(options?.tenant), timeoutOf(options));
      let failed: unknown;
      try {
        return await run(client, sql, params, options);
      } catch (error) {
        failed = error;
        throw error;
      } finally {
        // As pool.query does: a connection that failed for a reason other than the statement is discarded.
        releaseAfter(client, failed);
      }
    },
    exec: async (sql) => {
      const client = await connections.acquire(OWNER, 0);
      try {
        await client.query(sql);
      } finally {
        client.release();
      }
    },
    transaction: async (work, options) => {
      const client = await connections.acquire(checkedTenant(options?.tenant), 0);
      let local = 0;
      try {
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
    listen: notifications.listen,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
