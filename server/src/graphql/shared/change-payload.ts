import { NOTIFICATIONS_MISSED } from '../../db/database';

/**
 * One statement's change, from a NOTIFY payload of `graphql_changes` (migrations 0020 and 0401):
 * `table` alone (anything in it may have changed), or `table:{"keys":{...},"cols":[...]}`.
 */
export interface TableChange {
  /** The bare table name (TG_TABLE_NAME), or NOTIFICATIONS_MISSED. */
  table: string;
  /** Key column -> the distinct values (as text) of the changed rows, before and after. */
  keys?: Readonly<Record<string, readonly string[] | null>>;
  /** An update: the columns whose value changed in any row. Absent: any column may have. */
  columns?: ReadonlySet<string>;
}

/** The table of a payload (for listeners that only care about tables, like the response cache). */
export function changedTable(payload: string): string {
  const colon = payload.indexOf(':');
  return colon < 0 ? payload : payload.slice(0, colon);
}

export function parseChange(payload: string): TableChange {
  const colon = payload.indexOf(':');
  if (colon < 0 || payload === NOTIFICATIONS_MISSED) return { table: payload };
  const table = payload.slice(0, colon);
  try {
    const detail = JSON.parse(payload.slice(colon + 1)) as {
      keys?: Record<string, string[] | null> | null;
      cols?: string[] | null;
    };
    return {
      table,
      ...(detail.keys ? { keys: detail.keys } : {}),
      ...(Array.isArray(detail.cols) ? { columns: new Set(detail.cols) } : {}),
    };
  } catch {
    // A payload we cannot read says at least which table: treat it as "anything changed".
    return { table };
  }
}
