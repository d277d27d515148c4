import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
} from 'graphql';
import type { ModelTable } from '../metadata/model-types';
import {
  memoType,
  readableColumns,
  remoteTable,
  selectPermission,
  type SchemaContext,
} from './schema-context';

/** T_select_column: the columns this role may read. */
export function selectColumnEnum(ctx: SchemaContext, table: ModelTable): GraphQLEnumType {
  return memoType(ctx, `${table.graphqlName}_select_column`, () => {
    const values: Record<string, { value: string; description: string }> = {};
    for (const c of readableColumns(ctx, table))
      values[c.name] = { value: c.name, description: 'column name' };
    if (Object.keys(values).length === 0)
      values._PLACEHOLDER = { value: '_PLACEHOLDER', description: 'placeholder (do not use)' };
    return new GraphQLEnumType({
      name: `${table.graphqlName}_select_column`,
      description: `select columns of table "${table.name}"`,
      values,
    });
  });
}

/** T_bool_exp: _and/_or/_not, readable columns, relationships the role may read, <arr>_aggregate. */
export function boolExpType(ctx: SchemaContext, table: ModelTable): GraphQLInputObjectType {
  const name = `${table.graphqlName}_bool_exp`;
  return memoType(ctx, name, () => {
    const self: GraphQLInputObjectType = new GraphQLInputObjectType({
      name,
      description: `Boolean expression to filter rows from the table "${table.name}". All fields are combined with a logical 'AND'.`,
      fields: () => {
        const fields: GraphQLInputFieldConfigMap = {
          _and: { type: new GraphQLList(new GraphQLNonNull(self)) },
          _not: { type: self },
          _or: { type: new GraphQLList(new GraphQLNonNull(self)) },
        };
        const perm = selectPermission(ctx, table);
        for (const c of readableColumns(ctx, table))
          fields[c.name] = { type: ctx.scalars.comparisonExp(c.scalar) };
        for (const cf of table.computedFields.values()) {
          if (perm?.computedFields.has(cf.name))
            fields[cf.name] = { type: ctx.scalars.comparisonExp(cf.scalar) };
        }
        for (const rel of table.relationships.values()) {
          const remote = remoteTable(ctx, rel.remoteTable);
          const remotePerm = selectPermission(ctx, remote);
          if (!remotePerm) continue;
          fields[rel.name] = { type: boolExpType(ctx, remote) };
          if (rel.kind === 'array' && remotePerm.allowAggregations) {
            fields[`${rel.name}_aggregate`] = { type: aggregateBoolExpType(ctx, remote) };
          }
        }
        return Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      },
    });
    return self;
  });
}

/**
 * T_select_column_T_aggregate_bool_exp_<fn>_arguments_columns: the readable Boolean columns that
 * bool_and / bool_or may aggregate (Hasura names it after the function's argument type).
 */
function booleanColumnsEnum(ctx: SchemaContext, table: ModelTable, fn: string): GraphQLEnumType | undefined {
  const columns = readableColumns(ctx, table).filter((c) => c.scalar === 'Boolean');
  if (columns.length === 0) return undefined;
  const predName = `${table.graphqlName}_aggregate_bool_exp_${fn}_arguments_columns`;
  const name = `${table.graphqlName}_select_column_${predName}`;
  return memoType(
    ctx,
    name,
    () =>
      new GraphQLEnumType({
        name,
        description: `select "${predName}" columns of table "${table.name}"`,
        values: Object.fromEntries(
          columns.map((c) => [c.name, { value: c.name, description: 'column name' }]),
        ),
      }),
  );
}

/** T_aggregate_bool_exp_<fn> { arguments, distinct, filter, predicate }. */
function aggregatePredicateType(
  ctx: SchemaContext,
  table: ModelTable,
  fn: 'count' | 'bool_and' | 'bool_or',
  argumentsType: GraphQLInputType,
): GraphQLInputObjectType {
  const name = `${table.graphqlName}_aggregate_bool_exp_${fn}`;
  return memoType(
    ctx,
    name,
    () =>
      new GraphQLInputObjectType({
        name,
        fields: () => ({
          arguments: { type: argumentsType },
          distinct: { type: GraphQLBoolean },
          filter: { type: boolExpType(ctx, table) },
          predicate: {
            type: new GraphQLNonNull(ctx.scalars.comparisonExp(fn === 'count' ? 'Int' : 'Boolean')),
          },
        }),
      }),
  );
}

/** T_aggregate_bool_exp: count, and bool_and / bool_or where the table has readable Boolean columns. */
export function aggregateBoolExpType(ctx: SchemaContext, table: ModelTable): GraphQLInputObjectType {
  return memoType(
    ctx,
    `${table.graphqlName}_aggregate_bool_exp`,
    () =>
      new GraphQLInputObjectType({
        name: `${table.graphqlName}_aggregate_bool_exp`,
        fields: () => {
          const fields: GraphQLInputFieldConfigMap = {};
          for (const fn of ['bool_and', 'bool_or'] as const) {
            const columns = booleanColumnsEnum(ctx, table, fn);
            if (columns)
              fields[fn] = { type: aggregatePredicateType(ctx, table, fn, new GraphQLNonNull(columns)) };
          }
          fields.count = {
            type: aggregatePredicateType(
              ctx,
              table,
              'count',
              new GraphQLList(new GraphQLNonNull(selectColumnEnum(ctx, table))),
            ),
          };
          return fields;
        },
      }),
  );
}
