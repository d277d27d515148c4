import {
  GraphQLBoolean,
  GraphQLError,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  GraphQLString,
  Kind,
  valueFromASTUntyped,
  type GraphQLInputFieldConfigMap,
} from 'graphql';
import { isNumericScalar, isStringScalar } from '../metadata/scalar-names';

const BUILTIN: Record<string, GraphQLScalarType> = {
  Int: GraphQLInt,
  String: GraphQLString,
  Boolean: GraphQLBoolean,
  Float: GraphQLFloat,
};

/** What JSON a scalar can be written as; the value itself is PostgreSQL's to check. */
type Shape = 'number' | 'text' | 'array' | 'any';

function shapeOf(name: string): Shape {
  if (name === 'json' || name === 'jsonb') return 'any';
  if (name.startsWith('_')) return 'array';
  if (isNumericScalar(name) || name === 'oid') return 'number';
  return 'text';
}

const ACCEPTS: Record<Shape, { json: (value: unknown) => boolean; ast: Kind[]; words: string }> = {
  // A number or its text: a bigint beyond 2^53 or an exact numeric can only come as a string.
  number: {
    json: (v) => typeof v === 'number' || typeof v === 'string',
    ast: [Kind.INT, Kind.FLOAT, Kind.STRING],
    words: 'a number or a string',
  },
  text: { json: (v) => typeof v === 'string', ast: [Kind.STRING], words: 'a string' },
  // A list, or PostgreSQL's array literal ("{1,2}") as Hasura takes it.
  array: {
    json: (v) => Array.isArray(v) || typeof v === 'string',
    ast: [Kind.LIST, Kind.STRING],
    words: 'a list or a string',
  },
  any: { json: () => true, ast: [], words: '' },
};

const kindOf = (value: unknown) =>
  Array.isArray(value)
    ? 'a list'
    : value === null
      ? 'null'
      : typeof value === 'object'
        ? 'an object'
        : `a ${typeof value}`;

/**
 * A PostgreSQL-backed scalar: values pass through to SQL as parameters and PostgreSQL checks them
 * (a malformed date or bigint is its data-exception, as in Hasura), but a value of the wrong JSON
 * kind (an object for a bigint, a number for a date) is refused here as validation-failed.
 */
function passThroughScalar(name: string): GraphQLScalarType {
  const shape = shapeOf(name);
  const accepts = ACCEPTS[shape];
  const refuse = (got: string) => {
    throw new GraphQLError(`expected ${accepts.words} for type "${name}", got ${got}`);
  };
  return new GraphQLScalarType({
    name,
    serialize: (value) => value,
    parseValue: (value) => (accepts.json(value) ? value : refuse(kindOf(value))),
    parseLiteral: (ast, variables) => {
      if (shape !== 'any' && ast.kind !== Kind.VARIABLE && !accepts.ast.includes(ast.kind))
        refuse(kindOf(valueFromASTUntyped(ast, variables)));
      return valueFromASTUntyped(ast, variables);
    },
  });
}

export const STRING_OPERATORS = [
  '_ilike',
  '_iregex',
  '_like',
  '_nilike',
  '_niregex',
  '_nlike',
  '_nregex',
  '_nsimilar',
  '_regex',
  '_similar',
] as const;
export const JSONB_OPERATORS = [
  '_cast',
  '_contained_in',
  '_contains',
  '_has_key',
  '_has_keys_all',
  '_has_keys_any',
] as const;

/** Scalars and their <Scalar>_comparison_exp types for one schema. */
export class ScalarTypes {
  private readonly scalars = new Map<string, GraphQLScalarType>();
  private readonly comparisons = new Map<string, GraphQLInputObjectType>();

  scalar(name: string): GraphQLScalarType {
    const builtin = BUILTIN[name];
    if (builtin) return builtin;
    let type = this.scalars.get(name);
    if (!type) {
      type = passThroughScalar(name);
      this.scalars.set(name, type);
    }
    return type;
  }

  /** Hasura's <Scalar>_comparison_exp: _eq ... _nin, plus string and jsonb operators. */
  comparisonExp(name: string): GraphQLInputObjectType {
    let type = this.comparisons.get(name);
    if (type) return type;
    const scalar = this.scalar(name);
    const list = new GraphQLList(new GraphQLNonNull(scalar));
    type = new GraphQLInputObjectType({
      name: `${name}_comparison_exp`,
      description: `Boolean expression to compare columns of type "${name}". All fields are combined with logical 'AND'.`,
      fields: () => {
        const fields: GraphQLInputFieldConfigMap = {};
        if (name === 'jsonb') {
          fields._cast = { type: this.jsonbCastExp() };
          fields._contained_in = {
            type: scalar,
            description: 'is the column contained in the given json value',
          };
          fields._contains = {
            type: scalar,
            description: 'does the column contain the given json value at the top level',
          };
        }
        fields._eq = { type: scalar };
        fields._gt = { type: scalar };
        fields._gte = { type: scalar };
        if (name === 'jsonb') {
          fields._has_key = {
            type: GraphQLString,
            description: 'does the string exist as a top-level key in the column',
          };
          fields._has_keys_all = {
            type: new GraphQLList(new GraphQLNonNull(GraphQLString)),
            description: 'do all of these strings exist as top-level keys in the column',
          };
          fields._has_keys_any = {
            type: new GraphQLList(new GraphQLNonNull(GraphQLString)),
            description: 'do any of these strings exist as top-level keys in the column',
          };
        }
        if (isStringScalar(name)) {
          fields._ilike = {
            type: scalar,
            description: 'does the column match the given case-insensitive pattern',
          };
        }
        fields._in = { type: list };
        if (isStringScalar(name)) {
          fields._iregex = {
            type: scalar,
            description: 'does the column match the given POSIX regular expression, case insensitive',
          };
        }
        fields._is_null = { type: GraphQLBoolean };
        if (isStringScalar(name))
          fields._like = { type: scalar, description: 'does the column match the given pattern' };
        fields._lt = { type: scalar };
        fields._lte = { type: scalar };
        fields._neq = { type: scalar };
        if (isStringScalar(name)) {
          fields._nilike = {
            type: scalar,
            description: 'does the column NOT match the given case-insensitive pattern',
          };
        }
        fields._nin = { type: list };
        if (isStringScalar(name)) {
          fields._niregex = {
            type: scalar,
            description: 'does the column NOT match the given POSIX regular expression, case insensitive',
          };
          fields._nlike = { type: scalar, description: 'does the column NOT match the given pattern' };
          fields._nregex = {
            type: scalar,
            description: 'does the column NOT match the given POSIX regular expression, case sensitive',
          };
          fields._nsimilar = {
            type: scalar,
            description: 'does the column NOT match the given SQL regular expression',
          };
          fields._regex = {
            type: scalar,
            description: 'does the column match the given POSIX regular expression, case sensitive',
          };
          fields._similar = {
            type: scalar,
            description: 'does the column match the given SQL regular expression',
          };
        }
        return fields;
      },
    });
    this.comparisons.set(name, type);
    return type;
  }

  private castExp?: GraphQLInputObjectType;
  jsonbCastExp(): GraphQLInputObjectType {
    this.castExp ??= new GraphQLInputObjectType({
      name: 'jsonb_cast_exp',
      fields: () => ({ String: { type: this.comparisonExp('String') } }),
    });
    return this.castExp;
  }
}
