import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLObjectType,
  getNamedType,
  printSchema,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { syntheticSchema } from '../test/plan-synthetic';

function shape(type: GraphQLNamedType | undefined): string[] {
  if (type instanceof GraphQLObjectType || type instanceof GraphQLInputObjectType) {
    return Object.values(type.getFields()).map(
      (f) =>
        `${f.name}: ${f.type.toString()}${'args' in f && f.args.length > 0 ? `(${f.args.map((a: { name: string; type: { toString(): string } }) => `${a.name}: ${a.type.toString()}`).join(', ')})` : ''}`,
    );
  }
  if (type instanceof GraphQLEnumType) return type.getValues().map((v) => v.name);
  return [];
}

describe('schema stage', () => {
  it("generates Hasura's names for every role (snapshot)", () => {
    for (const role of ['admin', 'staff', 'participant', 'anonymous'] as const) {
      const schema = syntheticSchema(role).schema;
      const names = Object.keys(schema.getTypeMap())
        .filter((n) => !n.startsWith('__'))
        .sort();
      expect({
        role,
        names,
        query: shape(schema.getQueryType() ?? undefined),
        mutation: shape(schema.getMutationType() ?? undefined),
        subscription: shape(schema.getSubscriptionType() ?? undefined),
      }).toMatchSnapshot();
    }
  });

  it("declares Hasura's @cached directive for query operations", () => {
    const directive = syntheticSchema('staff').schema.getDirective('cached');
    expect(directive?.locations).toEqual(['QUERY']);
    expect(directive?.args.map((a) => `${a.name}: ${a.type.toString()} = ${String(a.defaultValue)}`)).toEqual(
      ['ttl: Int! = 60', 'refresh: Boolean! = false'],
    );
  });

  it("gives the input types Hasura's shapes", () => {
    const schema = syntheticSchema('admin').schema;
    const t = (n: string) => shape(schema.getType(n) ?? undefined);
    expect(t('String_comparison_exp')).toEqual([
      '_eq: String',
      '_gt: String',
      '_gte: String',
      '_ilike: String',
      '_in: [String!]',
      '_iregex: String',
      '_is_null: Boolean',
      '_like: String',
      '_lt: String',
      '_lte: String',
      '_neq: String',
      '_nilike: String',
      '_nin: [String!]',
      '_niregex: String',
      '_nlike: String',
      '_nregex: String',
      '_nsimilar: String',
      '_regex: String',
      '_similar: String',
    ]);
    expect(t('jsonb_comparison_exp')).toEqual([
      '_cast: jsonb_cast_exp',
      '_contained_in: jsonb',
      '_contains: jsonb',
      '_eq: jsonb',
      '_gt: jsonb',
      '_gte: jsonb',
      '_has_key: String',
      '_has_keys_all: [String!]',
      '_has_keys_any: [String!]',
      '_in: [jsonb!]',
      '_is_null: Boolean',
      '_lt: jsonb',
      '_lte: jsonb',
      '_neq: jsonb',
      '_nin: [jsonb!]',
    ]);
    expect(t('order_by')).toEqual([
      'asc',
      'asc_nulls_first',
      'asc_nulls_last',
      'desc',
      'desc_nulls_first',
      'desc_nulls_last',
    ]);
    expect(t('cursor_ordering')).toEqual(['ASC', 'DESC']);
    expect(t('queries_on_conflict')).toEqual([
      'constraint: queries_constraint!',
      'update_columns: [queries_update_column!]!',
      'where: queries_bool_exp',
    ]);
    expect(t('queries_constraint')).toEqual(['queries_pkey', 'queries_title_key']);
    expect(t('queries_mutation_response')).toEqual(['affected_rows: Int!', 'returning: [queries!]!']);
    expect(t('queries_stream_cursor_input')).toEqual([
      'initial_value: queries_stream_cursor_value_input!',
      'ordering: cursor_ordering',
    ]);
    expect(t('queries_aggregate_bool_exp_count')).toEqual([
      'arguments: [queries_select_column!]',
      'distinct: Boolean',
      'filter: queries_bool_exp',
      'predicate: Int_comparison_exp!',
    ]);
    expect(t('queries_aggregate_bool_exp')).toEqual([
      'bool_and: queries_aggregate_bool_exp_bool_and',
      'bool_or: queries_aggregate_bool_exp_bool_or',
      'count: queries_aggregate_bool_exp_count',
    ]);
    expect(t('queries_aggregate_bool_exp_bool_or')).toEqual([
      'arguments: queries_select_column_queries_aggregate_bool_exp_bool_or_arguments_columns!',
      'distinct: Boolean',
      'filter: queries_bool_exp',
      'predicate: Boolean_comparison_exp!',
    ]);
    expect(t('queries_select_column_queries_aggregate_bool_exp_bool_and_arguments_columns')).toEqual([
      'hide_for_patient',
    ]);
    expect(
      schema.getType('queries_select_column_queries_aggregate_bool_exp_bool_and_arguments_columns')
        ?.description,
    ).toBe('select "queries_aggregate_bool_exp_bool_and_arguments_columns" columns of table "queries"');
    expect(t('recipients_order_by')).toContain('queries_aggregate: queries_aggregate_order_by');
    expect(t('queries_insert_input')).toContain('recipient: recipients_obj_rel_insert_input');
    expect(t('recipients_insert_input')).toContain('queries: queries_arr_rel_insert_input');
    expect(t('queries_updates')).toEqual([
      '_append: queries_append_input',
      '_delete_at_path: queries_delete_at_path_input',
      '_delete_elem: queries_delete_elem_input',
      '_delete_key: queries_delete_key_input',
      '_inc: queries_inc_input',
      '_prepend: queries_prepend_input',
      '_set: queries_set_input',
      'where: queries_bool_exp!',
    ]);
    expect(t('queries_aggregate_fields')).toEqual([
      'avg: queries_avg_fields',
      'count: Int!(columns: [queries_select_column!], distinct: Boolean)',
      'max: queries_max_fields',
      'min: queries_min_fields',
      'stddev: queries_stddev_fields',
      'stddev_pop: queries_stddev_pop_fields',
      'stddev_samp: queries_stddev_samp_fields',
      'sum: queries_sum_fields',
      'var_pop: queries_var_pop_fields',
      'var_samp: queries_var_samp_fields',
      'variance: queries_variance_fields',
    ]);
  });

  it('shows a role only what it may read or write', () => {
    const participant = syntheticSchema('participant').schema;
    expect(shape(participant.getType('queries') ?? undefined).map((f) => f.split(':')[0])).toEqual([
      'id',
      'patient_id',
      'recipient',
      'score',
      'title',
      'userByCreatedBy',
      'userByUpdatedBy',
    ]);
    expect(participant.getMutationType()).toBeUndefined();
    expect(
      getNamedType(syntheticSchema('anonymous').schema.getQueryType()!.getFields().no_queries_available!.type)
        .name,
    ).toBe('String');
    expect(printSchema(syntheticSchema('staff').schema)).not.toContain('password_hash');
  });
});
