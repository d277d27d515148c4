import { GraphQLEnumType, GraphQLInputObjectType, type GraphQLInputFieldConfigMap } from 'graphql';
import { isNumericScalar, isOrderedScalar } from '../metadata/scalar-names';
import type { ModelTable } from '../metadata/model-types';
import {
  memoType,
  readableColumns,
  remoteTable,
  selectPermission,
  type SchemaContext,
} from './schema-context';

export const AGGREGATE_OPERATORS_NUMERIC = [
  'avg',
  'stddev',
  'stddev_pop',
  'stddev_samp',
  'sum',
  'var_pop',
  'var_samp',
  'variance',
] as const;
export const AGGREGATE_OPERATORS_ORDERED = ['max', 'min'] as const;

/** Hasura's order_by enum; asc puts nulls last and desc puts them first (PostgreSQL's default). */
export function orderByEnum(ctx: SchemaContext): GraphQLEnumType {
  return memoType(
    ctx,
    'order_by',
    () =>
      new GraphQLEnumType({
        name: 'order_by',
        description: 'column ordering options',
        values: {
          asc: { description: 'in ascending order, nulls last' },
          asc_nulls_first: { description: 'in ascending order, nulls first' },
          asc_nulls_last: { description: 'in ascending order, nulls last' },
          desc: { description: 'in descending order, nulls first' },
          desc_nulls_first: { description: 'in descending order, nulls first' },
          desc_nulls_last: { description: 'in descending order, nulls last' },
        },
      }),
  );
}

export function cursorOrderingEnum(ctx: SchemaContext): GraphQLEnumType {
  return memoType(
    ctx,
    'cursor_ordering',
    () =>
      new GraphQLEnumType({
        name: 'cursor_ordering',
        description: 'ordering argument of a cursor',
        values: {
          ASC: { description: 'ascending ordering of the cursor' },
          DESC: { description: 'descending ordering of the cursor' },
        },
      }),
  );
}

function columnsOrderBy(
  ctx: SchemaContext,
  table: ModelTable,
  suffix: string,
  include: (scalar: string) => boolean,
) {
  return memoType(
    ctx,
    `${table.graphqlName}_${suffix}_order_by`,
    () =>
      new GraphQLInputObjectType({
        name: `${table.graphqlName}_${suffix}_order_by`,
        fields: () => {
          const fields: GraphQLInputFieldConfigMap = {};
          for (const c of readableColumns(ctx, table))
            if (include(c.scalar)) fields[c.name] = { type: orderByEnum(ctx) };
          return fields;
        },
      }),
  );
}

/** T_aggregate_order_by: count and the per-operator column orderings. */
export function aggregateOrderByType(ctx: SchemaContext, table: ModelTable): GraphQLInputObjectType {
  return memoType(
    ctx,
    `${table.graphqlName}_aggregate_order_by`,
    () =>
      new GraphQLInputObjectType({
        name: `${table.graphqlName}_aggregate_order_by`,
        description: `order by aggregate values of table "${table.name}"`,
        fields: () => {
          const cols = readableColumns(ctx, table);
          const fields: GraphQLInputFieldConfigMap = {};
          const hasNumeric = cols.some((c) => isNumericScalar(c.scalar));
          const hasOrdered = cols.some((c) => isOrderedScalar(c.scalar));
          const operators = [...AGGREGATE_OPERATORS_NUMERIC, ...AGGREGATE_OPERATORS_ORDERED, 'count'].sort();
          for (const op of operators) {
            if (op === 'count') fields.count = { type: orderByEnum(ctx) };
            else if ((AGGREGATE_OPERATORS_ORDERED as readonly string[]).includes(op)) {
              if (hasOrdered) fields[op] = { type: columnsOrderBy(ctx, table, op, isOrderedScalar) };
            } else if (hasNumeric) fields[op] = { type: columnsOrderBy(ctx, table, op, isNumericScalar) };
          }
          return fields;
        },
      }),
  );
}

/** T_order_by: columns, object relationships (nested T_order_by) and <arr>_aggregate. */
export function orderByType(ctx: SchemaContext, table: ModelTable): GraphQLInputObjectType {
  return memoType(
    ctx,
    `${table.graphqlName}_order_by`,
    () =>
      new GraphQLInputObjectType({
        name: `${table.graphqlName}_order_by`,
        description: `Ordering options when selecting data from "${table.name}".`,
        fields: () => {
          const fields: GraphQLInputFieldConfigMap = {};
          const perm = selectPermission(ctx, table);
          for (const c of readableColumns(ctx, table)) fields[c.name] = { type: orderByEnum(ctx) };
          for (const cf of table.computedFields.values())
            if (perm?.computedFields.has(cf.name)) fields[cf.name] = { type: orderByEnum(ctx) };
          for (const rel of table.relationships.values()) {
            const remote = remoteTable(ctx, rel.remoteTable);
            const remotePerm = selectPermission(ctx, remote);
            if (!remotePerm) continue;
            if (rel.kind === 'object') fields[rel.name] = { type: orderByType(ctx, remote) };
            else if (remotePerm.allowAggregations)
              fields[`${rel.name}_aggregate`] = { type: aggregateOrderByType(ctx, remote) };
          }
          return Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        },
      }),
  );
}
