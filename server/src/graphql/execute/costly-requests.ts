// Requests shaped to cost the server far more than their size (docs/security.md, "Query cost and
// time limits"): each must be refused before the work is done. The tests send them and check the
// refusal; bench/graphql-limits.bench.ts sends them and prints how fast, and /healthz meanwhile.
import { REQUEST_LIMITS } from '../shared/request-limits';

export interface CostlyRequest {
  name: string;
  /** Sent with a staff token when true (the field needs a table), else with no token. */
  staff: boolean;
  body: { query: string; variables?: Record<string, unknown> };
  /** The refusal's message. */
  message: string;
}

/** `query { ...F<n> }` with `F<i> { ...F<i-1> ...F<i-1> }`: 2^n fields once expanded, ~45 bytes a level. */
export function fragmentBomb(levels: number): string {
  const defs = ['fragment F0 on query_root { __typename }'];
  for (let i = 1; i <= levels; i++) defs.push(`fragment F${i} on query_root { ...F${i - 1} ...F${i - 1} }`);
  return `query { ...F${levels} } ${defs.join(' ')}`;
}

const times = (n: number, item: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => item(i)).join(' ');
const nested = (levels: number, inner: string) =>
  `${'recipients { queries { recipient { '.repeat(levels)}${inner}${' } } }'.repeat(levels)}`;

const { maxFields, maxNodes, maxSelectionDepth, maxVariables, maxVariableValues, maxInputDepth } =
  REQUEST_LIMITS;
const notNested = (levels: number): unknown =>
  levels === 0 ? { id: { _eq: 1 } } : { _not: notNested(levels - 1) };
const fieldsMessage = `the query exceeds the limit of ${maxFields} fields`;

export const COSTLY_REQUESTS: CostlyRequest[] = [
  {
    name: 'fragment spreads doubling 24 times (1 KB)',
    staff: false,
    body: { query: fragmentBomb(24) },
    message: fieldsMessage,
  },
  {
    name: 'fragments doubling through aliases of a relationship',
    staff: true,
    body: {
      query: `query { recipients(limit: 1) { ...R12 } } fragment R0 on recipients { id } ${times(
        12,
        (i) =>
          `fragment R${i + 1} on recipients { a: activity { recipients(limit: 1) { ...R${i} } } b: activity { recipients(limit: 1) { ...R${i} } } }`,
      )}`,
    },
    message: fieldsMessage,
  },
  {
    name: `${maxFields + 1} aliases of a relationship`,
    staff: true,
    body: {
      query: `query { recipients(limit: 1) { ${times(maxFields + 1, (i) => `a${i}: queries { id }`)} } }`,
    },
    message: fieldsMessage,
  },
  {
    name: 'fields with @include and @skip, spread 625 times',
    staff: false,
    body: {
      query: `query($t: Boolean = true) { ...D4 } fragment D0 on query_root { ${times(
        10,
        (i) => `t${i}: __typename @include(if: $t) @skip(if: false)`,
      )} } ${times(4, (i) => `fragment D${i + 1} on query_root { ${times(5, () => `...D${i}`)} }`)}`,
    },
    message: fieldsMessage,
  },
  {
    name: `selection sets nested ${maxSelectionDepth + 1} deep`,
    staff: true,
    body: { query: `query { ${nested(Math.ceil(maxSelectionDepth / 3) + 1, 'id')} }` },
    message: `the query exceeds the depth limit of ${maxSelectionDepth}`,
  },
  {
    name: 'a 2,000-item list argument spread 16 times',
    staff: true,
    body: {
      query: `query { ...L4 } fragment L0 on query_root { recipients(where: {id: {_in: [${times(2000, (i) => `${i}`)}]}}) { id } } ${times(
        4,
        (i) => `fragment L${i + 1} on query_root { ...L${i} ...L${i} }`,
      )}`,
    },
    message: `the query exceeds the limit of ${maxNodes} nodes`,
  },
  {
    name: 'a where of _not in _not, 40 deep in the text',
    staff: true,
    body: {
      query: `query { recipients(where: ${'{_not: '.repeat(40)}{id: {_eq: 1}}${'}'.repeat(40)}) { id } }`,
    },
    message: `the query exceeds the input depth limit of ${maxInputDepth}`,
  },
  {
    name: 'a where variable of _not in _not, 3,000 deep',
    staff: true,
    body: {
      query: 'query($w: recipients_bool_exp) { recipients(where: $w) { id } }',
      variables: { w: notNested(3000) },
    },
    message: `the variables exceed the input depth limit of ${maxInputDepth}`,
  },
  {
    name: `${maxVariables + 1} declared variables`,
    staff: false,
    body: {
      query: `query(${times(maxVariables + 1, (i) => `$v${i}: Boolean`)}) { __typename }`,
    },
    message: `the query exceeds the limit of ${maxVariables} variables`,
  },
  {
    name: 'a 60,000-id list variable used in two fields',
    staff: true,
    body: {
      query:
        'query($ids: [bigint!]) { a: recipients(where: {id: {_in: $ids}}) { id } b: recipients(where: {id: {_in: $ids}}) { id } }',
      variables: { ids: Array.from({ length: 60_000 }, (_, i) => i + 1) },
    },
    message: `the variables exceed the limit of ${maxVariableValues} values (each counted where it is used)`,
  },
];
