import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf, startEngineHarness, type EngineHarness } from './engine-harness';

let h: EngineHarness;
const admin = sessionOf('alpha', 'admin');
beforeAll(async () => {
  h = await startEngineHarness();
});
afterAll(async () => h?.close());

describe('mutations', () => {
  it('insert_T with returning and relationships; customer_id comes from the token', async () => {
    const r = await h.gql(
      admin,
      `mutation { insert_queries(objects: [{title: "A", patient_id: 112, template_id: 101}, {title: "B", patient_id: 113, region: 7}]) {
      affected_rows returning { title customer_id region recipient { full_name } } } }`,
    );
    expect(r).toEqual({
      data: {
        insert_queries: {
          affected_rows: 2,
          returning: [
            { title: 'A', customer_id: 1, region: null, recipient: { full_name: 'Ola Nordmann' } },
            { title: 'B', customer_id: 1, region: 7, recipient: { full_name: 'Kari Nordmann' } },
          ],
        },
      },
    });
    const sneaky = await h.gql(
      admin,
      'mutation { insert_queries(objects: [{title: "x", customer_id: 2}]) { affected_rows } }',
    );
    expect(sneaky.errors?.[0]?.extensions.code).toBe('validation-failed');
  });

  it('insert_T with no objects inserts nothing, as in Hasura', async () => {
    const count = async () => (await h.gql(admin, '{ activities_aggregate { aggregate { count } } }')).data;
    const before = await count();
    expect(
      await h.gql(admin, 'mutation { insert_activities(objects: []) { affected_rows returning { id } } }'),
    ).toEqual({
      data: { insert_activities: { affected_rows: 0, returning: [] } },
    });
    expect(
      await h.gql(
        admin,
        'mutation { insert_activities(objects: [], on_conflict: {constraint: activities_pkey, update_columns: [name]}) { affected_rows } }',
      ),
    ).toEqual({ data: { insert_activities: { affected_rows: 0 } } });
    expect(await count()).toEqual(before);
  });

  it('insert_T_one with a nested array relationship, and on_conflict', async () => {
    const r = await h.gql(
      admin,
      'mutation { insert_recipients_one(object: {full_name: "Nested", queries: {data: [{title: "n1"}, {title: "n2"}]}}) { full_name queries(order_by: {title: asc}) { title customer_id } } }',
    );
    expect(r).toEqual({
      data: {
        insert_recipients_one: {
          full_name: 'Nested',
          queries: [
            { title: 'n1', customer_id: 1 },
            { title: 'n2', customer_id: 1 },
          ],
        },
      },
    });
    const upsert = await h.gql(
      admin,
      'mutation { insert_context_one(object: {name: "ARBEID", label: "Arbeid 2"}, on_conflict: {constraint: context_customer_id_name_key, update_columns: [label]}) { id label } }',
    );
    expect(upsert).toEqual({ data: { insert_context_one: { id: 101, label: 'Arbeid 2' } } });
    const nothing = await h.gql(
      admin,
      'mutation { insert_context(objects: [{name: "ARBEID", label: "x"}], on_conflict: {constraint: context_customer_id_name_key, update_columns: []}) { affected_rows } }',
    );
    expect(nothing).toEqual({ data: { insert_context: { affected_rows: 0 } } });
  });

  it('update_T with _set, _inc and the jsonb operators; update_T_by_pk; update_T_many', async () => {
    const r = await h.gql(
      admin,
      `mutation {
      a: update_queries(where: {id: {_eq: 104}}, _set: {title: "Q4 changed"}, _inc: {region: 2}, _append: {properties: {added: true}}) { affected_rows returning { title region properties } }
      b: update_templates_by_pk(pk_columns: {id: 101}, _delete_key: {attributes: "color"}) { attributes }
      c: update_templates_by_pk(pk_columns: {id: 102}, _prepend: {journal_roles: ["first"]}) { journal_roles }
      d: update_templates_by_pk(pk_columns: {id: 101}, _delete_at_path: {attributes: ["tags", "0"]}) { attributes }
      e: update_templates_by_pk(pk_columns: {id: 101}, _delete_elem: {journal_roles: 0}) { journal_roles }
      f: update_queries_many(updates: [{where: {id: {_eq: 101}}, _set: {status: "ARCHIVED"}}, {where: {id: {_in: [101, 102]}}, _set: {archived: true}}]) { affected_rows }
    }`,
    );
    expect(r).toEqual({
      data: {
        a: {
          affected_rows: 1,
          returning: [{ title: 'Q4 changed', region: null, properties: { score: 5, added: true } }],
        },
        b: { attributes: { tags: ['a', 'b'] } },
        c: { journal_roles: ['first'] },
        d: { attributes: { tags: ['b'] } },
        e: { journal_roles: [] },
        f: [{ affected_rows: 1 }, { affected_rows: 2 }],
      },
    });
  });

  it('delete_T and delete_T_by_pk', async () => {
    await h.gql(
      admin,
      'mutation { insert_activities(objects: [{id: 150, name: "tmp1"}, {id: 151, name: "tmp2"}]) { affected_rows } }',
    );
    const r = await h.gql(
      admin,
      'mutation { a: delete_activities_by_pk(id: 150) { name } b: delete_activities(where: {name: {_eq: "tmp2"}}) { affected_rows } c: delete_activities_by_pk(id: 150) { name } }',
    );
    expect(r).toEqual({ data: { a: { name: 'tmp1' }, b: { affected_rows: 1 }, c: null } });
  });

  it('runs all mutation fields of a request in one transaction: a failure rolls everything back', async () => {
    const r = await h.gql(
      admin,
      'mutation { a: insert_activities_one(object: {name: "kept?"}) { id } b: insert_queries(objects: [{title: "bad", patient_id: 999999}]) { affected_rows } }',
    );
    expect(r.errors?.[0]).toMatchObject({
      extensions: { code: 'constraint-violation', path: '$.selectionSet.b' },
    });
    expect(r.errors?.[0]?.message).toMatch(/^Foreign key violation\./);
    const check = await h.gql(admin, '{ activities(where: {name: {_eq: "kept?"}}) { id } }');
    expect(check.data!.activities).toEqual([]);
  });

  it('fails the permission check of an insert and writes nothing', async () => {
    const staff = sessionOf('alpha', 'staff');
    const r = await h.gql(
      staff,
      'mutation { insert_time_entries(objects: [{date: "2024-05-01", minutes: 10, user_id: 102}]) { affected_rows } }',
    );
    expect(r.errors?.[0]?.extensions.code).toBe('validation-failed');
    const own = await h.gql(
      staff,
      'mutation { insert_time_entries_one(object: {date: "2024-05-01", minutes: 10}) { user_id customer_id } }',
    );
    expect(own).toEqual({ data: { insert_time_entries_one: { user_id: 103, customer_id: 1 } } });
  });

  it("cannot update or delete another tenant's rows", async () => {
    const r = await h.gql(
      admin,
      'mutation { update_queries(where: {id: {_eq: 201}}, _set: {title: "hijack"}) { affected_rows } delete_queries_by_pk(id: 202) { id } }',
    );
    expect(r).toEqual({ data: { update_queries: { affected_rows: 0 }, delete_queries_by_pk: null } });
  });

  it('reports a bad value as data-exception', async () => {
    const r = await h.gql(
      admin,
      'mutation { insert_time_entries_one(object: {date: "not a date", minutes: 5}) { id } }',
    );
    expect(r.errors?.[0]?.extensions.code).toBe('data-exception');
    const c = await h.gql(
      admin,
      'mutation { insert_time_entries_one(object: {date: "2024-01-01", minutes: 5000, user_id: 103}) { id } }',
    );
    expect(c.errors?.[0]?.message).toMatch(/^Check constraint violation\./);
  });
});
