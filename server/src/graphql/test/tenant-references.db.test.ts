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

// [what, mutation with beta's id, the same with a missing id]
const CASES: [string, (id: number, role: (typeof ROLES)[number]) => string][] = [
  [
    "chat_members: beta's chat",
    (id) => `mutation { insert_chat_members_one(object: {chat_id: ${id}, user_id: 104}) { chat_id } }`,
  ],
  [
    "chat_members: beta's user",
    (id) => `mutation { insert_chat_members_one(object: {chat_id: 101, user_id: ${id}}) { chat_id } }`,
  ],
  [
    "queries: beta's recipient on update",
    (id) => `mutation { update_queries_by_pk(pk_columns: {id: 101}, _set: {patient_id: ${id}}) { id } }`,
  ],
  [
    "queries: beta's template on insert",
    (id) =>
      `mutation { insert_queries_one(object: {title: "x", patient_id: 111, template_id: ${id}}) { id } }`,
  ],
  [
    "time_entries: beta's recipient",
    // staff get user_id preset to themselves; the others name whose entry it is
    (id, role) =>
      `mutation { insert_time_entries_one(object: {date: "2024-05-01", minutes: 5, ${role === 'staff' ? '' : 'user_id: 103, '}recipient_id: ${id}}) { id } }`,
  ],
  [
    "chat_messages: beta's chat",
    (id) => `mutation { insert_chat_messages_one(object: {chat_id: ${id}, body: "hei"}) { id } }`,
  ],
];

describe('references across tenants through the data API', () => {
  for (const role of ROLES) {
    for (const [what, mutation] of CASES) {
      it(`${role}: ${what} is refused exactly like a missing id`, async () => {
        const who = sessionOf('alpha', role);
        const betaId = what.includes('user')
          ? 204
          : what.includes('template')
            ? 201
            : what.includes('chat')
              ? 201
              : 211;
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

  it('a reference within the tenant still works (chat member, nested insert)', async () => {
    const who = sessionOf('alpha', 'staff');
    const member = await h.gql(
      who,
      'mutation { insert_chat_members_one(object: {chat_id: 102, user_id: 102}) { chat_id user_id customer_id } }',
    );
    expect(member).toEqual({
      data: { insert_chat_members_one: { chat_id: 102, user_id: 102, customer_id: 1 } },
    });
    const nested = await h.gql(
      who,
      `mutation { insert_chats_one(object: {title: "Ny", recipient_id: 112, chat_members: {data: [{user_id: 103}]}}) {
         title chat_members { user_id customer_id } } }`,
    );
    expect(nested).toEqual({
      data: { insert_chats_one: { title: 'Ny', chat_members: [{ user_id: 103, customer_id: 1 }] } },
    });
  });
});
