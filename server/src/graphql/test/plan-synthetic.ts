import { Kind, parse, validate, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { planOperation, type RootPlan } from '../ir/parse-operation';
import type { GraphqlRole } from '../metadata/metadata-types';
import { buildRoleSchema, type RoleSchema } from '../schema/build-role-schema';
import { syntheticModel } from './synthetic-model';

const schemas = new Map<GraphqlRole, RoleSchema>();

export function syntheticSchema(role: GraphqlRole): RoleSchema {
  let schema = schemas.get(role);
  if (!schema) {
    schema = buildRoleSchema(syntheticModel().model, role);
    schemas.set(role, schema);
  }
  return schema;
}

/** Parse, validate and plan a request against the synthetic model (no database). */
export function planSynthetic(
  role: GraphqlRole,
  query: string,
  variables: Record<string, unknown> = {},
): RootPlan[] {
  const roleSchema = syntheticSchema(role);
  const document = parse(query);
  const errors = validate(roleSchema.schema, document);
  if (errors.length > 0) throw new Error(errors[0]!.message);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return planOperation({ roleSchema, operation, fragments, variables });
}
