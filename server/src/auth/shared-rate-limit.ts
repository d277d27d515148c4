import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Queryable } from '../db/database';
import type { Clock } from '../clock/clock';

// Fixed-window counters in the database (rate_limit_windows), so every server instance on one
// database counts the same hits (issue 18.6). One statement per hit: atomic on PGlite and PostgreSQL.

export interface WindowHits {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

const PRUNE_EVERY = 500;
let hitsSincePrune = 0;

/** Counts `count` hits for `key` in a window of `windowMs`; a window that has ended starts again. */
export async function hitWindow(db: Queryable, clock: Clock, key: string, windowMs: number, count = 1): Promise<WindowHits> {
  const now = clock.now();
  const { rows } = await db.query<{ hits: number; window_ends_at: Date }>(
    `INSERT INTO rate_limit_windows AS w (key, hits, window_ends_at) VALUES ($1, $4, $2::timestamptz + $3 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN w.window_ends_at <= $2 THEN $4 ELSE w.hits + $4 END,
       window_ends_at = CASE WHEN w.window_ends_at <= $2 THEN EXCLUDED.window_ends_at ELSE w.window_ends_at END
     RETURNING hits, window_ends_at`,
    [key, now, windowMs, count],
  );
  hitsSincePrune += 1;
  if (hitsSincePrune >= PRUNE_EVERY) {
    hitsSincePrune = 0;
    await db.query('DELETE FROM rate_limit_windows WHERE window_ends_at < $1', [new Date(now.getTime() - 3_600_000)]);
  }
  const row = rows[0];
  return { current: row?.hits ?? count, ttl: row ? Math.max(0, row.window_ends_at.getTime() - now.getTime()) : windowMs };
}

/** The hits of `key`'s current window without counting one. */
export async function readWindow(db: Queryable, clock: Clock, key: string): Promise<WindowHits> {
  const now = clock.now();
  const { rows } = await db.query<{ hits: number; window_ends_at: Date }>(
    'SELECT hits, window_ends_at FROM rate_limit_windows WHERE key = $1 AND window_ends_at > $2',
    [key, now],
  );
  const row = rows[0];
  return row ? { current: row.hits, ttl: row.window_ends_at.getTime() - now.getTime() } : { current: 0, ttl: 0 };
}

type StoreCallback = (error: Error | null, result?: WindowHits) => void;

/**
 * A store for @fastify/rate-limit that keeps its counters in the database. The plugin builds it
 * with `new Store(options)` and asks each limited route for a `child`, whose keys the route's
 * method and path prefix.
 */
export function databaseRateLimitStore(db: Queryable, clock: Clock) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    constructor(scope?: unknown) {
      this.prefix = typeof scope === 'string' ? scope : 'rate';
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      hitWindow(db, clock, `${this.prefix} ${key}`, timeWindow).then((hits) => callback(null, hits), callback);
    }

    read(key: string, callback: StoreCallback): void {
      readWindow(db, clock, `${this.prefix} ${key}`).then((hits) => callback(null, hits), callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): DatabaseRateLimitStore {
      // At run time the plugin passes the route's merged limit options, the route under `routeInfo`.
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } };
      const method = routeInfo?.method ?? routeOptions.method;
      const url = routeInfo?.url ?? routeOptions.url;
      return new DatabaseRateLimitStore(`rate ${String(method ?? '')} ${String(url ?? '')}`);
    }
  };
}
