import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf, startEngineHarness, type EngineHarness } from './engine-harness';

// Issue 17 item 3 through the data API: a reference to another tenant's row is refused on insert,
// update and upsert, with exactly the answer a missing id gets (no existence oracle), and nothing
// of the other tenant changes. Beta's rows are 2xx; 999999 exists nowhere.

let h: EngineHarness;
beforeAll(async () => {
  h = await startEngineHarness();
});
afterAll(async () => h?.close());

type Answer = Awaited<ReturnType<EngineHarness['gql']>>;
const errorOf = (answer: Answer) => {
  expect(answer.data ?? null).toBeNull();
  const error = answer.errors?.[0];
  return { code: error?.extensions.code, message: error?.message };
};

const ROLES = ['admin', 'team_leader', 'staff'] as const;

// [what, beta's id, mutation with that id]. The chat tables, once the example here, are read-only
// in the data API (writes go through /api/chat); recipient_staff is the writable link table whose
// key (recipient_id, user_id) holds no customer_id, so it goes through the tenant_reference trigger.
const CASES: [string, number, (id: number, role: (typeof ROLES)[number]) => string][] = [
  [
    "recipient_staff: beta's recipient",
    211,
    (id) =>
      `mutation { insert_recipient_staff_one(object: {recipient_id: ${id}, user_id: 103}) { user_id } }`,
  ],
  [
    "recipient_staff: beta's user",
    204,
    (id) =>
      `mutation { insert_recipient_staff_one(object: {recipient_id: 112, user_id: ${id}}) { user_id } }`,
  ],
  [
    "queries: beta's recipient on update",
    211,
    (id) => `mutation { update_queries_by_pk(pk_columns: {id: 101}, _set: {patient_id: ${id}}) { id } }`,
  ],
  [
    "queries: beta's template on insert",
    201,
    (id) =>
      `mutation { insert_queries_one(object: {title: "x", patient_id: 111, template_id: ${id}}) { id } }`,
  ],
  [
    "time_entries: beta's recipient",
    211,
    // staff get user_id preset to themselves; the others name whose entry it is
    (id, role) =>
      `mutation { insert_time_entries_one(object: {date: "2024-05-01", minutes: 5, ${role === 'staff' ? '' : 'user_id: 103, '}recipient_id: ${id}}) { id } }`,
  ],
  [
    "tasks: beta's user as assignee",
    204,
    (id) =>
      `mutation { insert_tasks_one(object: {title: "x", recipient_id: 112, assigned_to: ${id}}) { id } }`,
  ],
  [
    "artifact_packages: beta's activity",
    201,
    (id) =>
      `mutation { insert_artifact_packages_one(object: {recipient_id: 112, activity_id: ${id}}) { id } }`,
  ],
];

describe('references across tenants through the data API', () => {
  for (const role of ROLES) {
    for (const [what, betaId, mutation] of CASES) {
      it(`${role}: ${what} is refused exactly like a missing id`, async () => {
        const who = sessionOf('alpha', role);
        const foreign = errorOf(await h.gql(who, mutation(betaId, role)));
        const missing = errorOf(await h.gql(who, mutation(999999, role)));
        expect(foreign.code).toBe('constraint-violation');
        expect(foreign.message).toMatch(/^Foreign key violation\. /);
        expect(foreign).toEqual(missing);
      });
    }
  }

  it("an upsert keyed on another tenant's template is refused as a missing one, and beta's row is unchanged", async () => {
    const who = sessionOf('alpha', 'admin');
    const upsert = (id: number) =>
      `mutation { insert_template_flags_one(object: {template_id: ${id}, user_context_me: false},
         on_conflict: {constraint: template_flags_pkey, update_columns: [user_context_me]}) { template_id } }`;
    const foreign = errorOf(await h.gql(who, upsert(202)));
    const missing = errorOf(await h.gql(who, upsert(999999)));
    expect(foreign.code).toBe('constraint-violation');
    expect(foreign).toEqual(missing);
    const beta = await h.test.db.query<{ user_context_me: boolean }>(
      'SELECT user_context_me FROM template_flags WHERE template_id = 202',
    );
    expect(beta.rows).toEqual([{ user_context_me: true }]);
  });

  it('a reference within the tenant still works (recipient_staff link, nested insert)', async () => {
    const who = sessionOf('alpha', 'staff');
    const link = await h.gql(
      who,
      'mutation { insert_recipient_staff_one(object: {recipient_id: 112, user_id: 102}) { recipient_id user_id customer_id } }',
    );
    expect(link).toEqual({
      data: { insert_recipient_staff_one: { recipient_id: 112, user_id: 102, customer_id: 1 } },
    });
    const nested = await h.gql(
      who,
      `mutation { insert_artifact_packages_one(object: {recipient_id: 112, activity_id: 101,
         queries: {data: [{title: "Ny", patient_id: 112, template_id: 101}]}}) {
         recipient_id queries { title patient_id template_id customer_id } } }`,
    );
    expect(nested).toEqual({
      data: {
        insert_artifact_packages_one: {
          recipient_id: 112,
          queries: [{ title: 'Ny', patient_id: 112, template_id: 101, customer_id: 1 }],
        },
      },
    });
  });
});
