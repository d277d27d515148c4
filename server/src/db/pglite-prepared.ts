import { protocol, type PGlite } from '@electric-sql/pglite';
import type { QueryResult } from './database';

type ParameterDescriptionMessage = InstanceType<typeof protocol.messages.ParameterDescriptionMessage>;
type RowDescriptionMessage = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type DataRowMessage = InstanceType<typeof protocol.messages.DataRowMessage>;
type CommandCompleteMessage = InstanceType<typeof protocol.messages.CommandCompleteMessage>;

const { serialize } = protocol;

/**
 * Statement names, unique in the process: several users of one PGlite (the API and the benchmark's
 * PostGraphile) share its session, and a name left half prepared by an error is never reused.
 */
let named = 0;

interface PreparedStatement {
  name: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

/**
 * Named prepared statements on PGlite, which its `query` does not offer (it parses, plans and
 * describes every statement anew): the statement is parsed and described once, then each call only
 * binds and executes it, over PGlite's own protocol entry, under its query lock. Values are
 * serialized and results parsed with PGlite's own type handlers, as its `query` does.
 */
export class PglitePreparedStatements {
  private readonly statements = new Map<string, PreparedStatement>();

  constructor(
    private readonly pg: PGlite,
    /** The most distinct texts kept prepared; past it a statement runs through `query`. */
    private readonly max: number,
  ) {}

  /** `arrayMode`: each row as an array of its values in column order (as pg's rowMode 'array'). */
  query<Row>(sql: string, params: readonly unknown[], arrayMode = false): Promise<QueryResult<Row>> {
    if (!this.statements.has(sql) && this.statements.size >= this.max)
      return this.pg
        .query<Row>(sql, [...params], arrayMode ? { rowMode: 'array' } : {})
        .then((r) => ({ rows: r.rows, affectedRows: r.affectedRows ?? 0 }));
    // Outside any running transaction, as pg.query is: runExclusive alone holds the connection for
    // one statement only, so a read sent while a transaction is open would run inside it and see
    // (or, writing, join) its uncommitted work (pglite-prepared.test.ts).
    return this.pg._runExclusiveTransaction(() => this.exclusive<Row>(sql, params, arrayMode));
  }

  private exclusive<Row>(
    sql: string,
    params: readonly unknown[],
    arrayMode: boolean,
  ): Promise<QueryResult<Row>> {
    return this.pg.runExclusive(async () => {
      const send = (message: Uint8Array) => this.pg.execProtocolStream(message, { syncToFs: false });
      try {
        const statement = this.statements.get(sql) ?? (await this.prepare(sql, send));
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = this.pg.serializers[statement.paramTypes[i] ?? 0];
          return serializer ? serializer(value) : String(value);
        });
        const messages = [
          ...(await send(serialize.bind({ statement: statement.name, values }))),
          ...(await send(serialize.execute({}))),
        ];
        const rows: Row[] = [];
        let affectedRows = 0;
        for (const message of messages) {
          if (message.name === 'dataRow')
            rows.push(this.row<Row>(statement, message as DataRowMessage, arrayMode));
          else if (message.name === 'commandComplete') {
            const count = Number((message as CommandCompleteMessage).text.split(' ').pop());
            if (!/^SELECT/.test((message as CommandCompleteMessage).text) && Number.isFinite(count))
              affectedRows = count;
          }
        }
        return { rows, affectedRows };
      } finally {
        await send(serialize.sync());
      }
    });
  }

  private async prepare(
    sql: string,
    send: (message: Uint8Array) => Promise<{ name: string }[]>,
  ): Promise<PreparedStatement> {
    const name = `p${named++}`;
    await send(serialize.parse({ name, text: sql, types: [] }));
    const described = await send(serialize.describe({ type: 'S', name }));
    const parameters = described.find((m) => m.name === 'parameterDescription') as
      ParameterDescriptionMessage | undefined;
    const row = described.find((m) => m.name === 'rowDescription') as RowDescriptionMessage | undefined;
    const statement: PreparedStatement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      fields: (row?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
    this.statements.set(sql, statement);
    return statement;
  }

  private row<Row>(statement: PreparedStatement, message: DataRowMessage, arrayMode: boolean): Row {
    const values = statement.fields.map((field, i) => {
      const text = message.fields[i];
      const parser = this.pg.parsers[field.dataTypeID];
      return text === null || text === undefined ? null : parser ? parser(text, field.dataTypeID) : text;
    });
    if (arrayMode) return values as Row;
    return Object.fromEntries(statement.fields.map((field, i) => [field.name, values[i]])) as Row;
  }
}
