import {
  getNamedType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type OperationDefinitionNode,
} from 'graphql';
import { validationFailed } from '../shared/graphql-error';
import type { RequestBudget } from '../shared/request-limits';
import type { RoleSchema } from '../schema/build-role-schema';
import type { CustomMutation } from '../schema/custom-mutation';
import type { TableRootField } from '../schema/root-fields';
import { collectFields } from './collect-fields';
import type { ModelFunction } from '../metadata/model-types';
import type { MutationIR, RootQueryIR, SelectIR, UpdateIR, ValueRef } from './ir-types';
import { parseDelete, parseInsert, parseReturning, parseUpdate } from './parse-mutation';
import {
  QUERY_LIMITS,
  fieldArguments,
  parseAggregate,
  parseListArguments,
  parseRowFields,
  type SelectContext,
} from './parse-select';

export type RootPlan =
  | { kind: 'query'; alias: string; ir: RootQueryIR }
  | { kind: 'mutation'; alias: string; ir: MutationIR }
  | { kind: 'update_many'; alias: string; items: UpdateIR[] }
  | {
      kind: 'custom';
      alias: string;
      mutation: CustomMutation;
      args: Record<string, unknown>;
      field: FieldNode;
    }
  | { kind: 'typename'; alias: string; typename: string }
  | { kind: 'introspection'; alias: string; field: FieldNode };

export interface OperationInput {
  roleSchema: RoleSchema;
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  budget?: RequestBudget;
}

function rootType(input: OperationInput): GraphQLObjectType {
  const { schema } = input.roleSchema;
  const type =
    input.operation.operation === 'query'
      ? schema.getQueryType()
      : input.operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!type) throw validationFailed(`no ${input.operation.operation}s exist`);
  return type;
}

/**
 * A tracked function's call: its arguments in declared order, each a typed parameter (null when not
 * given); the session argument is the caller's session variables, whatever the query holds.
 */
function functionCall(
  fn: ModelFunction,
  args: Record<string, unknown>,
): NonNullable<SelectIR['fromFunction']> {
  const given = (args.args ?? {}) as Record<string, unknown>;
  return {
    schema: fn.schema,
    name: fn.name,
    args: fn.args.map((a): ValueRef =>
      a.session
        ? { kind: 'session_json', pgType: a.pgType }
        : { kind: 'literal', value: given[a.name] ?? null, pgType: a.pgType },
    ),
  };
}

/** A `_stream` field: one cursor of one column, rows after its value in its order, a batch at a time. */
function planStreamField(
  ctx: SelectContext,
  table: TableRootField['table'],
  rowType: GraphQLObjectType,
  alias: string,
  field: FieldNode,
  args: Record<string, unknown>,
  path: string,
): RootPlan {
  const cursors = (
    args.cursor as ({ initial_value: Record<string, unknown>; ordering?: 'ASC' | 'DESC' } | null)[]
  ).filter((c) => c !== null);
  const cursor = cursors[0];
  const entry = cursor
    ? Object.entries(cursor.initial_value).find(([, v]) => v !== null && v !== undefined)
    : undefined;
  if (!cursor || !entry || cursors.length !== 1 || Object.keys(cursor.initial_value).length !== 1) {
    throw validationFailed(
      'one cursor with exactly one column in initial_value is expected',
      `${path}.args.cursor`,
    );
  }
  const [column, value] = entry;
  const pgType = table.columns.get(column)!.pgType;
  const direction = cursor.ordering ?? 'ASC';
  const base = parseListArguments(ctx, table, { where: args.where, limit: args.batch_size }, path);
  const select = {
    ...base,
    orderBy: [{ expr: { kind: 'column' as const, column, pgType }, direction, nulls: 'LAST' as const }],
    fields: parseRowFields(ctx, table, rowType, field, path, 1),
  };
  return {
    kind: 'query',
    alias,
    ir: {
      kind: 'stream',
      select,
      cursor: { column, pgType, direction, value: { kind: 'literal', value, pgType } },
    },
  };
}

function planTableField(
  ctx: SelectContext,
  info: TableRootField,
  type: GraphQLObjectType,
  alias: string,
  field: FieldNode,
): RootPlan {
  const def = type.getFields()[field.name.value]!;
  const path = `$.selectionSet.${alias}`;
  const { table } = info;
  const rowType = getNamedType(def.type) as GraphQLObjectType;
  const fromFunction = info.fn ? functionCall(info.fn, fieldArguments(ctx, def, field)) : undefined;
  switch (info.kind) {
    case 'select':
      return {
        kind: 'query',
        alias,
        ir: {
          kind: 'select',
          select: {
            ...parseListArguments(ctx, table, fieldArguments(ctx, def, field), path),
            fields: parseRowFields(ctx, table, rowType, field, path, 1),
            ...(fromFunction ? { fromFunction } : {}),
          },
        },
      };
    case 'select_aggregate': {
      const aggregate = parseAggregate(ctx, table, def, field, path, 1);
      if (fromFunction) aggregate.select.fromFunction = fromFunction;
      return { kind: 'query', alias, ir: { kind: 'aggregate', aggregate } };
    }
    case 'select_by_pk': {
      const args = fieldArguments(ctx, def, field);
      const where = Object.fromEntries(table.primaryKey.map((c) => [c, { _eq: args[c] }]));
      const base = parseListArguments(ctx, table, { where }, path);
      return {
        kind: 'query',
        alias,
        ir: {
          kind: 'select_one',
          select: { ...base, fields: parseRowFields(ctx, table, rowType, field, path, 1) },
        },
      };
    }
    case 'select_stream':
      return planStreamField(ctx, table, rowType, alias, field, fieldArguments(ctx, def, field), path);
    case 'insert':
    case 'insert_one':
      return {
        kind: 'mutation',
        alias,
        ir: parseInsert(ctx, table, def, field, path, info.kind === 'insert_one'),
      };
    case 'update':
    case 'update_by_pk':
      return {
        kind: 'mutation',
        alias,
        ir: parseUpdate(
          ctx,
          table,
          fieldArguments(ctx, def, field),
          parseReturning(ctx, table, def, field, path, info.kind === 'update_by_pk'),
          path,
        ),
      };
    case 'update_many': {
      const args = fieldArguments(ctx, def, field);
      const returning = parseReturning(ctx, table, def, field, path, false);
      return {
        kind: 'update_many',
        alias,
        items: (args.updates as Record<string, unknown>[]).map((u, i) =>
          parseUpdate(ctx, table, u, returning, `${path}.args.updates[${i}]`),
        ),
      };
    }
    case 'delete':
    case 'delete_by_pk': {
      const byPk = info.kind === 'delete_by_pk';
      return {
        kind: 'mutation',
        alias,
        ir: parseDelete(
          ctx,
          table,
          fieldArguments(ctx, def, field),
          parseReturning(ctx, table, def, field, path, byPk),
          byPk,
          path,
        ),
      };
    }
  }
}

/** The validated operation -> one plan per root field, permissions applied. */
export function planOperation(input: OperationInput): RootPlan[] {
  const type = rootType(input);
  const ctx: SelectContext = {
    model: input.roleSchema.model,
    role: input.roleSchema.role,
    source: 'request',
    fragments: input.fragments,
    variables: input.variables,
    cost: { fields: 0 },
    ...(input.budget ? { budget: input.budget } : {}),
  };
  const fields =
    input.operation.operation === 'query'
      ? input.roleSchema.query
      : input.operation.operation === 'mutation'
        ? input.roleSchema.mutation
        : input.roleSchema.subscription;
  const plans: RootPlan[] = [];
  for (const [alias, field] of collectFields(ctx, input.operation.selectionSet)) {
    const name = field.name.value;
    if (++ctx.cost.fields > QUERY_LIMITS.maxFields)
      throw validationFailed(
        `the query exceeds the limit of ${QUERY_LIMITS.maxFields} fields`,
        `$.selectionSet.${alias}`,
      );
    if (name === '__typename') plans.push({ kind: 'typename', alias, typename: type.name });
    else if (name === '__schema' || name === '__type') plans.push({ kind: 'introspection', alias, field });
    else {
      const info = fields.get(name);
      if (!info)
        throw validationFailed(
          `field '${name}' not found in type: '${type.name}'`,
          `$.selectionSet.${alias}`,
        );
      if (info.kind === 'custom')
        plans.push({
          kind: 'custom',
          alias,
          mutation: info.mutation,
          args: fieldArguments(ctx, type.getFields()[name]!, field),
          field,
        });
      else plans.push(planTableField(ctx, info, type, alias, field));
    }
  }
  return plans;
}
