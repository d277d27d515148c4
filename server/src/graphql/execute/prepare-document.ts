import {
  GraphQLError,
  Kind,
  getOperationAST,
  getVariableValues,
  parse,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';
import type { RootPlan } from '../ir/parse-operation';
import type { RoleSchema } from '../schema/build-role-schema';
import { HasuraError, validationFailed } from '../shared/graphql-error';
import { checkVariableCost, measureDocument, type OperationCost } from './operation-cost';
import { REQUEST_LIMITS } from '../shared/request-limits';

export interface PreparedDocument {
  document: DocumentNode;
  fragments: Record<string, FragmentDefinitionNode>;
  roleSchema: RoleSchema;
  /** Planned query operations of this document by operation name and variables (see planRequest). */
  plans: Map<string, { variables: Record<string, unknown>; plans: RootPlan[] }>;
  /** The same per operation name and shape (variable-slots.ts); null: the shape needs real values. */
  shapes: Map<string, RootPlan[] | null>;
  /** Each operation's cost, fragments expanded (operation-cost.ts). */
  costs: Map<OperationDefinitionNode, OperationCost>;
}

const CACHE_SIZE = 2000;
const cache = new WeakMap<RoleSchema, Map<string, PreparedDocument | HasuraError>>();

/** graphql-js's message for an unknown field, in Hasura's words. */
function hasuraMessage(error: GraphQLError): string {
  const unknown = /^Cannot query field "(\w+)" on type "(\w+)"/.exec(error.message);
  if (unknown) return `field '${unknown[1]}' not found in type: '${unknown[2]}'`;
  return error.message;
}

/**
 * Where an invalid field sits, as Hasura writes it: `$.selectionSet.<field>.selectionSet.<field>`
 * (aliases as written), found by walking the operations; `$.query` for anything else.
 */
function errorPath(document: DocumentNode, error: GraphQLError): string {
  const target = error.nodes?.[0];
  if (target?.kind !== Kind.FIELD) return '$.query';
  const search = (selections: readonly SelectionNode[], path: string): string | null => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        const here = `${path}.selectionSet.${(selection.alias ?? selection.name).value}`;
        if (selection === target) return here;
        if (selection.selectionSet) {
          const found = search(selection.selectionSet.selections, here);
          if (found) return found;
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const found = search(selection.selectionSet.selections, path);
        if (found) return found;
      }
    }
    return null;
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const found = search(definition.selectionSet.selections, '$');
    if (found) return found;
  }
  return '$.query';
}

/** Parse and validate once per role and query text; the result (or the error) is cached. */
export function prepareDocument(roleSchema: RoleSchema, query: string): PreparedDocument {
  let perRole = cache.get(roleSchema);
  if (!perRole) {
    perRole = new Map();
    cache.set(roleSchema, perRole);
  }
  const hit = perRole.get(query);
  if (hit instanceof HasuraError) throw hit;
  if (hit) return hit;
  let result: PreparedDocument | HasuraError;
  if (query.length > REQUEST_LIMITS.maxQueryLength)
    result = validationFailed('the query is too large', '$.query');
  else {
    try {
      const document = parse(query, { maxTokens: REQUEST_LIMITS.maxTokens });
      // Before validation: graphql-js's rules too walk what the fragments multiply to.
      const costs = measureDocument(document);
      const errors = validate(roleSchema.schema, document, undefined, { maxErrors: 5 });
      if (errors.length > 0)
        result = validationFailed(hasuraMessage(errors[0]!), errorPath(document, errors[0]!));
      else {
        const fragments: Record<string, FragmentDefinitionNode> = {};
        for (const d of document.definitions)
          if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
        result = { document, fragments, roleSchema, plans: new Map(), shapes: new Map(), costs };
      }
    } catch (error) {
      result =
        error instanceof HasuraError
          ? error
          : validationFailed(
              error instanceof GraphQLError
                ? `not a valid graphql query: ${error.message}`
                : 'not a valid graphql query',
              '$.query',
            );
    }
  }
  if (perRole.size >= CACHE_SIZE) perRole.delete(perRole.keys().next().value!);
  perRole.set(query, result);
  if (result instanceof HasuraError) throw result;
  return result;
}

export function selectOperation(
  prepared: PreparedDocument,
  operationName: string | undefined | null,
): OperationDefinitionNode {
  const operation = getOperationAST(prepared.document, operationName ?? undefined);
  if (!operation) {
    throw validationFailed(
      operationName
        ? `no such operation found in the document: "${operationName}"`
        : 'exactly one operation has to be present in the document when operationName is not specified',
    );
  }
  return operation;
}

export function coerceVariables(
  prepared: PreparedDocument,
  operation: OperationDefinitionNode,
  raw: unknown,
): Record<string, unknown> {
  const { roleSchema } = prepared;
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw)))
    throw validationFailed('variables must be an object', '$.variables');
  // Hasura v2 refuses variables the operation does not declare.
  const declared = new Set((operation.variableDefinitions ?? []).map((d) => d.variable.name.value));
  const unexpected = Object.keys(raw ?? {}).filter((name) => !declared.has(name));
  if (unexpected.length > 0)
    throw validationFailed(`unexpected variables in variableValues: ${unexpected.join(', ')}`, '$');
  checkVariableCost(operation, prepared.costs.get(operation), (raw ?? {}) as Record<string, unknown>);
  const coerced = getVariableValues(
    roleSchema.schema,
    operation.variableDefinitions ?? [],
    (raw ?? {}) as Record<string, unknown>,
    { maxErrors: 1 },
  );
  if (coerced.errors) throw validationFailed(coerced.errors[0]!.message, '$.variables');
  return coerced.coerced;
}
