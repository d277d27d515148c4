// PostgreSQL type -> the GraphQL scalar name Hasura v2 gives it.
const SCALARS: Record<string, string> = {
  integer: 'Int',
  smallint: 'smallint',
  bigint: 'bigint',
  text: 'String',
  'character varying': 'String',
  character: 'bpchar',
  citext: 'citext',
  boolean: 'Boolean',
  numeric: 'numeric',
  real: 'float4',
  'double precision': 'float8',
  money: 'money',
  date: 'date',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'time with time zone': 'timetz',
  'time without time zone': 'time',
  interval: 'interval',
  uuid: 'uuid',
  json: 'json',
  jsonb: 'jsonb',
  inet: 'inet',
  bytea: 'bytea',
  name: 'name',
  oid: 'oid',
};

// Array types are named after PostgreSQL's internal element name, as Hasura does (_text, _int4).
const INTERNAL: Record<string, string> = {
  integer: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  text: 'text',
  'character varying': 'varchar',
  boolean: 'bool',
  numeric: 'numeric',
  uuid: 'uuid',
  jsonb: 'jsonb',
  'timestamp with time zone': 'timestamptz',
  date: 'date',
};

export function scalarForPgType(pgType: string): string {
  if (pgType.endsWith('[]')) {
    const element = pgType.slice(0, -2);
    return `_${INTERNAL[element] ?? element.replace(/\W+/g, '_')}`;
  }
  return SCALARS[pgType] ?? 'String';
}

const NUMERIC = new Set(['Int', 'smallint', 'bigint', 'numeric', 'float4', 'float8', 'Float', 'money']);
const ORDERED = new Set([
  ...NUMERIC,
  'String',
  'bpchar',
  'citext',
  'date',
  'timestamptz',
  'timestamp',
  'time',
  'timetz',
  'uuid',
  'interval',
  'inet',
  'name',
]);
const STRINGY = new Set(['String', 'bpchar', 'citext', 'name']);

export const isNumericScalar = (scalar: string) => NUMERIC.has(scalar);
/** max/min exist for these (Hasura: numeric, text and date/time like columns). */
export const isOrderedScalar = (scalar: string) => ORDERED.has(scalar);
export const isStringScalar = (scalar: string) => STRINGY.has(scalar);
