import { GraphQLObjectType, GraphQLSchema, specifiedDirectives, type GraphQLFieldConfig } from 'graphql';
import { cachedDirective } from './cached-directive';
import type { GraphqlRole } from '../metadata/metadata-types';
import type { Model } from '../metadata/model-types';
import type { CustomMutation } from './custom-mutation';
import { functionQueryFields, placeholderField, tableMutationFields, tableQueryFields, type TableRootField } from './root-fields';
import { ScalarTypes } from './scalar-types';
import type { SchemaContext } from './schema-context';

export type MutationRootField = TableRootField | { kind: 'custom'; mutation: CustomMutation };

/** One role's schema and what each root field means (the IR stage reads these maps). */
export interface RoleSchema {
  role: GraphqlRole;
  model: Model;
  schema: GraphQLSchema;
  query: Map<string, TableRootField>;
  mutation: Map<string, MutationRootField>;
  subscription: Map<string, TableRootField>;
}

type Field = GraphQLFieldConfig<unknown, unknown>;

const byName = <T>(entries: [string, T][]) =>
  Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** A role sees only what its permissions allow, as in Hasura: one generated schema per role. */
export function buildRoleSchema(
  model: Model,
  role: GraphqlRole,
  customMutations: readonly CustomMutation[] = [],
): RoleSchema {
  const ctx: SchemaContext = { model, role, scalars: new ScalarTypes(), types: new Map() };
  const query = new Map<string, TableRootField>();
  const subscription = new Map<string, TableRootField>();
  const mutation = new Map<string, MutationRootField>();
  const queryFields: [string, Field][] = [];
  const subscriptionFields: [string, Field][] = [];
  const mutationFields: [string, Field][] = [];
  for (const table of model.tables.values()) {
    for (const [name, field, info] of tableQueryFields(ctx, table, false)) {
      queryFields.push([name, field]);
      query.set(name, info);
    }
    for (const [name, field, info] of tableQueryFields(ctx, table, true)) {
      subscriptionFields.push([name, field]);
      subscription.set(name, info);
    }
    for (const [name, field, info] of tableMutationFields(ctx, table)) {
      mutationFields.push([name, field]);
      mutation.set(name, info);
    }
  }
  for (const fn of model.functions?.values() ?? []) {
    for (const [name, field, info] of functionQueryFields(ctx, fn)) {
      queryFields.push([name, field]);
      query.set(name, info);
      subscriptionFields.push([name, field]);
      subscription.set(name, info);
    }
  }
  for (const custom of customMutations) {
    if (!custom.roles.includes(role)) continue;
    mutationFields.push([custom.name, custom.field(ctx)]);
    mutation.set(custom.name, { kind: 'custom', mutation: custom });
  }
  const schema = new GraphQLSchema({
    directives: [...specifiedDirectives, cachedDirective],
    query: new GraphQLObjectType({
      name: 'query_root',
      fields: queryFields.length > 0 ? byName(queryFields) : placeholderField(),
    }),
    ...(mutationFields.length > 0
      ? { mutation: new GraphQLObjectType({ name: 'mutation_root', fields: byName(mutationFields) }) }
      : {}),
    ...(subscriptionFields.length > 0
      ? {
          subscription: new GraphQLObjectType({
            name: 'subscription_root',
            fields: byName(subscriptionFields),
          }),
        }
      : {}),
  });
  return { role, model, schema, query, mutation, subscription };
}
