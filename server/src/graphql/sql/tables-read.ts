import type { Model } from '../metadata/model-types';

/** What a rendered statement reads, in the terms of the change feed (migration 0020). */
export interface TablesRead {
  /** Bare table names, as the triggers NOTIFY them (TG_TABLE_NAME). */
  tables: ReadonlySet<string>;
  /** It reads a view: views have no trigger, so any change may change it. */
  anyTable: boolean;
}

/** Every table or view a statement reads renders as `"schema"."name" AS _n` (render-query.ts). */
export function tablesRead(sqlText: string, model: Model): TablesRead {
  const keys = new Set([...sqlText.matchAll(/"(\w+)"\."(\w+)" AS _/g)].map((m) => `${m[1]}.${m[2]}`));
  // A tracked function reads tables the statement does not name: any change may change its rows.
  const callsFunction = [...sqlText.matchAll(/"(\w+)"\."(\w+)"\(/g)].some((m) => model.functions?.has(`${m[1]}.${m[2]}`));
  return {
    tables: new Set([...keys].map((key) => key.split('.')[1]!)),
    anyTable: callsFunction || [...keys].some((key) => model.tables.get(key)?.kind === 'view'),
  };
}
