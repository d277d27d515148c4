import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
} from 'graphql';
import { isNumericScalar } from '../metadata/scalar-names';
import type { ModelTable } from '../metadata/model-types';
import { boolExpType } from './filter-types';
import { tableObjectType } from './object-types';
import { memoType, remoteTable, selectPermission, type SchemaContext } from './schema-context';

const sorted = <T>(fields: Record<string, T>) =>
  Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export function insertableColumns(ctx: SchemaContext, table: ModelTable) {
  const perm = table.permissions[ctx.role]?.insert;
  return perm ? [...table.columns.values()].filter((c) => perm.columns.has(c.name) && !c.generated) : [];
}

export function updatableColumns(ctx: SchemaContext, table: ModelTable) {
  const perm = table.permissions[ctx.role]?.update;
  return perm ? [...table.columns.values()].filter((c) => perm.columns.has(c.name) && !c.generated) : [];
}

/** T_constraint: the table's real unique and primary key constraint names. */
export function constraintEnum(ctx: SchemaContext, table: ModelTable): GraphQLEnumType {
  return memoType(ctx, `${table.graphqlName}_constraint`, () => {
    const values: Record<string, { value: string; description: string }> = {};
    for (const u of table.uniques)
      values[u.name] = {
        value: u.name,
        description: `unique or primary key constraint on columns ${u.columns.map((c) => `"${c}"`).join(', ')}`,
      };
    return new GraphQLEnumType({
      name: `${table.graphqlName}_constraint`,
      description: `unique or primary key constraints on table "${table.name}"`,
      values,
    });
  });
}

export function updateColumnEnum(ctx: SchemaContext, table: ModelTable): GraphQLEnumType {
  return memoType(ctx, `${table.graphqlName}_update_column`, () => {
    const values: Record<string, { value: string; description: string }> = {};
    for (const c of updatableColumns(ctx, table))
      values[c.name] = { value: c.name, description: 'column name' };
    if (Object.keys(values).length === 0)
      values._PLACEHOLDER = { value: '_PLACEHOLDER', description: 'placeholder (do not use)' };
    return new GraphQLEnumType({
      name: `${table.graphqlName}_update_column`,
      description: `update columns of table "${table.name}"`,
      values,
    });
  });
}

/** T_on_conflict, only when the role may also update the table (an upsert is an update). */
export function onConflictType(ctx: SchemaContext, table: ModelTable): GraphQLInputObjectType | undefined {
  if (table.uniques.length === 0 || !table.permissions[ctx.role]?.update) return undefined;
  return memoType(
    ctx,
    `${table.graphqlName}_on_conflict`,
    () =>
      new GraphQLInputObjectType({
        name: `${table.graphqlName}_on_conflict`,
        description: `on_conflict condition type for table "${table.name}"`,
        fields: () => ({
          constraint: { type: new GraphQLNonNull(constraintEnum(ctx, table)) },
          update_columns: {
            type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(updateColumnEnum(ctx, table)))),
            defaultValue: [],
          },
          where: { type: boolExpType(ctx, table) },
        }),
      }),
  );
}

function relInsertInput(ctx: SchemaContext, table: ModelTable, kind: 'obj' | 'arr'): GraphQLInputObjectType {
  return memoType(
    ctx,
    `${table.graphqlName}_${kind}_rel_insert_input`,
    () =>
      new GraphQLInputObjectType({
        name: `${table.graphqlName}_${kind}_rel_insert_input`,
        description: `input type for inserting ${kind === 'obj' ? 'object' : 'array'} relation for remote table "${table.name}"`,
        fields: () => {
          const data = insertInputType(ctx, table);
          const fields: GraphQLInputFieldConfigMap = {
            data: {
              type: new GraphQLNonNull(kind === 'obj' ? data : new GraphQLList(new GraphQLNonNull(data))),
            },
          };
          const conflict = onConflictType(ctx, table);
          if (conflict) fields.on_conflict = { type: conflict, description: 'upsert condition' };
          return fields;
        },
      }),
  );
}

/** T_insert_input: insertable columns plus nested object and array relationship inserts. */
export function insertInputType(ctx: SchemaContext, table: ModelTable): GraphQLInputObjectType {
  return memoType(
    ctx,
    `${table.graphqlName}_insert_input`,
    () =>
      new GraphQLInputObjectType({
        name: `${table.graphqlName}_insert_input`,
        description: `input type for inserting data into table "${table.name}"`,
        fields: () => {
          const fields: GraphQLInputFieldConfigMap = {};
          for (const c of insertableColumns(ctx, table))
            fields[c.name] = { type: ctx.scalars.scalar(c.scalar) };
          for (const rel of table.relationships.values()) {
            const remote = remoteTable(ctx, rel.remoteTable);
            if (!remote.permissions[ctx.role]?.insert || remote.kind === 'view') continue;
            fields[rel.name] = { type: relInsertInput(ctx, remote, rel.kind === 'object' ? 'obj' : 'arr') };
          }
          if (Object.keys(fields).length === 0) fields._PLACEHOLDER = { type: GraphQLString };
          return sorted(fields);
        },
      }),
  );
}

/** _set, _inc and the jsonb operator inputs of update_T; only those the columns allow. */
export function updateOperatorInputs(
  ctx: SchemaContext,
  table: ModelTable,
): Record<string, GraphQLInputType> {
  const cols = updatableColumns(ctx, table);
  const make = (
    suffix: string,
    description: string,
    pick: (scalar: string) => GraphQLInputType | undefined,
  ) => {
    const picked = cols
      .map((c) => [c.name, pick(c.scalar)] as const)
      .filter((p): p is readonly [string, GraphQLInputType] => !!p[1]);
    if (picked.length === 0) return undefined;
    return memoType(
      ctx,
      `${table.graphqlName}_${suffix}`,
      () =>
        new GraphQLInputObjectType({
          name: `${table.graphqlName}_${suffix}`,
          description,
          fields: () => Object.fromEntries(picked.map(([n, type]) => [n, { type }])),
        }),
    );
  };
  const jsonb = ctx.scalars.scalar('jsonb');
  const ops: Record<string, GraphQLInputType | undefined> = {
    _append: make(
      'append_input',
      'append existing jsonb value of filtered columns with new jsonb value',
      (s) => (s === 'jsonb' ? jsonb : undefined),
    ),
    _delete_at_path: make(
      'delete_at_path_input',
      'delete the field or element with specified path (for JSON arrays, negative integers count from the end)',
      (s) => (s === 'jsonb' ? new GraphQLList(new GraphQLNonNull(GraphQLString)) : undefined),
    ),
    _delete_elem: make(
      'delete_elem_input',
      'delete the array element with specified index (negative integers count from the end). throws an error if top level container is not an array',
      (s) => (s === 'jsonb' ? GraphQLInt : undefined),
    ),
    _delete_key: make(
      'delete_key_input',
      'delete key/value pair or string element. key/value pairs are matched based on their key value',
      (s) => (s === 'jsonb' ? GraphQLString : undefined),
    ),
    _inc: make('inc_input', 'input type for incrementing numeric columns in table', (s) =>
      isNumericScalar(s) ? ctx.scalars.scalar(s) : undefined,
    ),
    _prepend: make(
      'prepend_input',
      'prepend existing jsonb value of filtered columns with new jsonb value',
      (s) => (s === 'jsonb' ? jsonb : undefined),
    ),
    _set: make('set_input', `input type for updating data in table "${table.name}"`, (s) =>
      ctx.scalars.scalar(s),
    ),
  };
  return Object.fromEntries(Object.entries(ops).filter((e): e is [string, GraphQLInputType] => !!e[1]));
}

export function updatesType(ctx: SchemaContext, table: ModelTable): GraphQLInputObjectType {
  return memoType(
    ctx,
    `${table.graphqlName}_updates`,
    () =>
      new GraphQLInputObjectType({
        name: `${table.graphqlName}_updates`,
        fields: () => {
          const fields: GraphQLInputFieldConfigMap = {};
          for (const [name, type] of Object.entries(updateOperatorInputs(ctx, table)))
            fields[name] = { type };
          fields.where = {
            type: new GraphQLNonNull(boolExpType(ctx, table)),
            description: 'filter the rows which have to be updated',
          };
          return fields;
        },
      }),
  );
}

export function pkColumnsInputType(ctx: SchemaContext, table: ModelTable): GraphQLInputObjectType {
  return memoType(
    ctx,
    `${table.graphqlName}_pk_columns_input`,
    () =>
      new GraphQLInputObjectType({
        name: `${table.graphqlName}_pk_columns_input`,
        description: `primary key columns input for table: ${table.name}`,
        fields: () =>
          Object.fromEntries(
            table.primaryKey.map((c) => [
              c,
              { type: new GraphQLNonNull(ctx.scalars.scalar(table.columns.get(c)!.scalar)) },
            ]),
          ),
      }),
  );
}

/** T_mutation_response { affected_rows, returning } (returning only with select permission). */
export function mutationResponseType(ctx: SchemaContext, table: ModelTable): GraphQLObjectType {
  return memoType(
    ctx,
    `${table.graphqlName}_mutation_response`,
    () =>
      new GraphQLObjectType({
        name: `${table.graphqlName}_mutation_response`,
        description: `response of any mutation on the table "${table.name}"`,
        fields: () => {
          const fields: GraphQLFieldConfigMap<unknown, unknown> = {
            affected_rows: {
              type: new GraphQLNonNull(GraphQLInt),
              description: 'number of rows affected by the mutation',
            },
          };
          if (selectPermission(ctx, table))
            fields.returning = {
              type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(tableObjectType(ctx, table)))),
              description: 'data from the rows affected by the mutation',
            };
          return fields;
        },
      }),
  );
}
