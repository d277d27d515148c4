import pg from 'pg';
import {
  MAX_PREPARED_STATEMENTS,
  NOTIFICATIONS_MISSED,
  type Database,
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
  const channels = new Map<string, Set<(payload: string) => void>>();
  const listener = new Listener(connectionString, channels);
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

/**
 * The one connection that LISTENs for the pool. When PostgreSQL drops it (restart, failover, an
 * administrator), it is opened again with backoff, LISTENs to every channel again and tells every
 * listener NOTIFICATIONS_MISSED; live queries and cached answers would otherwise go stale unseen.
 */
class Listener {
  private client: Promise<pg.Client> | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly channels: Map<string, Set<(payload: string) => void>>,
  ) {}

  async query(sql: string): Promise<void> {
    await (await this.connected()).query(sql);
  }

  private connected(): Promise<pg.Client> {
    this.client ??= this.open().catch((error: unknown) => {
      this.client = undefined;
      throw error;
    });
    return this.client;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    // The 'end' event follows an error; a lost connection is handled there.
    client.on('error', () => undefined);
    await client.connect();
    client.on('notification', (message) => {
      for (const handler of this.channels.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    try {
      for (const channel of this.channels.keys())
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.on('end', () => this.lost(client));
    return client;
  }

  private lost(client: pg.Client): void {
    this.client?.then(
      (current) => {
        if (current !== client || this.closed) return;
        this.client = undefined;
        this.reopen(0);
      },
      () => undefined, // a connection that never opened is retried by whoever asks next
    );
  }

  private reopen(attempt: number): void {
    if (this.closed || this.channels.size === 0) return;
    this.retry = setTimeout(
      () => {
        this.connected().then(
          () => {
            for (const handlers of this.channels.values())
              for (const handler of handlers) handler(NOTIFICATIONS_MISSED);
          },
          () => this.reopen(attempt + 1),
        );
      },
      Math.min(30_000, 100 * 2 ** attempt),
    );
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = await this.client?.catch(() => undefined);
    await client?.end();
  }
}
