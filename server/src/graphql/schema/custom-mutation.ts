import type { GraphQLFieldConfig } from 'graphql';
import type { Queryable } from '../../db/database';
import type { GraphqlRole } from '../metadata/metadata-types';
import type { SessionValues } from '../shared/session-values';
import type { SchemaContext } from './schema-context';

/** A mutation written in TypeScript (Hasura "action") that lives in the same schema. */
export interface CustomMutation {
  name: string;
  roles: readonly GraphqlRole[];
  /** The field's type and arguments, built with the schema's own scalars. */
  field(ctx: SchemaContext): GraphQLFieldConfig<unknown, unknown>;
  /** Runs inside the request's transaction; its answer is shaped by the selection set. */
  execute(input: { args: Record<string, unknown>; session: SessionValues; tx: Queryable }): Promise<unknown>;
}
