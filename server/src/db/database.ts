// One interface over the two PostgreSQL engines (ARCHITECTURE.md §3): embedded PGlite under
// DATA_DIR, or a real server through `pg` when DATABASE_URL is set. The same SQL runs on both.
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows written by INSERT, UPDATE or DELETE; 0 for other statements. */
  affectedRows: number;
}

/**
 * A database session keeps the statements prepared on it for its lifetime, so both engines bound
 * the distinct texts they prepare: past the bound, a new text runs unprepared. Query shapes come
 * from the apps' fixed operations, so the bound is not reached in normal use; it stops a client
 * that sends endless new shapes from growing the server's memory.
 */
export const MAX_PREPARED_STATEMENTS = 1000;

export interface QueryOptions {
  /**
   * A statement the server runs again and again with other parameters (the GraphQL data API's):
   * prepared once (per connection on PostgreSQL, in the one PGlite session) and then only bound
   * and executed.
   */
  prepare?: boolean;
  /**
   * Cancel the statement when it runs longer than this (PostgreSQL's statement_timeout, SQLSTATE
   * 57014). PGlite runs statements in the server's own thread and cannot interrupt one: it ignores
   * this, and what bounds its statements is what the caller lets reach SQL.
   */
  timeoutMs?: number;
  /**
   * Run under this tenant's row-level security (tenant-scope.ts): the session takes the tenant role
   * with `app.customer_id` set. Without it a statement runs as the owner, whom the policies do not bind.
   */
  tenant?: number;
}

export interface TransactionOptions {
  /** The whole transaction under this tenant's row-level security (QueryOptions.tenant). */
  tenant?: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>;
  /** Runs several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export type NotificationListener = (payload: string) => void;

/**
 * The payload a listener gets when its connection was lost and is back: notifications sent in
 * between are gone, so anything may have changed. No NOTIFY sends it (table names are words).
 */
export const NOTIFICATIONS_MISSED = '*';

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; a throw rolls back everything it wrote. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * LISTEN on a channel; returns a function that stops listening. A lost connection is opened
   * again, and then every listener gets NOTIFICATIONS_MISSED.
   */
  listen(channel: string, onNotify: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PostgreSQL's pool (metrics): connections open, idle, and clients waiting for one; absent on PGlite. */
  poolStats?(): { total: number; idle: number; waiting: number };
}
