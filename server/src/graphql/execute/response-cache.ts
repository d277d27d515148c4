import { getDirectiveValues, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { NOTIFICATIONS_MISSED } from '../../db/database';
import type { MutationIR } from '../ir/ir-types';
import type { RootPlan } from '../ir/parse-operation';
import { MAX_TTL_SECONDS, cachedDirective } from '../schema/cached-directive';
import type { SqlStatement } from '../sql/render-context';
import type { TablesRead } from '../sql/tables-read';
import { validationFailed } from '../shared/graphql-error';
import { changedTable } from '../shared/change-payload';

export interface CachedDirective {
  ttlSeconds: number;
  refresh: boolean;
}

/** The query operation's `@cached`, or undefined; a ttl outside 1..300 seconds is refused. */
export function readCachedDirective(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): CachedDirective | undefined {
  if (!operation.directives?.length) return undefined;
  const values = getDirectiveValues(cachedDirective, operation, variables);
  if (!values) return undefined;
  const ttl = values.ttl as number;
  if (ttl < 1 || ttl > MAX_TTL_SECONDS)
    throw validationFailed(`the ttl of @cached must be from 1 to ${MAX_TTL_SECONDS} seconds`, '$.query');
  return { ttlSeconds: ttl, refresh: values.refresh as boolean };
}

/** Hasura caches answers up to 100 KB; a larger root field is answered but not kept. */
export const MAX_ENTRY_BYTES = 100 * 1024;

/** The change counts a statement started from; a later change makes its answer stale. */
interface Snapshot {
  tables: readonly string[];
  versions: readonly number[];
  /** The count of all changes, for statements that read a view (`anyTable`). */
  any: number | undefined;
  epoch: number;
}

interface Entry extends Snapshot {
  json: string;
  expiresAt: number;
}

interface Running extends Snapshot {
  answer: Promise<string>;
}

export interface CachedAnswer {
  json: string;
  /** When the answer leaves the cache at the latest; undefined when it was not kept. */
  expiresAt?: number;
}

/**
 * Answers of `@cached` queries per root field, for this server instance. The key is the root
 * field's SQL text and parameters, so it holds exactly the session values its permissions read
 * (Hasura's key: the query, its variables and the session variables its permissions use); two
 * users of one tenant and role with the same permission inputs share an entry, users of two tenants
 * never do. An entry lives at most its ttl and is dropped as soon as a table it reads changes:
 * through the change feed's NOTIFY (every instance), and at once for this instance's own mutations.
 * Concurrent misses of one key share one statement.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly inFlight = new Map<string, Running>();
  private readonly versions = new Map<string, number>();
  private any = 0;
  private epoch = 0;
  hits = 0;
  misses = 0;

  constructor(
    maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      // Key and answer as UTF-16 in memory, and a little for the entry's own fields.
      sizeCalculation: (entry, key) => (key.length + entry.json.length) * 2 + 64,
    });
  }

  /** Whole seconds from now until `at` (an answer's expiresAt), for Cache-Control: max-age. */
  secondsUntil(at: number): number {
    return Math.max(0, Math.ceil((at - this.now()) / 1000));
  }

  get size(): number {
    return this.entries.size;
  }

  /** A statement of the change feed: a table was written (its NOTIFY payload, or a bare name). */
  tableChanged(payload: string): void {
    const table = changedTable(payload);
    if (table === NOTIFICATIONS_MISSED) {
      this.epoch++;
      return;
    }
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
    this.any++;
  }

  /**
   * This instance's committed mutation request: its tables are stale now, before their NOTIFY
   * arrives, so a read that follows its own write never gets the answer from before it. A custom
   * mutation's writes are not known here: every entry is stale.
   */
  written(plans: readonly RootPlan[]): void {
    const tables = new Set<string>();
    for (const plan of plans) {
      if (plan.kind === 'custom') this.epoch++;
      else if (plan.kind === 'mutation') mutationTables(plan.ir, tables);
      else if (plan.kind === 'update_many') for (const item of plan.items) mutationTables(item, tables);
    }
    for (const table of tables) this.tableChanged(table);
  }

  /** The root field's answer from the cache, or from `run` (kept for the directive's ttl). */
  async answer(
    statement: SqlStatement,
    reads: TablesRead,
    directive: CachedDirective,
    run: () => Promise<string>,
  ): Promise<CachedAnswer> {
    const key = cacheKey(statement);
    if (key === undefined) return { json: await run() };
    if (!directive.refresh) {
      const entry = this.entries.get(key);
      if (entry && entry.expiresAt > this.now() && this.unchanged(entry)) {
        this.hits++;
        return { json: entry.json, expiresAt: entry.expiresAt };
      }
      if (entry) this.entries.delete(key);
      const running = this.inFlight.get(key);
      if (running && this.unchanged(running)) {
        this.hits++;
        return { json: await running.answer };
      }
    }
    this.misses++;
    const tables = [...reads.tables];
    const snapshot: Snapshot = {
      tables,
      versions: tables.map((t) => this.versions.get(t) ?? 0),
      any: reads.anyTable ? this.any : undefined,
      epoch: this.epoch,
    };
    const expiresAt = this.now() + directive.ttlSeconds * 1000;
    const running: Running = { ...snapshot, answer: run() };
    this.inFlight.set(key, running);
    try {
      const json = await running.answer;
      // Too large, or a table changed while it ran: answered, not kept.
      if (json.length > MAX_ENTRY_BYTES || !this.unchanged(snapshot)) return { json };
      this.entries.set(key, { ...snapshot, json, expiresAt });
      return { json, expiresAt };
    } finally {
      if (this.inFlight.get(key) === running) this.inFlight.delete(key);
    }
  }

  private unchanged(snapshot: Snapshot): boolean {
    if (snapshot.epoch !== this.epoch) return false;
    if (snapshot.any !== undefined && snapshot.any !== this.any) return false;
    return snapshot.tables.every((t, i) => (this.versions.get(t) ?? 0) === snapshot.versions[i]);
  }
}

/** SQL text and parameters; undefined for parameters JSON cannot hold exactly (never cached). */
function cacheKey(statement: SqlStatement): string | undefined {
  try {
    return `${statement.text}\u0000${JSON.stringify(statement.params)}`;
  } catch {
    return undefined;
  }
}

function mutationTables(ir: MutationIR, into: Set<string>): void {
  into.add(ir.table.name);
  if (ir.kind !== 'insert') return;
  const rows = [...ir.rows];
  for (let row = rows.pop(); row; row = rows.pop()) {
    for (const rel of row.objectRelationships) {
      into.add(rel.join.remote.name);
      rows.push(rel.row);
    }
    for (const rel of row.arrayRelationships) {
      into.add(rel.join.remote.name);
      rows.push(...rel.rows);
    }
  }
}
