import {
  Kind,
  type ArgumentNode,
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { validationFailed } from '../shared/graphql-error';
import { REQUEST_LIMITS } from '../shared/request-limits';

/** What an operation (or a fragment) costs with every fragment spread expanded where it is spread. */
export interface OperationCost {
  fields: number;
  nodes: number;
  /** Nested selection sets. */
  depth: number;
  /** How often each variable is read, fragments expanded. */
  uses: Map<string, number>;
  /** The deepest nesting of input objects and lists written in the text. */
  inputDepth: number;
}

const zero = (): OperationCost => ({ fields: 0, nodes: 0, depth: 0, uses: new Map(), inputDepth: 0 });

function addInto(target: OperationCost, add: OperationCost): void {
  target.fields += add.fields;
  target.nodes += add.nodes;
  target.depth = Math.max(target.depth, add.depth);
  target.inputDepth = Math.max(target.inputDepth, add.inputDepth);
  for (const [name, n] of add.uses) target.uses.set(name, (target.uses.get(name) ?? 0) + n);
}

function valueCost(value: ValueNode, into: OperationCost, depth = 1): void {
  into.nodes += 1;
  into.inputDepth = Math.max(into.inputDepth, depth);
  if (value.kind === Kind.VARIABLE)
    into.uses.set(value.name.value, (into.uses.get(value.name.value) ?? 0) + 1);
  else if (value.kind === Kind.LIST) for (const item of value.values) valueCost(item, into, depth + 1);
  else if (value.kind === Kind.OBJECT)
    for (const field of value.fields) {
      into.nodes += 1;
      valueCost(field.value, into, depth + 1);
    }
}

function argumentsCost(
  nodes: readonly (ArgumentNode | DirectiveNode)[] | undefined,
  into: OperationCost,
): void {
  for (const node of nodes ?? []) {
    into.nodes += 1;
    if (node.kind === Kind.ARGUMENT) valueCost(node.value, into);
    else argumentsCost(node.arguments, into);
  }
}

/**
 * The cost of every operation of a document, each fragment measured once and then multiplied by
 * its spreads (a fragment in a cycle or not defined counts nothing: validation refuses it next).
 */
function measure(document: DocumentNode): Map<OperationDefinitionNode, OperationCost> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const memo = new Map<string, OperationCost>();
  const inProgress = new Set<string>();

  const fragmentCost = (name: string): OperationCost => {
    const hit = memo.get(name);
    if (hit) return hit;
    const fragment = fragments.get(name);
    if (!fragment || inProgress.has(name)) return zero();
    inProgress.add(name);
    const cost = selectionSetCost(fragment.selectionSet);
    inProgress.delete(name);
    memo.set(name, cost);
    return cost;
  };

  // A selection set's cost; its depth is the deepest selection set inside it, itself included.
  const selectionSetCost = (set: SelectionSetNode): OperationCost => {
    const cost = zero();
    for (const selection of set.selections) {
      argumentsCost(selection.directives, cost);
      if (selection.kind === Kind.FIELD) {
        cost.fields += 1;
        cost.nodes += 1;
        argumentsCost(selection.arguments, cost);
        if (selection.selectionSet) addInto(cost, selectionSetCost(selection.selectionSet));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const inner = selectionSetCost(selection.selectionSet);
        addInto(cost, { ...inner, depth: inner.depth - 1 });
      } else {
        const inner = fragmentCost(selection.name.value);
        addInto(cost, { ...inner, depth: inner.depth - 1 });
      }
    }
    cost.depth += 1;
    return cost;
  };

  const out = new Map<OperationDefinitionNode, OperationCost>();
  for (const d of document.definitions)
    if (d.kind === Kind.OPERATION_DEFINITION) out.set(d, selectionSetCost(d.selectionSet));
  return out;
}

/**
 * Refuses a document whose operations would cost more than REQUEST_LIMITS allows, before it is
 * validated or planned. Linear in the document's size whatever its fragments multiply to.
 */
export function measureDocument(document: DocumentNode): Map<OperationDefinitionNode, OperationCost> {
  let costs: Map<OperationDefinitionNode, OperationCost>;
  try {
    costs = measure(document);
  } catch (error) {
    // Thousands of nested fragment definitions can exhaust the stack before any count is reached.
    if (error instanceof RangeError)
      throw validationFailed(
        `the query exceeds the depth limit of ${REQUEST_LIMITS.maxSelectionDepth}`,
        '$.query',
      );
    throw error;
  }
  for (const [operation, cost] of costs) {
    const variables = operation.variableDefinitions?.length ?? 0;
    if (variables > REQUEST_LIMITS.maxVariables)
      throw validationFailed(
        `the query exceeds the limit of ${REQUEST_LIMITS.maxVariables} variables`,
        '$.query',
      );
    if (cost.fields > REQUEST_LIMITS.maxFields)
      throw validationFailed(`the query exceeds the limit of ${REQUEST_LIMITS.maxFields} fields`, '$.query');
    if (cost.depth > REQUEST_LIMITS.maxSelectionDepth)
      throw validationFailed(
        `the query exceeds the depth limit of ${REQUEST_LIMITS.maxSelectionDepth}`,
        '$.query',
      );
    if (cost.inputDepth > REQUEST_LIMITS.maxInputDepth)
      throw validationFailed(
        `the query exceeds the input depth limit of ${REQUEST_LIMITS.maxInputDepth}`,
        '$.query',
      );
    if (cost.nodes > REQUEST_LIMITS.maxNodes)
      throw validationFailed(`the query exceeds the limit of ${REQUEST_LIMITS.maxNodes} nodes`, '$.query');
  }
  return costs;
}

/**
 * How many values a variable's JSON holds (scalars, list items, object fields), stopping past
 * `limit`, and how deeply it nests (without recursion: the JSON may nest 100,000 deep).
 */
function jsonValues(value: unknown, limit: number): { count: number; depth: number } {
  let count = 0;
  let depth = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0 && count <= limit) {
    const [v, at] = stack.pop()!;
    count += 1;
    depth = Math.max(depth, at);
    // One push at a time: spreading a list of 100,000 items into push() would overflow the stack.
    if (Array.isArray(v)) for (const item of v) stack.push([item, at + 1]);
    else if (v && typeof v === 'object') for (const item of Object.values(v)) stack.push([item, at + 1]);
  }
  return { count, depth };
}

/** The same for a default value written in the query. */
function literalValues(value: ValueNode | undefined): number {
  if (!value) return 1;
  const cost = zero();
  valueCost(value, cost);
  return cost.nodes;
}

/**
 * Refuses variables that, multiplied by the places the operation reads them, would bring the planner
 * more than REQUEST_LIMITS.maxVariableValues values (a long list used in many fields).
 */
export function checkVariableCost(
  operation: OperationDefinitionNode,
  cost: OperationCost | undefined,
  raw: Record<string, unknown>,
): void {
  if (!cost) return;
  const limit = REQUEST_LIMITS.maxVariableValues;
  const defaults = new Map(
    (operation.variableDefinitions ?? []).map((d) => [d.variable.name.value, d.defaultValue]),
  );
  let total = 0;
  for (const [name, value] of Object.entries(raw)) {
    // Nested input is coerced recursively (graphql-js) and planned recursively: bound it first.
    if (jsonValues(value, limit).depth > REQUEST_LIMITS.maxInputDepth)
      throw validationFailed(
        `the variables exceed the input depth limit of ${REQUEST_LIMITS.maxInputDepth}`,
        `$.variables.${name}`,
      );
  }
  for (const [name, uses] of cost.uses) {
    const values =
      raw[name] === undefined ? literalValues(defaults.get(name)) : jsonValues(raw[name], limit).count;
    total += values * uses;
    if (total > limit)
      throw validationFailed(
        `the variables exceed the limit of ${limit} values (each counted where it is used)`,
        '$.variables',
      );
  }
}
