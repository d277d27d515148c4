import { GraphQLScalarType, Kind, type OperationDefinitionNode, type TypeNode } from 'graphql';
import type { RoleSchema } from '../schema/build-role-schema';

/**
 * Plans per query shape, not per set of variables (as Hasura does): a query is planned once with
 * its plain scalar variables replaced by slots, which end up as statement parameters, and each
 * request fills the slots with its own values. A client that asks for participant 17, then 18,
 * then 19 pays for parsing, permissions and SQL once.
 *
 * Only variables whose value can only ever become a parameter take a slot: non-null values of a
 * named scalar type other than Boolean and Int (which steer `_is_null`, `distinct`, `limit` and
 * `offset`) and json/jsonb (objects the planner may look into). Everything else stays in the plan's
 * cache key. A slot throws when the planner looks at it in any other way than passing it on
 * (reading a property, converting it to text or JSON), so a plan that would depend on a slot's
 * value is never cached: the caller plans with the real values instead (see planRequest).
 */

const SLOT = Symbol('variable slot');

export class SlotMisuse extends Error {}

function misuse(): never {
  throw new SlotMisuse('a variable slot was looked into while planning');
}

function makeSlot(name: string): object {
  return new Proxy(Object.freeze({}), {
    get: (_target, key) => (key === SLOT ? name : misuse()),
    has: misuse,
    ownKeys: misuse,
    getOwnPropertyDescriptor: misuse,
    getPrototypeOf: misuse,
  });
}

/** The variable name of a slot, or undefined for any other value. */
export function slotName(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return (value as { [SLOT]?: string })[SLOT];
}

/** Whether a value is a slot or a list holding one (a list literal of variables: `_in: [$a, $b]`). */
export function holdsSlot(value: unknown): boolean {
  return slotName(value) !== undefined || (Array.isArray(value) && value.some(holdsSlot));
}

/** A planned value with its slots filled from the request's variables. */
export function fillSlots(value: unknown, variables: Record<string, unknown>): unknown {
  const name = slotName(value);
  if (name !== undefined) return variables[name];
  return Array.isArray(value) ? value.map((v) => fillSlots(v, variables)) : value;
}

const KEPT_SCALARS = new Set(['Boolean', 'Int', 'json', 'jsonb']);

function slotType(roleSchema: RoleSchema, type: TypeNode): boolean {
  const named = type.kind === Kind.NON_NULL_TYPE ? type.type : type;
  if (named.kind !== Kind.NAMED_TYPE) return false;
  const schemaType = roleSchema.schema.getType(named.name.value);
  return schemaType instanceof GraphQLScalarType && !KEPT_SCALARS.has(schemaType.name);
}

export interface SlottedVariables {
  /** What the planner sees: slots in place of the slotted variables' values. */
  planVariables: Record<string, unknown>;
  /** The variables that decide the plan (with a marker for each slot): part of the cache key. */
  shapeKey: string;
  slotted: boolean;
}

export function slotVariables(
  roleSchema: RoleSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): SlottedVariables {
  const planVariables: Record<string, unknown> = { ...variables };
  const shape: Record<string, unknown> = { ...variables };
  let slotted = false;
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const value = variables[name];
    if (value === null || value === undefined || !slotType(roleSchema, definition.type)) continue;
    planVariables[name] = makeSlot(name);
    shape[name] = '\u0000slot';
    slotted = true;
  }
  return { planVariables, shapeKey: JSON.stringify(shape), slotted };
}
