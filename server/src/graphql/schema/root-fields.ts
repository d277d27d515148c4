import {
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
} from 'graphql';
import type { ModelFunction, ModelTable } from '../metadata/model-types';
import { boolExpType } from './filter-types';
import {
  insertInputType,
  mutationResponseType,
  onConflictType,
  pkColumnsInputType,
  updateOperatorInputs,
  updatesType,
} from './mutation-types';
import { aggregateType, listArguments, tableObjectType } from './object-types';
import { cursorOrderingEnum } from './order-types';
import { memoType, readableColumns, selectPermission, type SchemaContext } from './schema-context';

export type RootFieldKind =
  | 'select'
  | 'select_aggregate'
  | 'select_by_pk'
  | 'select_stream'
  | 'insert'
  | 'insert_one'
  | 'update'
  | 'update_by_pk'
  | 'update_many'
  | 'delete'
  | 'delete_by_pk';

export interface TableRootField {
  kind: RootFieldKind;
  table: ModelTable;
  /** A tracked function whose rows (of `table`) the field reads instead of the table itself. */
  fn?: ModelFunction;
}

type Fields = GraphQLFieldConfigMap<unknown, unknown>;
type Field = GraphQLFieldConfig<unknown, unknown>;

function pkArguments(ctx: SchemaContext, table: ModelTable): GraphQLFieldConfigArgumentMap {
  return Object.fromEntries(
    table.primaryKey.map((c) => [
      c,
      { type: new GraphQLNonNull(ctx.scalars.scalar(table.columns.get(c)!.scalar)) },
    ]),
  );
}

function streamCursorInput(ctx: SchemaContext, table: ModelTable): GraphQLInputObjectType {
  const value = memoType(
    ctx,
    `${table.graphqlName}_stream_cursor_value_input`,
    () =>
      new GraphQLInputObjectType({
        name: `${table.graphqlName}_stream_cursor_value_input`,
        description: 'Initial value of the column from where the streaming should start',
        fields: () =>
          Object.fromEntries(
            readableColumns(ctx, table).map((c) => [c.name, { type: ctx.scalars.scalar(c.scalar) }]),
          ),
      }),
  );
  return memoType(
    ctx,
    `${table.graphqlName}_stream_cursor_input`,
    () =>
      new GraphQLInputObjectType({
        name: `${table.graphqlName}_stream_cursor_input`,
        description: `Streaming cursor of the table "${table.name}"`,
        fields: () => ({
          initial_value: {
            type: new GraphQLNonNull(value),
            description: 'Stream column input with initial value',
          },
          ordering: { type: cursorOrderingEnum(ctx), description: 'cursor ordering' },
        }),
      }),
  );
}

/** A table's query (and subscription) root fields for this role. */
export function tableQueryFields(
  ctx: SchemaContext,
  table: ModelTable,
  withStream: boolean,
): [string, Field, TableRootField][] {
  const perm = selectPermission(ctx, table);
  if (!perm || readableColumns(ctx, table).length === 0) return [];
  const name = table.graphqlName;
  const rowList = new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(tableObjectType(ctx, table))));
  const out: [string, Field, TableRootField][] = [
    [
      name,
      {
        type: rowList,
        args: listArguments(ctx, table),
        description: `fetch data from the table: "${table.name}"`,
      },
      { kind: 'select', table },
    ],
  ];
  if (perm.allowAggregations) {
    out.push([
      `${name}_aggregate`,
      {
        type: new GraphQLNonNull(aggregateType(ctx, table)),
        args: listArguments(ctx, table),
        description: `fetch aggregated fields from the table: "${table.name}"`,
      },
      { kind: 'select_aggregate', table },
    ]);
  }
  if (table.primaryKey.length > 0 && table.primaryKey.every((c) => perm.columns.has(c))) {
    out.push([
      `${name}_by_pk`,
      {
        type: tableObjectType(ctx, table),
        args: pkArguments(ctx, table),
        description: `fetch data from the table: "${table.name}" using primary key columns`,
      },
      { kind: 'select_by_pk', table },
    ]);
  }
  if (withStream) {
    out.push([
      `${name}_stream`,
      {
        type: rowList,
        args: {
          batch_size: {
            type: new GraphQLNonNull(GraphQLInt),
            description: 'maximum number of rows returned in a single batch',
          },
          cursor: {
            type: new GraphQLNonNull(new GraphQLList(streamCursorInput(ctx, table))),
            description: 'cursor to stream the results returned by the query',
          },
          where: { type: boolExpType(ctx, table), description: 'filter the rows returned' },
        },
        description: `fetch data from the table in a streaming manner: "${table.name}"`,
      },
      { kind: 'select_stream', table },
    ]);
  }
  return out;
}

/**
 * A tracked function's query root fields for this role, as Hasura names them: `<fn>(args: <fn>_args,
 * where, order_by, limit, offset, distinct_on)` and `<fn>_aggregate`, with the select permission of
 * the table it returns (no permission there, no field).
 */
export function functionQueryFields(
  ctx: SchemaContext,
  fn: ModelFunction,
): [string, Field, TableRootField][] {
  const table = ctx.model.tables.get(fn.returnTable);
  if (!table) return [];
  const perm = selectPermission(ctx, table);
  if (!perm || readableColumns(ctx, table).length === 0) return [];
  // The session argument is the engine's to fill: the query never sees it.
  const queryArgs = fn.args.filter((a) => !a.session);
  const argsArgument: GraphQLFieldConfigArgumentMap =
    queryArgs.length === 0
      ? {}
      : {
          args: {
            type: (() => {
              const input = memoType(
                ctx,
                `${fn.graphqlName}_args`,
                () =>
                  new GraphQLInputObjectType({
                    name: `${fn.graphqlName}_args`,
                    fields: () =>
                      Object.fromEntries(
                        queryArgs.map((a) => [a.name, { type: ctx.scalars.scalar(a.scalar) }]),
                      ),
                  }),
              );
              return queryArgs.some((a) => a.required) ? new GraphQLNonNull(input) : input;
            })(),
            description: `input parameters for function "${fn.graphqlName}"`,
          },
        };
  const out: [string, Field, TableRootField][] = [
    [
      fn.graphqlName,
      {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(tableObjectType(ctx, table)))),
        args: { ...argsArgument, ...listArguments(ctx, table) },
        description: `execute function "${fn.graphqlName}" which returns "${table.graphqlName}"`,
      },
      { kind: 'select', table, fn },
    ],
  ];
  if (perm.allowAggregations)
    out.push([
      `${fn.graphqlName}_aggregate`,
      {
        type: new GraphQLNonNull(aggregateType(ctx, table)),
        args: { ...argsArgument, ...listArguments(ctx, table) },
        description: `execute function "${fn.graphqlName}" and query aggregates on result of table type "${table.graphqlName}"`,
      },
      { kind: 'select_aggregate', table, fn },
    ]);
  return out;
}

type MutationField = [string, Field, TableRootField];

function insertFields(
  ctx: SchemaContext,
  table: ModelTable,
  name: string,
  canReturn: boolean,
): MutationField[] {
  const out: MutationField[] = [];
  const conflict = onConflictType(ctx, table);
  const conflictArg: GraphQLFieldConfigArgumentMap = conflict
    ? { on_conflict: { type: conflict, description: 'upsert condition' } }
    : {};
  out.push([
    `insert_${name}`,
    {
      type: mutationResponseType(ctx, table),
      args: {
        objects: {
          type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(insertInputType(ctx, table)))),
          description: 'the rows to be inserted',
        },
        ...conflictArg,
      },
      description: `insert data into the table: "${table.name}"`,
    },
    { kind: 'insert', table },
  ]);
  if (canReturn)
    out.push([
      `insert_${name}_one`,
      {
        type: tableObjectType(ctx, table),
        args: {
          object: {
            type: new GraphQLNonNull(insertInputType(ctx, table)),
            description: 'the row to be inserted',
          },
          ...conflictArg,
        },
        description: `insert a single row into the table: "${table.name}"`,
      },
      { kind: 'insert_one', table },
    ]);
  return out;
}

function updateFields(
  ctx: SchemaContext,
  table: ModelTable,
  name: string,
  canReturn: boolean,
  hasPk: boolean,
): MutationField[] {
  const out: MutationField[] = [];
  const ops = updateOperatorInputs(ctx, table);
  const opArgs: GraphQLFieldConfigArgumentMap = Object.fromEntries(
    Object.entries(ops).map(([n, type]) => [n, { type }]),
  );
  out.push([
    `update_${name}`,
    {
      type: mutationResponseType(ctx, table),
      args: {
        ...opArgs,
        where: {
          type: new GraphQLNonNull(boolExpType(ctx, table)),
          description: 'filter the rows which have to be updated',
        },
      },
      description: `update data of the table: "${table.name}"`,
    },
    { kind: 'update', table },
  ]);
  if (hasPk && canReturn)
    out.push([
      `update_${name}_by_pk`,
      {
        type: tableObjectType(ctx, table),
        args: { ...opArgs, pk_columns: { type: new GraphQLNonNull(pkColumnsInputType(ctx, table)) } },
        description: `update single row of the table: "${table.name}"`,
      },
      { kind: 'update_by_pk', table },
    ]);
  out.push([
    `update_${name}_many`,
    {
      type: new GraphQLList(mutationResponseType(ctx, table)),
      args: {
        updates: {
          type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(updatesType(ctx, table)))),
          description: 'updates to execute, in order',
        },
      },
      description: `update multiples rows of table: "${table.name}"`,
    },
    { kind: 'update_many', table },
  ]);
  return out;
}

function deleteFields(
  ctx: SchemaContext,
  table: ModelTable,
  name: string,
  canReturn: boolean,
  hasPk: boolean,
): MutationField[] {
  const out: MutationField[] = [];
  out.push([
    `delete_${name}`,
    {
      type: mutationResponseType(ctx, table),
      args: {
        where: {
          type: new GraphQLNonNull(boolExpType(ctx, table)),
          description: 'filter the rows which have to be deleted',
        },
      },
      description: `delete data from the table: "${table.name}"`,
    },
    { kind: 'delete', table },
  ]);
  if (hasPk && canReturn)
    out.push([
      `delete_${name}_by_pk`,
      {
        type: tableObjectType(ctx, table),
        args: pkArguments(ctx, table),
        description: `delete single row from the table: "${table.name}"`,
      },
      { kind: 'delete_by_pk', table },
    ]);
  return out;
}

/** A table's mutation root fields for this role (views are read-only here). */
export function tableMutationFields(ctx: SchemaContext, table: ModelTable): MutationField[] {
  if (table.kind === 'view') return [];
  const perms = table.permissions[ctx.role];
  const name = table.graphqlName;
  const canReturn = !!selectPermission(ctx, table);
  const hasPk = table.primaryKey.length > 0;
  return [
    ...(perms?.insert ? insertFields(ctx, table, name, canReturn) : []),
    ...(perms?.update ? updateFields(ctx, table, name, canReturn, hasPk) : []),
    ...(perms?.delete ? deleteFields(ctx, table, name, canReturn, hasPk) : []),
  ];
}

export const placeholderField = (): Fields => ({
  no_queries_available: { type: new GraphQLNonNull(GraphQLString) },
});
