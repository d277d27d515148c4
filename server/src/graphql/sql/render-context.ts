import type { ValueRef } from '../ir/ir-types';
import type { ModelTable } from '../metadata/model-types';
import { sessionVariablesJson, sessionVariableValue, type SessionValues } from '../shared/session-values';
import type { RequestBudget } from '../shared/request-limits';

/** A rendered statement: its text (the same for every user of a query shape) and parameters. */
export interface SqlStatement {
  text: string;
  params: unknown[];
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const quoteTable = (schema: string, name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`;
/** A string constant for SQL text (json keys, aliases): only ever from the validated query, never user values. */
export const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The parameter value of a reference for a session: json and jsonb travel as text. */
export function paramValue(ref: ValueRef, session: SessionValues): unknown {
  const value =
    ref.kind === 'session'
      ? sessionVariableValue(session, ref.name)
      : ref.kind === 'session_json'
        ? sessionVariablesJson(session)
        : ref.value;
  return ref.pgType === 'jsonb' || ref.pgType === 'json' ? JSON.stringify(value) : value;
}

/** Collects parameters and hands out table aliases while a statement is rendered. */
export class RenderContext {
  readonly params: unknown[] = [];
  /** Where each parameter comes from, so a rendered text can be reused with another session's values. */
  readonly refs: ValueRef[] = [];
  private aliases = 0;
  /** Aliases that name a CTE (mutation rows), not a table: whole-row references need a cast. */
  readonly cteAliases = new Map<string, string>();
  /**
   * The row source that replaces a table (by model key) while a nested insert's checks and answer are
   * rendered: the table plus the rows the statement's own CTEs inserted, which PostgreSQL's snapshot
   * would otherwise hide from the rest of the statement.
   */
  tableSource: (tableKey: string) => string | undefined = () => undefined;
  /** The request's time budget for the compile stages, checked at every sub-select and parameter. */
  budget: RequestBudget | undefined;

  /** Multiplexed statements (subscriptions) read each subscriber's parameters from a JSON row. */
  constructor(
    readonly session: SessionValues,
    private readonly multiplexAlias?: string,
  ) {}

  alias(): string {
    this.budget?.check();
    return `_${this.aliases++}`;
  }

  /** A value becomes "$n::type"; session values too, so statement text never holds a value. */
  param(ref: ValueRef): string {
    this.budget?.check();
    this.refs.push(ref);
    this.params.push(paramValue(ref, this.session));
    if (this.multiplexAlias) {
      const index = this.params.length - 1;
      return ref.pgType.endsWith('[]')
        ? `ARRAY(SELECT json_array_elements_text(${this.multiplexAlias}.p->${index}))::${ref.pgType}`
        : `(${this.multiplexAlias}.p->>${index})::${ref.pgType}`;
    }
    return `$${this.params.length}::${ref.pgType}`;
  }

  private readonly sessionParams = new Map<string, string>();

  /** A session variable as one parameter however often the statement reads it. */
  sessionParam(name: string, pgType: string): string {
    const key = `${name}::${pgType}`;
    let text = this.sessionParams.get(key);
    if (text === undefined) {
      text = this.param({ kind: 'session', name, pgType });
      this.sessionParams.set(key, text);
    }
    return text;
  }

  /** "<table> AS alias" for a FROM clause (or the table's replacement source, see tableSource). */
  from(table: Pick<ModelTable, 'key' | 'schema' | 'name'>, alias: string): string {
    const quoted = quoteTable(table.schema, table.name);
    const source = this.tableSource(table.key);
    if (!source) return `${quoted} AS ${alias}`;
    this.cteAliases.set(alias, quoted);
    return `${source} AS ${alias}`;
  }

  /** The row of an alias as a value of the table's row type (for computed-field functions). */
  rowRef(alias: string): string {
    const table = this.cteAliases.get(alias);
    return table ? `ROW(${alias}.*)::${table}` : alias;
  }
}
