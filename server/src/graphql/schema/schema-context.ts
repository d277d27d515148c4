import {
  GraphQLList,
  GraphQLNonNull,
  type GraphQLInputObjectType,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import type { GraphqlRole } from '../metadata/metadata-types';
import type { Model, ModelColumn, ModelTable, SelectPermission } from '../metadata/model-types';
import type { ScalarTypes } from './scalar-types';

/** What the type builders of one role's schema share: the model, the role and a type cache. */
export interface SchemaContext {
  model: Model;
  role: GraphqlRole;
  scalars: ScalarTypes;
  types: Map<string, GraphQLNamedType>;
}

/** Builds a named type once per schema; later calls get the same instance. */
export function memoType<T extends GraphQLNamedType>(ctx: SchemaContext, name: string, build: () => T): T {
  const hit = ctx.types.get(name);
  if (hit) return hit as T;
  const type = build();
  ctx.types.set(name, type);
  return type;
}

export function selectPermission(ctx: SchemaContext, table: ModelTable): SelectPermission | undefined {
  return table.permissions[ctx.role]?.select;
}

/** The columns this role may read, in table order. */
export function readableColumns(ctx: SchemaContext, table: ModelTable): ModelColumn[] {
  const perm = selectPermission(ctx, table);
  if (!perm) return [];
  return [...table.columns.values()].filter((c) => perm.columns.has(c.name));
}

export function remoteTable(ctx: SchemaContext, key: string): ModelTable {
  const table = ctx.model.tables.get(key);
  if (!table) throw new Error(`table ${key} is not tracked`);
  return table;
}

/** `[T!]`, the list type of a custom mutation's inputs and answers. */
export const nonNullList = <T extends GraphQLInputObjectType | GraphQLObjectType>(t: T) =>
  new GraphQLList(new GraphQLNonNull(t));
