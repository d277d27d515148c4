import pg from 'pg';
import { NOTIFICATIONS_MISSED, type NotificationListener } from './database';

/**
 * The one connection that LISTENs for the pool. When PostgreSQL drops it (restart, failover, an
 * administrator), it is opened again with backoff, LISTENs to every channel again and tells every
 * listener NOTIFICATIONS_MISSED; live queries and cached answers would otherwise go stale unseen.
 */
export class PostgresListener {
  private client: Promise<pg.Client> | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly channels: Map<string, Set<NotificationListener>>,
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
