import { describe, expect, it } from 'vitest';
import type { SessionValues } from '../shared/session-values';
import { parseBoolExp } from '../ir/parse-bool-exp';
import { syntheticModel } from '../test/synthetic-model';
import { renderBoolExp } from './render-bool-exp';
import { planSynthetic } from '../test/plan-synthetic';
import { RenderContext } from './render-context';
import { renderDelete, renderInsert, renderUpdate } from './render-mutation';
import { renderQuery, renderQueryBody } from './render-query';

const staff: SessionValues = { role: 'staff', customerId: 7, userId: 70 };
const participant: SessionValues = { role: 'participant', customerId: 7, userId: 71 };

function sqlOf(session: SessionValues, query: string) {
  const plan = planSynthetic(session.role, query)[0]!;
  const rc = new RenderContext(session);
  if (plan.kind === 'query') return renderQuery(plan.ir, session);
  if (plan.kind !== 'mutation') throw new Error(plan.kind);
  if (plan.ir.kind === 'insert') return renderInsert(rc, plan.ir);
  if (plan.ir.kind === 'update') return renderUpdate(rc, plan.ir);
  return renderDelete(rc, plan.ir);
}

describe('SQL stage (snapshots of the printed SQL)', () => {
  it('select with where, order_by, limit, nested object and array relationships', () => {
    const s = sqlOf(
      staff,
      '{ recipients(where: {full_name: {_ilike: "%a%"}}, order_by: {full_name: asc}, limit: 5) { id full_name user { name } queries(where: {score: {_gt: 2}}, order_by: {created_at: desc}) { title } } }',
    );
    expect(s.text).toMatchSnapshot();
    // the staff role's row limit (100) also caps the nested array relationship
    // The second 7: the tenant every relationship carries (renderJoin), once per statement.
    expect(s.params).toEqual([7, '%a%', 7, 7, 7, 2, 100, 5]);
  });

  it("a subscription's multiplexed statement carries the tenant on a rule's relationship too", () => {
    const plan = planSynthetic('participant', '{ queries { id title } }')[0]!;
    if (plan.kind !== 'query') throw new Error(plan.kind);
    const rc = new RenderContext(participant, '_mux');
    const { body } = renderQueryBody(plan.ir, rc);
    // Each subscriber's own customer id, read from its row of parameters, inside the EXISTS.
    expect(body).toContain(
      'EXISTS (SELECT 1 FROM "public"."recipients" AS _1 WHERE _1."id" = _0."patient_id" AND _1."customer_id" = (_mux.p->>2)::bigint',
    );
    expect(rc.refs[2]).toEqual({ kind: 'session', name: 'X-Hasura-Customer-Id', pgType: 'bigint' });
  });

  it('the participant filter goes through the relationship and hides rows hidden from patients', () => {
    const s = sqlOf(participant, '{ queries { id title } }');
    expect(s.text).toMatchSnapshot();
    expect(s.params).toEqual([7, false, 7, 71]);
  });

  it('aggregate with count distinct, sum, and nodes', () => {
    const s = sqlOf(
      staff,
      '{ queries_aggregate(where: {recipient: {full_name: {_eq: "x"}}}) { aggregate { count(columns: [patient_id], distinct: true) sum { score } } nodes { id } } }',
    );
    expect(s.text).toMatchSnapshot();
  });

  it('by primary key, relationship ordering and aggregate filters', () => {
    expect(sqlOf(staff, '{ queries_by_pk(id: 3) { id properties(path: "a.b[0]") } }').text).toMatchSnapshot();
    expect(
      sqlOf(
        staff,
        '{ recipients(where: {queries_aggregate: {count: {predicate: {_gte: 2}}}}, order_by: {queries_aggregate: {count: desc}}) { id } }',
      ).text,
    ).toMatchSnapshot();
  });

  it("the role's row limit caps the request's limit", () => {
    const s = sqlOf(staff, '{ queries(limit: 500) { id } }');
    expect(s.params.at(-1)).toBe(100);
  });

  it('insert with presets and check, on_conflict', () => {
    const s = sqlOf(
      staff,
      'mutation { insert_queries(objects: [{title: "a", score: 1}, {title: "b"}], on_conflict: {constraint: queries_title_key, update_columns: [score]}) { affected_rows returning { id } } }',
    );
    expect(s.text).toMatchSnapshot();
    expect(s.params).toEqual([1, 'a', 7, 'b', 7, 7, 7]);
  });

  it('update with _set, _inc, _append and the tenant filter; delete', () => {
    expect(
      sqlOf(
        staff,
        'mutation { update_queries(where: {id: {_eq: 1}}, _set: {title: "t"}, _inc: {score: 2}, _append: {properties: {a: 1}}) { affected_rows } }',
      ),
    ).toMatchSnapshot();
    expect(
      sqlOf({ ...staff, role: 'admin' }, 'mutation { delete_queries_by_pk(id: 1) { id } }').text,
    ).toMatchSnapshot();
  });

  it('bool_and / bool_or aggregate predicates over an array relationship', () => {
    const s = sqlOf(
      staff,
      '{ recipients(where: {queries_aggregate: {bool_or: {arguments: hide_for_patient, distinct: true, filter: {score: {_gt: 1}}, predicate: {_eq: true}}}}) { id } }',
    );
    expect(s.text).toMatchSnapshot();
    expect(s.params).toEqual([7, 7, 7, 1, true, 100]);
  });

  it('column comparisons of permission rules name the current row, or the rule\'s row with "$"', () => {
    const { model } = syntheticModel();
    const queries = model.tables.get('public.queries')!;
    const exp = parseBoolExp(
      { model, role: 'staff', source: 'permission' },
      { created_by: { _ceq: 'updated_by' }, recipient: { user_id: { _cgt: ['$', 'created_by'] } } },
      queries,
    );
    const rc = new RenderContext(staff);
    expect(renderBoolExp(rc, exp, '_q')).toBe(
      '((_q."created_by" = _q."updated_by") AND EXISTS (SELECT 1 FROM "public"."recipients" AS _0 WHERE _0."id" = _q."patient_id" AND _0."customer_id" = $1::bigint AND (_0."user_id" > _q."created_by")))',
    );
    expect(rc.params).toEqual([7]);
  });

  it('a nested insert is one statement: object relationships first, children from their parent CTE', () => {
    const s = sqlOf(
      staff,
      `mutation { insert_recipients(objects: [
        {full_name: "a", user: {data: {name: "u"}}, queries: {data: [{title: "q1"}, {title: "q2"}]}},
        {full_name: "b"}]) { affected_rows returning { full_name queries { title } } } }`,
    );
    expect(s.text).toMatchSnapshot();
    expect(s.params).toEqual(['u', 7, 'a', 7, 'q1', 7, 'q2', 7, 'b', 7, 7, 7, 7, 7, 7, 7, 100]);
  });
});
