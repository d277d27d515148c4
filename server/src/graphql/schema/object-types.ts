import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLOutputType,
} from 'graphql';
import { isNumericScalar, isOrderedScalar } from '../metadata/scalar-names';
import type { ModelRelationship, ModelTable } from '../metadata/model-types';
import { boolExpType, selectColumnEnum } from './filter-types';
import { AGGREGATE_OPERATORS_NUMERIC, orderByType } from './order-types';
import {
  memoType,
  readableColumns,
  remoteTable,
  selectPermission,
  type SchemaContext,
} from './schema-context';

/** distinct_on, limit, offset, order_by, where: the arguments of every list of T. */
export function listArguments(ctx: SchemaContext, table: ModelTable): GraphQLFieldConfigArgumentMap {
  return {
    distinct_on: {
      type: new GraphQLList(new GraphQLNonNull(selectColumnEnum(ctx, table))),
      description: 'distinct select on columns',
    },
    limit: { type: GraphQLInt, description: 'limit the number of rows returned' },
    offset: { type: GraphQLInt, description: 'skip the first n rows. Use only with order_by' },
    order_by: {
      type: new GraphQLList(new GraphQLNonNull(orderByType(ctx, table))),
      description: 'sort the rows by one or more columns',
    },
    where: { type: boolExpType(ctx, table), description: 'filter the rows returned' },
  };
}

function objectRelationshipNullable(rel: ModelRelationship): boolean {
  // Hasura: an object relationship over a foreign key of non-null columns is non-null.
  return !rel.nonNull;
}

/** The row type T: readable columns, computed fields and relationships the role may follow. */
export function tableObjectType(ctx: SchemaContext, table: ModelTable): GraphQLObjectType {
  return memoType(
    ctx,
    table.graphqlName,
    () =>
      new GraphQLObjectType({
        name: table.graphqlName,
        description: `columns and relationships of "${table.name}"`,
        fields: () => {
          const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
          const perm = selectPermission(ctx, table);
          for (const c of readableColumns(ctx, table)) {
            const scalar = ctx.scalars.scalar(c.scalar);
            const args: GraphQLFieldConfigArgumentMap =
              c.scalar === 'jsonb' || c.scalar === 'json'
                ? { path: { type: GraphQLString, description: 'JSON select path' } }
                : {};
            fields[c.name] = { type: c.nullable ? scalar : new GraphQLNonNull(scalar), args };
          }
          for (const cf of table.computedFields.values()) {
            if (perm?.computedFields.has(cf.name))
              fields[cf.name] = {
                type: ctx.scalars.scalar(cf.scalar),
                description: `A computed field, executes function "${cf.functionName}"`,
              };
          }
          for (const rel of table.relationships.values()) {
            const remote = remoteTable(ctx, rel.remoteTable);
            const remotePerm = selectPermission(ctx, remote);
            if (!remotePerm) continue;
            if (rel.kind === 'object') {
              const type = tableObjectType(ctx, remote);
              fields[rel.name] = {
                type: objectRelationshipNullable(rel) ? type : new GraphQLNonNull(type),
                description: 'An object relationship',
              };
            } else {
              fields[rel.name] = {
                type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(tableObjectType(ctx, remote)))),
                args: listArguments(ctx, remote),
                description: 'An array relationship',
              };
              if (remotePerm.allowAggregations) {
                fields[`${rel.name}_aggregate`] = {
                  type: new GraphQLNonNull(aggregateType(ctx, remote)),
                  args: listArguments(ctx, remote),
                  description: 'An aggregate relationship',
                };
              }
            }
          }
          return Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        },
      }),
  );
}

function operatorFields(ctx: SchemaContext, table: ModelTable, op: string): GraphQLObjectType | undefined {
  const numeric = op !== 'max' && op !== 'min';
  const cols = readableColumns(ctx, table).filter((c) =>
    numeric ? isNumericScalar(c.scalar) : isOrderedScalar(c.scalar),
  );
  if (cols.length === 0) return undefined;
  return memoType(
    ctx,
    `${table.graphqlName}_${op}_fields`,
    () =>
      new GraphQLObjectType({
        name: `${table.graphqlName}_${op}_fields`,
        description: `aggregate ${op} on columns`,
        fields: () => {
          const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
          for (const c of cols) {
            const type: GraphQLOutputType =
              op === 'sum' || op === 'max' || op === 'min' ? ctx.scalars.scalar(c.scalar) : GraphQLFloat;
            fields[c.name] = { type };
          }
          return fields;
        },
      }),
  );
}

/** T_aggregate_fields: count(columns, distinct) and the operators the column types allow. */
export function aggregateFieldsType(ctx: SchemaContext, table: ModelTable): GraphQLObjectType {
  return memoType(
    ctx,
    `${table.graphqlName}_aggregate_fields`,
    () =>
      new GraphQLObjectType({
        name: `${table.graphqlName}_aggregate_fields`,
        description: `aggregate fields of "${table.name}"`,
        fields: () => {
          const fields: GraphQLFieldConfigMap<unknown, unknown> = {
            count: {
              type: new GraphQLNonNull(GraphQLInt),
              args: {
                columns: { type: new GraphQLList(new GraphQLNonNull(selectColumnEnum(ctx, table))) },
                distinct: { type: GraphQLBoolean },
              },
            },
          };
          for (const op of [...AGGREGATE_OPERATORS_NUMERIC, 'max', 'min']) {
            const type = operatorFields(ctx, table, op);
            if (type) fields[op] = { type };
          }
          return Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        },
      }),
  );
}

/** T_aggregate { aggregate, nodes }. */
export function aggregateType(ctx: SchemaContext, table: ModelTable): GraphQLObjectType {
  return memoType(
    ctx,
    `${table.graphqlName}_aggregate`,
    () =>
      new GraphQLObjectType({
        name: `${table.graphqlName}_aggregate`,
        description: `aggregated selection of "${table.name}"`,
        fields: () => ({
          aggregate: { type: aggregateFieldsType(ctx, table) },
          nodes: {
            type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(tableObjectType(ctx, table)))),
          },
        }),
      }),
  );
}
