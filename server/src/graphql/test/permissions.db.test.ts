import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlRole } from '../metadata/metadata-types';
import { parseBoolExp } from '../ir/parse-bool-exp';
import { sessionOf, startEngineHarness, type EngineHarness } from './engine-harness';
import { AGGREGATE_FILTERS } from './random-filters';

let h: EngineHarness;
beforeAll(async () => {
  h = await startEngineHarness();
  // Chats are read by their members only (admins too). Alpha's chat 101 (with Pia) has staff and
  // the participant; 102 (staff only) has staff and the team leader; alpha's admin is in neither.
  // Beta's rows name beta's users.
  await h.test.db.exec(`INSERT INTO chat_members (chat_id, user_id, customer_id) VALUES
    (101, 103, 1), (101, 104, 1), (102, 103, 1), (102, 102, 1),
    (201, 203, 2), (201, 204, 2), (202, 203, 2), (202, 202, 2), (202, 201, 2)`);
});
afterAll(async () => h?.close());

type Person = Exclude<GraphqlRole, 'anonymous'>;
const ROLES: Person[] = ['admin', 'team_leader', 'staff', 'participant'];

async function read(role: Person, query: string) {
  return h.gql(sessionOf('alpha', role), query);
}

describe('metadata against the database', () => {
  it('tracks every table it names and every permission expression parses (relationships, columns)', () => {
    expect(h.engine.warnings).toEqual([]);
    for (const table of h.engine.model.tables.values()) {
      for (const [role, perms] of Object.entries(table.permissions)) {
        const ctx = { model: h.engine.model, role: role as GraphqlRole, source: 'permission' as const };
        for (const exp of [
          perms.select?.filter,
          perms.insert?.check,
          perms.update?.filter,
          perms.update?.check,
          perms.delete?.filter,
        ]) {
          expect(() => parseBoolExp(ctx, exp ?? {}, table), `${table.key} ${role}`).not.toThrow();
        }
      }
    }
    expect(h.engine.allSchemas()).toHaveLength(5);
  });
});

describe('role matrix (docs/permissions.md)', () => {
  // table, ids each role sees in tenant alpha ("error" = the field is not in the role's schema)
  const matrix: [string, Record<Person, number[] | 'error'>][] = [
    [
      'queries',
      {
        admin: [101, 102, 104, 105],
        team_leader: [101, 102, 104, 105],
        staff: [101, 102, 104, 105],
        participant: [101],
      },
    ],
    [
      'recipients',
      { admin: [111, 112, 113], team_leader: [111, 112, 113], staff: [111, 112, 113], participant: [111] },
    ],
    // members only, whatever the role
    ['chats', { admin: [], team_leader: [102], staff: [101, 102], participant: [101] }],
    ['chat_messages', { admin: [], team_leader: [102], staff: [101, 102], participant: [101] }],
    [
      'time_entries',
      { admin: [101, 102, 103], team_leader: [101, 102, 103], staff: [101, 102], participant: 'error' },
    ],
    [
      'templates',
      {
        admin: [101, 102, 103],
        team_leader: [101, 102, 103],
        staff: [101, 102, 103],
        participant: [101, 102], // 103: no questionnaire of theirs, not a ME template (issue 13)
      },
    ],
    [
      'users',
      {
        admin: [101, 102, 103, 104],
        team_leader: [101, 102, 103, 104],
        staff: [101, 102, 103, 104],
        participant: [104],
      },
    ],
    [
      'login_audit',
      { admin: 'any', team_leader: 'any', staff: 'error', participant: 'error' } as unknown as Record<
        Person,
        number[] | 'error'
      >,
    ],
  ];
  for (const [table, expected] of matrix) {
    for (const role of ROLES) {
      it(`${role} reads ${table}`, async () => {
        const r = await read(role, `{ ${table}(order_by: {id: asc}) { id } }`);
        const want = expected[role];
        if (want === 'error') expect(r.errors?.[0]?.extensions.code).toBe('validation-failed');
        else if (Array.isArray(want))
          expect((r.data![table] as { id: number }[]).map((x) => x.id)).toEqual(want);
        else expect(r.errors).toBeUndefined();
      });
    }
  }

  it("participants never see rows hidden from patients or others' rows, even by primary key", async () => {
    const r = await read(
      'participant',
      '{ a: queries_by_pk(id: 102) { id } b: queries_by_pk(id: 104) { id } c: queries_by_pk(id: 101) { id } }',
    );
    expect(r.data).toEqual({ a: null, b: null, c: { id: 101 } });
  });

  it('participants cannot write questionnaires; staff cannot delete them', async () => {
    expect(
      (await read('participant', 'mutation { insert_queries(objects: [{title: "x"}]) { affected_rows } }'))
        .errors?.[0]?.extensions.code,
    ).toBe('validation-failed');
    expect(
      (await read('staff', 'mutation { delete_queries(where: {}) { affected_rows } }')).errors?.[0]
        ?.extensions.code,
    ).toBe('validation-failed');
  });

  it('the chat tables are read-only in the data API for every role (writes go through /api/chat)', async () => {
    const writes = [
      'mutation { insert_chat_messages_one(object: {chat_id: 101, body: "Takk"}) { id } }',
      'mutation { insert_chats_one(object: {title: "Ny", recipient_id: 111}) { id } }',
      'mutation { insert_chat_members_one(object: {chat_id: 102, user_id: 104}) { chat_id } }',
      'mutation { update_chats_by_pk(pk_columns: {id: 101}, _set: {status: "resolved"}) { id } }',
      'mutation { update_chat_messages(where: {}, _set: {body: "x"}) { affected_rows } }',
      'mutation { delete_chat_members(where: {}) { affected_rows } }',
    ];
    for (const role of ROLES)
      for (const mutation of writes)
        expect((await read(role, mutation)).errors?.[0]?.extensions.code, `${role}: ${mutation}`).toBe(
          'validation-failed',
        );
    const { rows } = await h.test.db.query<{ chats: number; messages: number; members: number }>(
      `SELECT (SELECT count(*)::int FROM chats) AS chats, (SELECT count(*)::int FROM chat_messages) AS messages,
         (SELECT count(*)::int FROM chat_members) AS members`,
    );
    expect(rows[0]).toEqual({ chats: 4, messages: 4, members: 9 });
  });

  it('the anonymous role has no fields', async () => {
    const r = await h.gql({ role: 'anonymous', customerId: 1, userId: null }, '{ queries { id } }');
    expect(r.errors?.[0]?.message).toBe("field 'queries' not found in type: 'query_root'");
  });
});

describe('tenant isolation (property)', () => {
  const tables = [
    'queries',
    'recipients',
    'templates',
    'context',
    'group_context',
    'chats',
    'events',
    'tasks',
    'users',
    'activities',
  ];
  const where = fc.oneof(
    fc.constant('{}'),
    fc.integer({ min: 0, max: 300 }).map((n) => `{id: {_gt: ${n}}}`),
    fc.integer({ min: 0, max: 300 }).map((n) => `{_or: [{id: {_lt: ${n}}}, {customer_id: {_eq: 2}}]}`),
    fc.constant('{customer_id: {_in: [1, 2]}}'),
    fc.constant('{_not: {customer_id: {_eq: 1}}}'),
  );
  const order = fc.constantFrom(
    '{id: asc}',
    '{id: desc}',
    '{created_at: desc_nulls_last}',
    '{customer_id: asc}',
  );
  const role = fc.constantFrom<Person>(...ROLES);
  // Any table with a generic filter, or a table with a filter on an array relationship's aggregate
  // (count, bool_and, bool_or).
  const tableAndWhere = fc.oneof(
    fc.tuple(fc.constantFrom(...tables), where),
    fc.constantFrom(...AGGREGATE_FILTERS),
  );

  it('random queries as users of tenant alpha never return a row of tenant beta', async () => {
    await fc.assert(
      fc.asyncProperty(
        tableAndWhere,
        order,
        role,
        fc.integer({ min: 1, max: 50 }),
        async ([table, w], o, r, limit) => {
          const res = await read(
            r,
            `{ rows: ${table}(where: ${w}, order_by: ${o}, limit: ${limit}) { customer_id customer { id } } }`,
          );
          const agg = await read(
            r,
            `{ agg: ${table}_aggregate(where: ${w}) { aggregate { max { customer_id } } } }`,
          );
          if (agg.data) Object.assign(res.data ?? {}, agg.data);
          if (res.errors) {
            expect(res.errors[0]!.extensions.code).toBe('validation-failed');
            return;
          }
          for (const row of res.data!.rows as { customer_id: number; customer: { id: number } | null }[]) {
            expect(row.customer_id).toBe(1);
            if (row.customer) expect(row.customer.id).toBe(1);
          }
          const max = (res.data!.agg as { aggregate: { max: { customer_id: number | null } } } | undefined)
            ?.aggregate.max.customer_id;
          if (max !== undefined && max !== null) expect(max).toBe(1);
        },
      ),
      { numRuns: 150, interruptAfterTimeLimit: 4000 },
    );
  });

  it('nested relationships never reach the other tenant', async () => {
    for (const r of ROLES) {
      const res = await read(
        r,
        '{ recipients { customer_id queries { customer_id template { customer_id } } chats { customer_id chat_messages { customer_id } } } }',
      );
      expect(JSON.stringify(res.data)).not.toMatch(/"customer_id":2/);
    }
  });
});
