import { NOTIFICATIONS_MISSED, type Database } from '../../db/database';
import type { BoolExp, RootQueryIR, SelectIR } from '../ir/ir-types';
import type { SessionValues } from '../shared/session-values';
import type { Model } from '../metadata/model-types';
import { REQUEST_LIMITS } from '../shared/request-limits';
import { RenderContext } from '../sql/render-context';
import { renderQueryBody } from '../sql/render-query';
import { tablesRead } from '../sql/tables-read';
import { parseChange, type TableChange } from '../shared/change-payload';

export const CHANGE_CHANNEL = 'graphql_changes';
const MUX = '_mx';
const CURSOR_ALIAS = '__cursor';

interface Subscriber {
  id: number;
  params: unknown[];
  /** Its value of each of the group's key filters, normalised as the change feed writes keys. */
  keys: (string | undefined)[];
  /** Live query: the last answer sent (a result is pushed only when it changed). */
  last?: string;
  stream?: { cursorParam: number; batchSize: number };
  push(json: string): void;
}

interface Group {
  /** The groups' key: the tenant and the statement. */
  key: string;
  /** The multiplexed statement: one row per subscriber, parameters read from its JSON row. */
  text: string;
  /** The subscribers' tenant: the statement runs under its row-level security (issue 25 item 4). */
  tenant: number | null;
  tables: ReadonlySet<string>;
  watchesView: boolean;
  subscribers: Map<number, Subscriber>;
  /** Per table read: the columns the statement reads of it, or 'all' (a whole-row reference). */
  columnsRead: ReadonlyMap<string, ReadonlySet<string> | 'all'>;
  /** The root table, when the statement reads it once, and its `col = $param` conjuncts. */
  root?: { table: string; filters: KeyFilter[] };
}

/** A top-level `where: {column: {_eq: $value}}` of the root: only rows with that key can matter. */
interface KeyFilter {
  column: string;
  paramIndex: number;
  normalize: (value: unknown) => string | undefined;
}

/** Which subscribers of a group a change may concern: none, all, or those listed. */
type Affected = 'none' | 'all' | Subscriber[];

const INTEGER_TYPES = new Set(['smallint', 'integer', 'bigint', 'int2', 'int4', 'int8']);
const TEXT_TYPES = new Set(['text', 'varchar', 'character varying', 'String']);

/** How a parameter of a column's type is written as the change feed writes it (`col::text`). */
function keyNormalizer(pgType: string): ((value: unknown) => string | undefined) | undefined {
  if (INTEGER_TYPES.has(pgType))
    return (value) => {
      const text = typeof value === 'number' || typeof value === 'bigint' ? String(value) : value;
      return typeof text === 'string' && /^-?\d{1,19}$/.test(text) ? BigInt(text).toString() : undefined;
    };
  if (pgType === 'uuid') return (value) => (typeof value === 'string' ? value.toLowerCase() : undefined);
  if (TEXT_TYPES.has(pgType)) return (value) => (typeof value === 'string' ? value : undefined);
  return undefined;
}

const conjuncts = (exp: BoolExp): BoolExp[] => (exp.kind === 'and' ? exp.items.flatMap(conjuncts) : [exp]);

function rootSelect(ir: RootQueryIR): SelectIR {
  return ir.kind === 'aggregate' ? ir.aggregate.select : ir.select;
}

/**
 * The columns a rendered statement reads of each table, from its text: every table is
 * `"schema"."name" AS _n` and every column of it `_n."column"` (render-query.ts); any other use of
 * an alias (a whole row handed to a computed field) means every column.
 */
export function columnsRead(body: string): Map<string, Set<string> | 'all'> {
  const out = new Map<string, Set<string> | 'all'>();
  for (const m of body.matchAll(/"\w+"\."(\w+)" AS (_\d+)(?!\d)/g)) {
    const table = m[1]!;
    const alias = m[2]!;
    let columns = out.get(table) ?? new Set<string>();
    for (const use of body.matchAll(
      new RegExp(`(?<![\\w'"$])${alias}(?![\\w])(\\."((?:[^"]|"")+)")?`, 'g'),
    )) {
      if (body.slice(Math.max(0, use.index - 3), use.index) === 'AS ') continue;
      if (use[2] === undefined) columns = 'all';
      else if (columns !== 'all') columns.add(use[2].replace(/""/g, '"'));
    }
    out.set(table, columns);
  }
  return out;
}

/**
 * Live queries and streams, event-driven. Subscribers whose root field renders to the same SQL
 * text (the same query shape; variables and session values are parameters) share one group; a
 * change re-runs, in one statement, the subscribers of the groups it may concern: the change feed
 * names the changed rows' keys and an update's columns (migration 0401), so an update of columns a
 * group does not read re-runs nobody, and a change of the root table re-runs only the subscribers
 * whose `where: {col: {_eq: $v}}` value is among the changed rows' keys. Permissions are part of
 * every statement, so what a subscriber gets is checked again each time it re-runs.
 */
export class LiveQueryHub {
  private readonly groups = new Map<string, Group>();
  private readonly dirty = new Map<Group, Set<Subscriber> | 'all'>();
  private nextId = 1;
  private flushing: Promise<void> | null = null;
  private stopListening?: () => Promise<void>;
  /** Statements run by refreshes (the subscription load figure and tests read it). */
  refreshes = 0;
  /** Subscriber answers computed by refreshes (a statement computes one per subscriber it re-runs). */
  subscriberRuns = 0;

  constructor(
    private readonly db: Database,
    private readonly model: Model,
    /** Told of a group's statement that failed (it is retried on the next change). */
    private readonly onError: (error: unknown, statement: string) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(CHANGE_CHANNEL, (payload) =>
      this.changed(parseChange(payload)),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.groups.clear();
  }

  get subscriberCount(): number {
    let n = 0;
    for (const g of this.groups.values()) n += g.subscribers.size;
    return n;
  }

  /** Resolves once no refresh is running or pending (tests wait on it instead of on time). */
  async whenIdle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  get groupCount(): number {
    return this.groups.size;
  }

  /** Starts a subscription; `push` gets each new answer's JSON. Returns the unsubscribe function. */
  subscribe(ir: RootQueryIR, session: SessionValues, push: (json: string) => void): () => void {
    let batchSize = 0;
    const original = ir;
    if (ir.kind === 'stream') {
      const { cursor } = ir;
      ir = {
        ...ir,
        select: {
          ...ir.select,
          fields: [
            ...ir.select.fields,
            { kind: 'column', alias: CURSOR_ALIAS, column: cursor.column, pgType: cursor.pgType },
          ],
        },
      };
      batchSize = ir.select.limit?.kind === 'literal' ? Number(ir.select.limit.value) : 0;
    }
    const rc = new RenderContext(session, MUX);
    const { body, params, cursorParam } = renderQueryBody(ir, rc);
    const text = `SELECT ${MUX}.ord AS "ord", (${body})::text AS "root" FROM json_array_elements($1::json) WITH ORDINALITY AS ${MUX}(p, ord)`;
    // One group per tenant and statement: its subscribers' rows are read under that tenant's policies.
    const key = `${session.customerId ?? '-'}:${text}`;
    let group = this.groups.get(key);
    if (!group) {
      const { tables, anyTable } = tablesRead(body, this.model);
      const read = columnsRead(body);
      const select = rootSelect(original);
      const aliasesOfRoot = [...body.matchAll(/"\w+"\."(\w+)" AS _\d+/g)].filter(
        (m) => m[1] === select.table.name,
      ).length;
      const filters: KeyFilter[] = [];
      for (const c of conjuncts(select.where)) {
        if (c.kind !== 'compare' || c.op !== '_eq' || c.castText || c.left.kind !== 'column') continue;
        if (typeof c.value !== 'object') continue;
        const paramIndex = rc.refs.indexOf(c.value);
        const normalize = keyNormalizer(c.left.pgType);
        if (paramIndex >= 0 && normalize) filters.push({ column: c.left.column, paramIndex, normalize });
      }
      group = {
        key,
        text,
        tenant: session.customerId,
        tables,
        watchesView: anyTable,
        subscribers: new Map(),
        columnsRead: read,
        ...(aliasesOfRoot === 1 && !select.fromFunction && filters.length > 0
          ? { root: { table: select.table.name, filters } }
          : {}),
      };
      this.groups.set(key, group);
    }
    const id = this.nextId++;
    const subscriber: Subscriber = {
      id,
      params,
      keys: (group.root?.filters ?? []).map((f) => f.normalize(params[f.paramIndex])),
      push,
      ...(cursorParam !== undefined ? { stream: { cursorParam, batchSize } } : {}),
    };
    group.subscribers.set(id, subscriber);
    // Only the new subscriber needs its first answer; the others' have not changed.
    this.markDirty(group, [subscriber]);
    const owner = group;
    return () => {
      owner.subscribers.delete(id);
      if (owner.subscribers.size === 0) this.groups.delete(owner.key);
    };
  }

  /** A bare table name: anything in it may have changed (tests, and the payload of old triggers). */
  tableChanged(table: string): void {
    this.changed({ table });
  }

  /** A NOTIFY from any instance: re-run the subscribers the change may concern (all, after missed ones). */
  changed(change: TableChange): void {
    for (const group of this.groups.values()) {
      const affected = this.affected(group, change);
      if (affected !== 'none') this.markDirty(group, affected);
    }
  }

  private affected(group: Group, change: TableChange): Affected {
    const { table } = change;
    if (table === NOTIFICATIONS_MISSED || group.watchesView) return 'all';
    if (!group.tables.has(table)) return 'none';
    const read = group.columnsRead.get(table);
    if (change.columns && read && read !== 'all' && ![...change.columns].some((c) => read.has(c)))
      return 'none';
    const root = group.root;
    if (!root || root.table !== table || !change.keys) return 'all';
    // A changed row matters to a subscriber only if it matches every one of the root's key
    // conjuncts: the subscriber's value must be among the changed rows' values of each key column
    // the change names (the tenant's customer_id, and the chat_id of a conversation, say).
    const checks: [number, ReadonlySet<string>][] = [];
    root.filters.forEach((f, i) => {
      const values = change.keys![f.column];
      if (Array.isArray(values)) checks.push([i, new Set(values)]);
    });
    if (checks.length === 0) return 'all';
    const out: Subscriber[] = [];
    for (const s of group.subscribers.values()) {
      // A value that could not be normalised (null, a bad variable) is re-run, to be safe.
      if (checks.every(([i, values]) => s.keys[i] === undefined || values.has(s.keys[i]!))) out.push(s);
    }
    return out.length > 0 ? out : 'none';
  }

  private markDirty(group: Group, subscribers: 'all' | Subscriber[]) {
    const pending = this.dirty.get(group);
    if (subscribers === 'all' || pending === 'all') this.dirty.set(group, 'all');
    else if (pending) for (const s of subscribers) pending.add(s);
    else this.dirty.set(group, new Set(subscribers));
    if (!this.flushing)
      this.flushing = new Promise((resolve) => setImmediate(resolve)).then(() => this.flush());
  }

  private async flush(): Promise<void> {
    try {
      while (this.dirty.size > 0) {
        const batch = [...this.dirty];
        this.dirty.clear();
        for (const [group, which] of batch)
          if (this.groups.get(group.key) === group) await this.refresh(group, which);
      }
    } finally {
      this.flushing = null;
      const next = this.dirty.entries().next();
      if (!next.done) {
        this.dirty.delete(next.value[0]);
        this.markDirty(next.value[0], next.value[1] === 'all' ? 'all' : [...next.value[1]]);
      }
    }
  }

  private async refresh(group: Group, which: Set<Subscriber> | 'all'): Promise<void> {
    const subscribers =
      which === 'all'
        ? [...group.subscribers.values()]
        : [...which].filter((s) => group.subscribers.get(s.id) === s);
    if (subscribers.length === 0) return;
    this.refreshes++;
    this.subscriberRuns += subscribers.length;
    let rows: { ord: number | string; root: string | null }[];
    try {
      rows = (
        await this.db.query<{ ord: number | string; root: string | null }>(
          group.text,
          [JSON.stringify(subscribers.map((s) => s.params))],
          {
            timeoutMs: REQUEST_LIMITS.statementTimeoutMs,
            ...(group.tenant === null ? {} : { tenant: group.tenant }),
          },
        )
      ).rows;
    } catch (error) {
      // A failing statement (a dropped column, a bad cast in one subscriber's variables) must not
      // stop the other groups; the subscribers are retried on the next change.
      this.onError(error, group.text);
      return;
    }
    const again: Subscriber[] = [];
    for (const row of rows) {
      const subscriber = subscribers[Number(row.ord) - 1];
      if (!subscriber) continue;
      const root = row.root ?? 'null';
      if (subscriber.stream) {
        const batch = JSON.parse(root) as Record<string, unknown>[];
        if (batch.length === 0) continue;
        subscriber.params[subscriber.stream.cursorParam] = batch[batch.length - 1]![CURSOR_ALIAS];
        subscriber.push(JSON.stringify(batch.map(({ [CURSOR_ALIAS]: _cursor, ...rest }) => rest)));
        if (batch.length >= subscriber.stream.batchSize) again.push(subscriber);
      } else if (root !== subscriber.last) {
        subscriber.last = root;
        subscriber.push(root);
      }
    }
    if (again.length > 0) this.markDirty(group, again);
  }
}
