import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSynthetic } from './plan-synthetic';
import { sessionOf, startEngineHarness, type EngineHarness } from './engine-harness';
import { insertAsOneStatement } from './single-statement-insert';
import { singleStatementInsert } from '../sql/render-mutation';

// Nested inserts (Hasura's object and array relationship inserts, cf. tests-py
// queries/graphql_mutation/insert/nested). Each case runs twice: as ONE statement (the SQL stage's
// renderInsert, rolled back) and through the engine (committed), and both must give Hasura's answer.

let h: EngineHarness;
const admin = sessionOf('alpha', 'admin');
beforeAll(async () => {
  h = await startEngineHarness();
});
afterAll(async () => h?.close());

async function both(query: string) {
  const single = await insertAsOneStatement(h.engine, h.test.db, admin, query);
  const engine = await h.gql(admin, query);
  return { single: single.body, statements: single.statements, engine };
}

describe('nested inserts as one statement per root field', () => {
  it('an object relationship is inserted first and its key fills the row', async () => {
    const r = await both(`mutation { insert_queries_one(object: {title: "Q obj", status: "DRAFT",
      recipient: {data: {full_name: "New Person", mobile_phone: "+4799"}}}) {
      title customer_id recipient { full_name customer_id queries { title } } } }`);
    const expected = {
      data: {
        insert_queries_one: {
          title: 'Q obj',
          customer_id: 1,
          recipient: { full_name: 'New Person', customer_id: 1, queries: [{ title: 'Q obj' }] },
        },
      },
    };
    expect(r.single).toEqual(expected);
    expect(r.engine).toEqual(expected);
    expect(r.statements).toBe(1);
  });

  it('array relationships of several parent rows go to the right parent; affected_rows counts every row', async () => {
    const r = await both(`mutation { insert_recipients(objects: [
      {full_name: "P1", queries: {data: [{title: "p1-a"}, {title: "p1-b"}]}},
      {full_name: "Plain"},
      {full_name: "P2", queries: {data: [{title: "p2-a", region: 4}]}}]) {
      affected_rows returning { full_name customer_id queries(order_by: {title: asc}) { title region customer_id } } } }`);
    const expected = {
      data: {
        insert_recipients: {
          affected_rows: 6,
          returning: [
            {
              full_name: 'P1',
              customer_id: 1,
              queries: [
                { title: 'p1-a', region: null, customer_id: 1 },
                { title: 'p1-b', region: null, customer_id: 1 },
              ],
            },
            { full_name: 'Plain', customer_id: 1, queries: [] },
            { full_name: 'P2', customer_id: 1, queries: [{ title: 'p2-a', region: 4, customer_id: 1 }] },
          ],
        },
      },
    };
    expect(r.single).toEqual(expected);
    expect(r.engine).toEqual(expected);
    expect(r.statements).toBe(1);
  });

  it('nests two levels: array rows with their own object relationship', async () => {
    const r = await both(`mutation { insert_recipients_one(object: {full_name: "Deep", queries: {data: [
      {title: "d1", template: {data: {title: "New template", context: "ARBEID", valid_days: 3}}},
      {title: "d2"}]}}) {
      full_name queries(order_by: {title: asc}) { title template { title valid_days customer_id } } } }`);
    const expected = {
      data: {
        insert_recipients_one: {
          full_name: 'Deep',
          queries: [
            { title: 'd1', template: { title: 'New template', valid_days: 3, customer_id: 1 } },
            { title: 'd2', template: null },
          ],
        },
      },
    };
    expect(r.single).toEqual(expected);
    expect(r.engine).toEqual(expected);
  });

  it('an object relationship keyed on the remote side is inserted after its parent', async () => {
    const r = await both(`mutation { insert_templates_one(object: {title: "With flag", context: "ARBEID",
      template_flag: {data: {user_context_me: true}}}) { title template_flag { user_context_me customer_id } } }`);
    const expected = {
      data: {
        insert_templates_one: {
          title: 'With flag',
          template_flag: { user_context_me: true, customer_id: 1 },
        },
      },
    };
    expect(r.single).toEqual(expected);
    expect(r.engine).toEqual(expected);
  });

  it('keeps on_conflict: an upserted object relationship feeds its existing key', async () => {
    const r = await both(`mutation { insert_queries(objects: [{title: "uses 101",
      template: {data: {id: 101, title: "Kartlegging 2"}, on_conflict: {constraint: templates_pkey, update_columns: [title]}}}]) {
      affected_rows returning { title template { id title } } } }`);
    const expected = {
      data: {
        insert_queries: {
          affected_rows: 2,
          returning: [{ title: 'uses 101', template: { id: 101, title: 'Kartlegging 2' } }],
        },
      },
    };
    expect(r.single).toEqual(expected);
    expect(r.engine).toEqual(expected);
  });

  it("refuses, as Hasura does, when an object relationship's insert did nothing (DO NOTHING)", async () => {
    const query = `mutation { insert_queries_one(object: {title: "never",
      template: {data: {id: 102, title: "x"}, on_conflict: {constraint: templates_pkey, update_columns: []}}}) { id } }`;
    const single = await insertAsOneStatement(h.engine, h.test.db, admin, query);
    expect(single.body).toEqual({
      errors: [
        {
          message:
            'cannot proceed to insert object relation "template" since insert to table "templates" affects zero rows',
          extensions: {
            path: '$.selectionSet.insert_queries_one.args.object[0].template',
            code: 'not-supported',
          },
        },
      ],
    });
    const { rows } = await h.test.db.query("SELECT 1 FROM queries WHERE title = 'never'");
    expect(rows).toHaveLength(0);
  });

  it('refuses values for columns the parent determines (validation-failed)', async () => {
    const r = await h.gql(
      admin,
      'mutation { insert_recipients_one(object: {full_name: "x", queries: {data: [{title: "t", patient_id: 111}]}}) { id } }',
    );
    expect(r.errors?.[0]).toEqual({
      message:
        'cannot insert "patient_id" columns as their values are already being determined by parent insert',
      extensions: {
        path: '$.selectionSet.insert_recipients_one.args.object[0].queries.data[0]',
        code: 'validation-failed',
      },
    });
    const twice = await h.gql(
      admin,
      'mutation { insert_queries_one(object: {title: "t", patient_id: 111, recipient: {data: {full_name: "y"}}}) { id } }',
    );
    expect(twice.errors?.[0]?.message).toBe(
      'cannot insert object relationship "recipient" as "patient_id" column values are already determined',
    );
  });

  it('the engine answers a nested insert with one statement', async () => {
    const mutation =
      'mutation { insert_recipients_one(object: {full_name: "Counted", queries: {data: [{title: "c1"}, {title: "c2"}]}}) { id } }';
    expect(await h.statementsOf(admin, mutation)).toBe(1);
  });

  it('a failing constraint in a nested row rolls back the whole field', async () => {
    const query = `mutation { insert_recipients_one(object: {full_name: "Rolled back", queries: {data: [
      {title: "ok"}, {title: "bad", template_id: 999999}]}}) { id } }`;
    const single = await insertAsOneStatement(h.engine, h.test.db, admin, query);
    expect(single.body).toMatchObject({ errors: [{ extensions: { code: 'constraint-violation' } }] });
    const engine = await h.gql(admin, query);
    expect(engine.errors?.[0]?.extensions.code).toBe('constraint-violation');
    const { rows } = await h.test.db.query("SELECT 1 FROM recipients WHERE full_name = 'Rolled back'");
    expect(rows).toHaveLength(0);
  });
});

describe('the one shape that stays a statement per row', () => {
  const twoUpserts = `mutation { insert_queries(objects: [
    {title: "a", template: {data: {id: 101, title: "K"}, on_conflict: {constraint: templates_pkey, update_columns: [title]}}},
    {title: "b", template: {data: {id: 101, title: "K"}, on_conflict: {constraint: templates_pkey, update_columns: [title]}}}]) {
    affected_rows returning { title template { id title } } } }`;

  it('two upserts (ON CONFLICT DO UPDATE) into one table cannot share a statement', async () => {
    const plan = planSynthetic(
      'admin',
      `mutation { insert_recipients(objects: [
        {full_name: "a", queries: {data: [{title: "x"}], on_conflict: {constraint: queries_title_key, update_columns: [score]}}},
        {full_name: "b", queries: {data: [{title: "x"}], on_conflict: {constraint: queries_title_key, update_columns: [score]}}}]) { affected_rows } }`,
    )[0]!;
    if (plan.kind !== 'mutation' || plan.ir.kind !== 'insert') throw new Error('expected an insert');
    expect(singleStatementInsert(plan.ir)).toBe(false);
    const single = await insertAsOneStatement(h.engine, h.test.db, admin, twoUpserts);
    // PostgreSQL: "ON CONFLICT DO UPDATE command cannot affect row a second time".
    expect(single.body).toMatchObject({ errors: [{ extensions: { code: 'unexpected' } }] });
  });

  it('is answered as Hasura does by the statement-a-row path', async () => {
    expect(await h.gql(admin, twoUpserts)).toEqual({
      data: {
        insert_queries: {
          affected_rows: 4,
          returning: [
            { title: 'a', template: { id: 101, title: 'K' } },
            { title: 'b', template: { id: 101, title: 'K' } },
          ],
        },
      },
    });
  });
});
