import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf, startEngineHarness, type EngineHarness } from '../test/engine-harness';
import { renderQuery } from '../sql/render-query';
import { planRequest } from './execute-operation';
import { prepareDocument } from './prepare-document';

let h: EngineHarness;
const admin = sessionOf('alpha', 'admin');
const participant = sessionOf('alpha', 'participant');
beforeAll(async () => {
  h = await startEngineHarness();
});
afterAll(async () => h?.close());

/** The answer without variable slots: planned with the request's own values, one field at a time. */
async function reference(who: typeof admin, query: string, variables: Record<string, unknown>) {
  const planned = planRequest(h.engine, who, { query, variables });
  const data: Record<string, unknown> = {};
  for (const plan of planned.plans) {
    if (plan.kind !== 'query') throw new Error(plan.kind);
    const statement = renderQuery(plan.ir, who);
    const { rows } = await h.test.db.query<{ root: string }>(statement.text, statement.params);
    data[plan.alias] = JSON.parse(rows[0]!.root);
  }
  return { data };
}

const shapes = (who: typeof admin, query: string) =>
  prepareDocument(h.engine.roleSchema(who.role), query).shapes;

// Each query with several variable sets: the per-shape plan (slots filled per request) must answer
// exactly what planning with the real values answers, and share one plan where the variables are
// plain scalars.
const CASES: { query: string; sets: Record<string, unknown>[]; oneShape: boolean }[] = [
  {
    query: 'query ($id: bigint!) { queries_by_pk(id: $id) { id title } }',
    sets: [{ id: 101 }, { id: 102 }, { id: 999 }, { id: 201 }],
    oneShape: true,
  },
  {
    query: 'query ($t: String!) { queries(where: {title: {_ilike: $t}}, order_by: {id: asc}) { id title } }',
    sets: [{ t: '%pia%' }, { t: '%kari' }, { t: '%' }, { t: "'; DROP TABLE queries; --" }],
    oneShape: true,
  },
  {
    query:
      'query ($a: bigint!, $b: bigint!) { queries(where: {id: {_in: [$a, $b]}}, order_by: {id: asc}) { id } }',
    sets: [
      { a: 101, b: 105 },
      { a: 102, b: 104 },
      { a: 201, b: 101 },
    ],
    oneShape: true,
  },
  {
    query:
      'query ($id: bigint!, $re: String!) { a: queries_by_pk(id: $id) { id } b: queries(where: {title: {_regex: $re}}, order_by: {id: asc}) { id } }',
    sets: [
      { id: 101, re: '^Q[45]' },
      { id: 104, re: 'Pia' },
    ],
    oneShape: true,
  },
  {
    query: 'query ($ids: [bigint!]!) { queries(where: {id: {_in: $ids}}, order_by: {id: asc}) { id } }',
    sets: [{ ids: [101] }, { ids: [102, 105] }, { ids: [] }],
    oneShape: false,
  },
  {
    query: 'query ($n: Boolean!) { queries(where: {region: {_is_null: $n}}, order_by: {id: asc}) { id } }',
    sets: [{ n: true }, { n: false }],
    oneShape: false,
  },
  {
    query: 'query ($l: Int!) { queries(order_by: {id: asc}, limit: $l) { id } }',
    sets: [{ l: 1 }, { l: 3 }],
    oneShape: false,
  },
  {
    query: 'query ($d: order_by!) { queries(order_by: {id: $d}) { id } }',
    sets: [{ d: 'asc' }, { d: 'desc' }],
    oneShape: false,
  },
  {
    query: 'query ($j: jsonb!) { queries(where: {properties: {_contains: $j}}, order_by: {id: asc}) { id } }',
    sets: [{ j: { score: 5 } }, { j: { score: 3 } }],
    oneShape: false,
  },
  {
    query: 'query ($s: String) { queries(where: {status: {_eq: $s}}, order_by: {id: asc}) { id } }',
    sets: [{ s: 'SENT' }, { s: 'DRAFT' }],
    oneShape: true,
  },
];

describe('plans per query shape (variable slots)', () => {
  for (const { query, sets, oneShape } of CASES) {
    it(`${query.slice(0, 70)}…`, async () => {
      for (const variables of sets)
        expect(await h.gql(admin, query, variables), JSON.stringify(variables)).toEqual(
          await reference(admin, query, variables),
        );
      const planned = [...shapes(admin, query).values()];
      if (oneShape) expect(planned).toHaveLength(1);
      else expect(planned).toHaveLength(sets.length);
      expect(planned.every((p) => p !== null)).toBe(true);
    });
  }

  it('one plan serves every user of the role: a participant sees only their own rows with any variable', async () => {
    const query = 'query ($id: bigint!) { queries_by_pk(id: $id) { id } }';
    for (const id of [101, 102, 104, 201])
      expect(await h.gql(participant, query, { id })).toEqual(await reference(participant, query, { id }));
    expect((await h.gql(participant, query, { id: 101 })).data).toEqual({ queries_by_pk: { id: 101 } });
    expect((await h.gql(participant, query, { id: 104 })).data).toEqual({ queries_by_pk: null });
    expect(shapes(participant, query).size).toBe(1);
  });

  it('a variable the plan would look into (a String inside a jsonb literal) is planned with its value every time', async () => {
    const query =
      'query ($s: String!) { queries(where: {properties: {_contains: {note: $s}}}, order_by: {id: asc}) { id } }';
    expect((await h.gql(admin, query, { s: 'x' })).data).toEqual({ queries: [{ id: 105 }] });
    expect((await h.gql(admin, query, { s: 'y' })).data).toEqual({ queries: [] });
    expect([...shapes(admin, query).values()]).toEqual([null]);
  });

  it('a null value is no slot: it is planned as such and answers what planning with it answers', async () => {
    const query = 'query ($s: String) { queries(where: {status: {_eq: $s}}, order_by: {id: asc}) { id } }';
    let expected: string | undefined;
    try {
      await reference(admin, query, { s: null });
    } catch (error) {
      expected = (error as Error).message;
    }
    expect(expected).toBe('unexpected null value in a boolean expression');
    expect((await h.gql(admin, query, { s: null })).errors?.[0]?.message).toBe(expected);
    expect((await h.gql(admin, query, { s: 'SENT' })).data).toEqual({ queries: [{ id: 101 }, { id: 102 }] });
  });

  it('a missing variable is refused before any plan; a bad value arrives as a parameter', async () => {
    const typed = await h.gql(admin, 'query ($id: bigint!) { queries_by_pk(id: $id) { id } }', {});
    expect(typed.errors?.[0]?.extensions.code).toBe('validation-failed');
    const bad = await h.gql(admin, 'query ($id: bigint!) { queries_by_pk(id: $id) { id } }', { id: 'x' });
    expect(bad.errors?.[0]?.extensions.code).toBe('data-exception');
    expect(JSON.stringify(bad)).not.toMatch(/SELECT|queries_by_pk\(/);
  });
});
