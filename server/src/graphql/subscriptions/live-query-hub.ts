import { NOTIFICATIONS_MISSED, type Database } from '../../db/database';
import type { RootQueryIR } from '../ir/ir-types';
import type { SessionValues } from '../shared/session-values';
import type { Model } from '../metadata/model-types';
import { REQUEST_LIMITS } from '../shared/request-limits';
import { RenderContext } from '../sql/render-context';
import { renderQueryBody } from '../sql/render-query';
import { tablesRead } from '../sql/tables-read';

export const CHANGE_CHANNEL = 'graphql_changes';
const MUX = '_mx';
const CURSOR_ALIAS = '__cursor';

interface Subscriber {
  id: number;
  params: unknown[];
  /** Live query: the last answer sent (a result is pushed only when it changed). */
  last?: string;
  stream?: { cursorParam: number; batchSize: number };
  push(json: string): void;
}

interface Group {
  /** The multiplexed statement: one row per subscriber, parameters read from its JSON row. */
  text: string;
  tables: ReadonlySet<string>;
  watchesView: boolean;
  subscribers: Map<number, Subscriber>;
}

/**
 * Live queries and streams, event-driven. Subscribers whose root field renders to the same SQL
 * text (the same query shape; variables and session values are parameters) share one group, and a
 * group is re-run once for all of them when a table it reads NOTIFYs a change.
 */
export class LiveQueryHub {
  private readonly groups = new Map<string, Group>();
  private readonly dirty = new Set<Group>();
  private nextId = 1;
  private flushing: Promise<void> | null = null;
  private stopListening?: () => Promise<void>;
  /** Statements run by refreshes (the subscription load figure and tests read it). */
  refreshes = 0;

  constructor(
    private readonly db: Database,
    private readonly model: Model,
    /** Told of a group's statement that failed (it is retried on the next change). */
    private readonly onError: (error: unknown, statement: string) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(CHANGE_CHANNEL, (table) => this.tableChanged(table));
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

  get groupCount(): number {
    return this.groups.size;
  }

  /** Starts a subscription; `push` gets each new answer's JSON. Returns the unsubscribe function. */
  subscribe(ir: RootQueryIR, session: SessionValues, push: (json: string) => void): () => void {
    let batchSize = 0;
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
    const { body, params, cursorParam } = renderQueryBody(ir, new RenderContext(session, MUX));
    const text = `SELECT ${MUX}.ord AS "ord", (${body})::text AS "root" FROM json_array_elements($1::json) WITH ORDINALITY AS ${MUX}(p, ord)`;
    let group = this.groups.get(text);
    if (!group) {
      const { tables, anyTable } = tablesRead(body, this.model);
      group = { text, tables, watchesView: anyTable, subscribers: new Map() };
      this.groups.set(text, group);
    }
    const id = this.nextId++;
    const subscriber: Subscriber = {
      id,
      params,
      push,
      ...(cursorParam !== undefined ? { stream: { cursorParam, batchSize } } : {}),
    };
    group.subscribers.set(id, subscriber);
    this.markDirty(group);
    const owner = group;
    return () => {
      owner.subscribers.delete(id);
      if (owner.subscribers.size === 0) this.groups.delete(owner.text);
    };
  }

  /** A NOTIFY from any instance: re-run the groups that read the table (all, after missed ones). */
  tableChanged(table: string): void {
    for (const group of this.groups.values())
      if (table === NOTIFICATIONS_MISSED || group.watchesView || group.tables.has(table))
        this.markDirty(group);
  }

  private markDirty(group: Group) {
    this.dirty.add(group);
    if (!this.flushing)
      this.flushing = new Promise((resolve) => setImmediate(resolve)).then(() => this.flush());
  }

  private async flush(): Promise<void> {
    try {
      while (this.dirty.size > 0) {
        const batch = [...this.dirty];
        this.dirty.clear();
        for (const group of batch) if (this.groups.get(group.text) === group) await this.refresh(group);
      }
    } finally {
      this.flushing = null;
      if (this.dirty.size > 0) this.markDirty([...this.dirty][0]!);
    }
  }

  private async refresh(group: Group): Promise<void> {
    const subscribers = [...group.subscribers.values()];
    if (subscribers.length === 0) return;
    this.refreshes++;
    let rows: { ord: number | string; root: string | null }[];
    try {
      rows = (
        await this.db.query<{ ord: number | string; root: string | null }>(
          group.text,
          [JSON.stringify(subscribers.map((s) => s.params))],
          { timeoutMs: REQUEST_LIMITS.statementTimeoutMs },
        )
      ).rows;
    } catch (error) {
      // A failing statement (a dropped column, a bad cast in one subscriber's variables) must not
      // stop the other groups; the group is retried on the next change.
      this.onError(error, group.text);
      return;
    }
    let again = false;
    for (const row of rows) {
      const subscriber = subscribers[Number(row.ord) - 1];
      if (!subscriber) continue;
      const root = row.root ?? 'null';
      if (subscriber.stream) {
        const batch = JSON.parse(root) as Record<string, unknown>[];
        if (batch.length === 0) continue;
        subscriber.params[subscriber.stream.cursorParam] = batch[batch.length - 1]![CURSOR_ALIAS];
        subscriber.push(JSON.stringify(batch.map(({ [CURSOR_ALIAS]: _cursor, ...rest }) => rest)));
        if (batch.length >= subscriber.stream.batchSize) again = true;
      } else if (root !== subscriber.last) {
        subscriber.last = root;
        subscriber.push(root);
      }
    }
    if (again) this.markDirty(group);
  }
}
