import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf, startEngineHarness, type EngineHarness } from './engine-harness';

let h: EngineHarness;
const admin = sessionOf('alpha', 'admin');
beforeAll(async () => {
  h = await startEngineHarness();
});
afterAll(async () => h?.close());

async function ids(where: string, table = 'queries') {
  const r = await h.gql(admin, `{ ${table}(where: ${where}, order_by: {id: asc}) { id } }`);
  expect(r.errors).toBeUndefined();
  return (r.data![table] as { id: number }[]).map((x) => x.id);
}

describe('queries: every operator and argument (expected JSON)', () => {
  it.each([
    ['{id: {_eq: 101}}', [101]],
    ['{id: {_neq: 101}}', [102, 104, 105]],
    ['{id: {_gt: 102}}', [104, 105]],
    ['{id: {_gte: 102}}', [102, 104, 105]],
    ['{id: {_lt: 102}}', [101]],
    ['{id: {_lte: 102}}', [101, 102]],
    ['{id: {_in: [101, 105, 999]}}', [101, 105]],
    ['{id: {_nin: [101, 105]}}', [102, 104]],
    ['{region: {_is_null: true}}', [104]],
    ['{region: {_is_null: false}}', [101, 102, 105]],
    ['{title: {_like: "Q_ Pia%"}}', [101, 102]],
    ['{title: {_nlike: "%Pia%"}}', [104, 105]],
    ['{title: {_ilike: "%pia%"}}', [101, 102]],
    ['{title: {_nilike: "%PIA%"}}', [104, 105]],
    ['{title: {_similar: "Q(1|4)%"}}', [101, 104]],
    ['{title: {_nsimilar: "Q(1|4)%"}}', [102, 105]],
    ['{title: {_regex: "^Q[45]"}}', [104, 105]],
    ['{title: {_nregex: "^Q[45]"}}', [101, 102]],
    ['{title: {_iregex: "kari$"}}', [105]],
    ['{title: {_niregex: "kari$"}}', [101, 102, 104]],
    ['{properties: {_contains: {score: 5}}}', [104]],
    ['{properties: {_contained_in: {score: 3, other: 1}}}', [101, 102]],
    ['{properties: {_has_key: "note"}}', [105]],
    ['{properties: {_has_keys_any: ["note", "score"]}}', [101, 104, 105]],
    ['{properties: {_has_keys_all: ["note", "score"]}}', [105]],
    ['{properties: {_cast: {String: {_ilike: "%score%: 5%"}}}}', [104]],
    ['{_and: [{id: {_gt: 101}}, {id: {_lt: 105}}]}', [102, 104]],
    ['{_or: [{id: {_eq: 101}}, {id: {_eq: 105}}]}', [101, 105]],
    ['{_or: []}', []],
    ['{_and: []}', [101, 102, 104, 105]],
    ['{_not: {id: {_eq: 101}}}', [102, 104, 105]],
    ['{recipient: {full_name: {_eq: "Ola Nordmann"}}}', [104]],
    ['{template: {template_flag: {user_context_me: {_eq: true}}}}', [102, 105]],
    ['{created_at: {_gte: "2024-03-04T00:00:00Z"}}', [104, 105]],
  ])('where %s', async (where, expected) => {
    expect(await ids(where)).toEqual(expected);
  });

  it('hides soft-deleted rows from every role (103 is deleted)', async () => {
    expect(await ids('{}')).toEqual([101, 102, 104, 105]);
  });

  it('filters by relationship aggregates', async () => {
    expect(await ids('{queries_aggregate: {count: {predicate: {_gte: 2}}}}', 'recipients')).toEqual([111]);
    expect(
      await ids(
        '{queries_aggregate: {count: {predicate: {_eq: 1}, filter: {status: {_eq: "ANSWERED"}}}}}',
        'recipients',
      ),
    ).toEqual([112]);
    expect(await ids('{queries_aggregate: {count: {predicate: {_eq: 0}}}}', 'recipients')).toEqual([]);
  });

  it.each([
    // 111 has a query hidden from patients (102); the deleted 103 is not counted
    ['{bool_or: {arguments: hide_for_patient, predicate: {_eq: true}}}', [111]],
    ['{bool_or: {arguments: hide_for_patient, distinct: true, predicate: {_eq: false}}}', [112, 113]],
    ['{bool_and: {arguments: hide_for_patient, predicate: {_eq: false}}}', [111, 112, 113]],
    ['{bool_and: {arguments: hide_for_patient, predicate: {_eq: true}}}', []],
    [
      '{bool_and: {arguments: hide_for_patient, filter: {status: {_eq: "SENT"}}, predicate: {_eq: false}}}',
      [111],
    ],
    [
      '{bool_or: {arguments: hide_for_patient, filter: {status: {_eq: "DRAFT"}}, predicate: {_eq: true}}}',
      [],
    ],
    [
      '{bool_and: {arguments: archived, filter: {id: {_gt: 999}}, predicate: {_is_null: true}}}',
      [111, 112, 113],
    ],
    ['{count: {arguments: [template_id], distinct: true, predicate: {_eq: 2}}}', [111]],
  ])('filters by the relationship aggregate predicate %s', async (predicate, expected) => {
    expect(await ids(`{queries_aggregate: ${predicate}}`, 'recipients')).toEqual(expected);
  });

  it('applies the remote permission inside aggregate predicates, and wants exactly one', async () => {
    const participant = sessionOf('alpha', 'participant');
    const hidden = await h.gql(
      participant,
      '{ recipients(where: {queries_aggregate: {bool_or: {arguments: hide_for_patient, predicate: {_eq: true}}}}) { id } }',
    );
    expect(hidden).toEqual({ data: { recipients: [] } });
    const two = await h.gql(
      admin,
      '{ recipients(where: {queries_aggregate: {count: {predicate: {_gt: 0}}, bool_or: {arguments: hide_for_patient, predicate: {_eq: true}}}}) { id } }',
    );
    expect(two.errors?.[0]).toEqual({
      message: 'exactly one predicate should be specified',
      extensions: {
        path: '$.selectionSet.recipients.args.where.queries_aggregate',
        code: 'validation-failed',
      },
    });
  });

  it('orders, limits, offsets, and places nulls like Hasura', async () => {
    const r = await h.gql(
      admin,
      `{
      a: queries(order_by: {region: asc}) { id region }
      b: queries(order_by: [{region: desc}, {id: asc}]) { id }
      c: queries(order_by: {region: asc_nulls_first}, limit: 2, offset: 1) { id }
      d: queries(order_by: {recipient: {full_name: asc}, id: desc}) { id }
      e: recipients(order_by: {queries_aggregate: {count: desc}}, limit: 1) { id }
      f: queries(distinct_on: template_id, order_by: {template_id: asc}) { template_id }
    }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      a: [
        { id: 101, region: 1 },
        { id: 102, region: 2 },
        { id: 105, region: 3 },
        { id: 104, region: null },
      ],
      b: [{ id: 104 }, { id: 105 }, { id: 102 }, { id: 101 }],
      c: [{ id: 101 }, { id: 102 }],
      d: [{ id: 105 }, { id: 104 }, { id: 102 }, { id: 101 }],
      e: [{ id: 111 }],
      f: [{ template_id: 101 }, { template_id: 102 }],
    });
  });

  it('orders by every form of relationship aggregate', async () => {
    const r = await h.gql(
      admin,
      `{
      max: recipients(order_by: {queries_aggregate: {max: {id: desc}}}) { id }
      sum: recipients(order_by: [{queries_aggregate: {sum: {region: asc}}}, {id: desc}]) { id }
      avg: recipients(order_by: [{queries_aggregate: {avg: {region: desc_nulls_last}}}, {id: asc}]) { id }
      min: recipients(order_by: {queries_aggregate: {min: {title: asc}}}) { id }
    }`,
    );
    // 111: queries 101 (region 1), 102 (2); 112: 104 (null); 113: 105 (3)
    expect(r).toEqual({
      data: {
        max: [{ id: 113 }, { id: 112 }, { id: 111 }],
        sum: [{ id: 113 }, { id: 111 }, { id: 112 }],
        avg: [{ id: 113 }, { id: 111 }, { id: 112 }],
        min: [{ id: 111 }, { id: 112 }, { id: 113 }],
      },
    });
  });

  it('selects nested object and array relationships, aliases, __typename, jsonb path and computed fields', async () => {
    const r = await h.gql(
      admin,
      `{
      recipients_by_pk(id: 112) {
        __typename name: full_name
        activity { name }
        queries(order_by: {id: asc}) { id score: properties(path: "$.score") template { title } }
      }
      context(where: {name: {_eq: "ARBEID"}}) { name templates_count }
    }`,
    );
    expect(r).toEqual({
      data: {
        recipients_by_pk: {
          __typename: 'recipients',
          name: 'Ola Nordmann',
          activity: { name: 'Activity A1' },
          queries: [{ id: 104, score: 5, template: { title: 'Kartlegging' } }],
        },
        context: [{ name: 'ARBEID', templates_count: 1 }],
      },
    });
  });

  it('aggregates with count(columns, distinct) and the numeric operators', async () => {
    const r = await h.gql(
      admin,
      `{ templates_aggregate(where: {valid_days: {_is_null: false}}, order_by: {id: asc}) {
      aggregate { count distinct: count(columns: [region], distinct: true) sum { valid_days } avg { valid_days } max { valid_days title } min { valid_days }
        stddev { valid_days } stddev_pop { valid_days } stddev_samp { valid_days } var_pop { valid_days } var_samp { valid_days } variance { valid_days } }
      nodes { id }
    } }`,
    );
    expect(r.errors).toBeUndefined();
    const agg = r.data!.templates_aggregate as { aggregate: Record<string, unknown>; nodes: unknown[] };
    expect(agg.nodes).toEqual([{ id: 101 }, { id: 103 }]);
    expect(agg.aggregate).toMatchObject({
      count: 2,
      distinct: 1,
      sum: { valid_days: 40 },
      avg: { valid_days: 20 },
      max: { valid_days: 30, title: 'Kartlegging' },
      min: { valid_days: 10 },
      var_pop: { valid_days: 100 },
      variance: { valid_days: 200 },
    });
  });

  it('answers each root field with exactly one SQL statement', async () => {
    const query =
      '{ queries { id recipient { full_name queries { id template { title } } } } recipients_aggregate { aggregate { count } } }';
    expect(await h.statementsOf(admin, query)).toBe(2);
  });

  it('keeps session values and literals out of the statement text', async () => {
    h.statements.length = 0;
    await h.gql(admin, '{ queries(where: {title: {_eq: "Q1 Pia"}}) { id } }');
    await h.gql(sessionOf('beta', 'admin'), '{ queries(where: {title: {_eq: "Q1 Pia"}}) { id } }');
    expect(h.statements[0]).toBe(h.statements[1]);
    expect(h.statements[0]).not.toContain('Q1 Pia');
  });

  it('shares a cached plan across users while each sees only their own tenant', async () => {
    const query = '{ queries(order_by: {id: asc}, limit: 2) { id customer_id } }';
    const a = await h.gql(admin, query);
    const b = await h.gql(sessionOf('beta', 'admin'), query);
    const p = await h.gql(sessionOf('beta', 'participant'), query);
    expect(a.data).toEqual({
      queries: [
        { id: 101, customer_id: 1 },
        { id: 102, customer_id: 1 },
      ],
    });
    expect(b.data).toEqual({
      queries: [
        { id: 201, customer_id: 2 },
        { id: 202, customer_id: 2 },
      ],
    });
    expect(p.data).toEqual({ queries: [{ id: 201, customer_id: 2 }] });
  });

  it("reports errors in Hasura's shape", async () => {
    expect(await h.gql(admin, '{ queries { nope } }')).toEqual({
      errors: [
        {
          message: "field 'nope' not found in type: 'queries'",
          extensions: { path: '$.selectionSet.queries.selectionSet.nope', code: 'validation-failed' },
        },
      ],
    });
    // the path names aliases as written, through inline fragments
    expect(
      (await h.gql(admin, '{ q: queries { ... on queries { x: nope } } }'))?.errors?.[0]?.extensions.path,
    ).toBe('$.selectionSet.q.selectionSet.x');
    expect((await h.gql(admin, '{ queries { id }'))?.errors?.[0]?.extensions.path).toBe('$.query');
    expect(
      (await h.gql(admin, 'query ($id: bigint!) { queries_by_pk(id: $id) { id } }', {}))?.errors?.[0]
        ?.extensions.code,
    ).toBe('validation-failed');
    expect(
      (await h.gql(admin, '{ queries(where: {query_uuid: {_eq: "not-a-uuid"}}) { id } }'))?.errors?.[0]
        ?.extensions,
    ).toEqual({ path: '$.selectionSet.queries', code: 'data-exception' });
    expect((await h.gql(admin, '{ queries(limit: -1) { id } }'))?.errors?.[0]?.extensions.code).toBe(
      'validation-failed',
    );
    expect(
      (await h.gql(admin, '{ queries(distinct_on: status, order_by: {id: asc}) { id } }'))?.errors?.[0]
        ?.message,
    ).toContain('distinct_on');
  });

  it('refuses a value of the wrong JSON kind for a column scalar, and takes a bigint as a number or a string', async () => {
    const byPk = 'query ($id: bigint!) { queries_by_pk(id: $id) { id } }';
    expect(await h.gql(admin, byPk, { id: '101' })).toEqual({ data: { queries_by_pk: { id: 101 } } });
    for (const id of [{ a: 1 }, [101], true]) {
      const r = await h.gql(admin, byPk, { id });
      expect(r.errors?.[0]?.extensions).toEqual({ path: '$.variables', code: 'validation-failed' });
      expect(r.errors?.[0]?.message).toContain('expected a number or a string for type "bigint"');
    }
    // Variables the operation does not declare are refused, as in Hasura v2.
    expect((await h.gql(admin, byPk, { id: 101, extra: 1, other: 2 })).errors?.[0]).toEqual({
      message: 'unexpected variables in variableValues: extra, other',
      extensions: { path: '$', code: 'validation-failed' },
    });
    // A string that is no bigint is PostgreSQL's to refuse, as in Hasura.
    expect((await h.gql(admin, byPk, { id: 'abc' })).errors?.[0]?.extensions.code).toBe('data-exception');
    const literal = await h.gql(admin, '{ queries(where: {id: {_eq: {a: 1}}}) { id } }');
    expect(literal.errors?.[0]).toMatchObject({
      message: 'expected a number or a string for type "bigint", got an object',
      extensions: { code: 'validation-failed' },
    });
    const entries = '{ time_entries_aggregate { aggregate { count } } }';
    const before = (await h.gql(admin, entries)).data;
    const date = await h.gql(
      admin,
      'mutation { insert_time_entries_one(object: {date: 20240101, minutes: 5}) { id } }',
    );
    expect(date.errors?.[0]).toMatchObject({
      message: 'expected a string for type "date", got a number',
      extensions: { code: 'validation-failed' },
    });
    expect((await h.gql(admin, entries)).data).toEqual(before);
  });

  it('limits depth and size', async () => {
    let deep = 'id';
    for (let i = 0; i < 10; i++) deep = `recipient { queries { ${deep} } }`;
    const r = await h.gql(admin, `{ queries { ${deep} } }`);
    expect(r.errors?.[0]?.message).toContain('depth limit');
    const wide = await h.gql(
      admin,
      `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: queries { id title status region }`).join(' ')} }`,
    );
    expect(wide.errors?.[0]?.message).toContain('limit');
  });

  it('answers introspection', async () => {
    const r = await h.gql(
      sessionOf('alpha', 'participant'),
      '{ __type(name: "queries_bool_exp") { inputFields { name } } }',
    );
    const names = (r.data!.__type as { inputFields: { name: string }[] }).inputFields.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(['_and', '_not', '_or', 'id', 'properties', 'recipient', 'template']),
    );
  });
});
