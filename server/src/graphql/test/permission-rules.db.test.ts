import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeGraphql } from '../execute/execute-operation';
import { createGraphqlEngine, type GraphqlEngine } from '../execute/graphql-engine';
import { loadMetadata } from '../metadata/load-metadata';
import type { MetadataJson } from '../metadata/metadata-types';
import { parseBoolExp } from '../ir/parse-bool-exp';
import type { SessionValues } from '../shared/session-values';
import { sessionOf, startEngineHarness, type EngineHarness } from './engine-harness';
import { insertAsOneStatement } from './single-statement-insert';
import { AGGREGATE_FILTERS } from './random-filters';

// Permission rules with Hasura v2's column comparison operators (_ceq _cne _cgt _cgte _clt _clte;
// "col" / ["col"] is a column of the current table, ["$", "col"] one of the rule's own table). As in
// Hasura v2 they exist in rules only, not in the GraphQL API's <Scalar>_comparison_exp. The engine
// here runs the project's metadata with three rules changed.

let h: EngineHarness;
let engine: GraphqlEngine;
const staff = sessionOf('alpha', 'staff');

function withColumnRules(metadata: MetadataJson): MetadataJson {
  const copy = structuredClone(metadata);
  // The rules below compare columns the writer gives (created_by, create_user_id); the authority
  // conventions would preset those from the session, so this engine runs without them.
  delete copy.conventions.authority;
  const entry = (name: string) => copy.tables.find((t) => t.table === name)!;
  // Tasks a staff member assigned to whoever created them (self-assigned tasks).
  entry('tasks').permissions = {
    ...entry('tasks').permissions,
    staff: {
      select: { columns: '*', allow_aggregations: true, filter: { assigned_to: { _ceq: 'created_by' } } },
      insert: { columns: '*', check: { assigned_to: { _ceq: ['created_by'] } } },
    },
  };
  // Recipients without a user, or with a task assigned to the recipient's own user ("$").
  entry('recipients').permissions = {
    ...entry('recipients').permissions,
    staff: {
      select: {
        columns: '*',
        allow_aggregations: true,
        filter: {
          _or: [{ user_id: { _is_null: true } }, { tasks: { assigned_to: { _ceq: ['$', 'user_id'] } } }],
        },
      },
    },
  };
  // Shares only into artifact packages their sharer created (the chat tables, once the example
  // here, are read-only in the data API).
  entry('document_patient').permissions = {
    ...entry('document_patient').permissions,
    staff: {
      select: { columns: '*', allow_aggregations: true },
      insert: {
        columns: '*',
        check: { artifact_package: { created_by: { _ceq: ['$', 'create_user_id'] } } },
      },
    },
  };
  return copy;
}

const run = (who: SessionValues, query: string) =>
  executeGraphql(engine, h.test.db, who, { query }).then((t) => JSON.parse(t) as Record<string, unknown>);

beforeAll(async () => {
  h = await startEngineHarness();
  engine = await createGraphqlEngine(h.test.db, { metadata: withColumnRules(await loadMetadata()) });
  await h.test.db
    .exec(`INSERT INTO tasks (id, customer_id, title, assigned_to, created_by, recipient_id) VALUES
    (101, 1, 'self', 103, 103, NULL), (102, 1, 'delegated', 102, 103, NULL), (103, 1, 'for Pia', 104, 104, 111),
    (201, 2, 'beta self', 203, 203, 211);
    INSERT INTO documents (id, customer_id, name) VALUES (101, 1, 'Avtale')`);
});
afterAll(async () => h?.close());

describe('column comparison operators in permission rules', () => {
  it('compares with a column of the same row (_ceq "col")', async () => {
    expect(await run(staff, '{ tasks(order_by: {id: asc}) { id } }')).toEqual({
      data: { tasks: [{ id: 101 }, { id: 103 }] },
    });
  });

  it('compares with the rule\'s own row through a relationship (["$", "col"])', async () => {
    // 111 has user 104, who has a task assigned to 104; 112 and 113 have no user.
    expect(await run(staff, '{ recipients(order_by: {id: asc}) { id } }')).toEqual({
      data: { recipients: [{ id: 111 }, { id: 112 }, { id: 113 }] },
    });
    await h.test.db.exec('UPDATE tasks SET assigned_to = 103 WHERE id = 103');
    expect(await run(staff, '{ recipients(order_by: {id: asc}) { id } }')).toEqual({
      data: { recipients: [{ id: 112 }, { id: 113 }] },
    });
    await h.test.db.exec('UPDATE tasks SET assigned_to = 104 WHERE id = 103');
  });

  it('checks inserts with them, seeing rows the same statement inserted', async () => {
    const share = (sharer: number) => `document_patients: {data: [{document_id: 101, patient_id: 112,
      status: "DRAFT", create_user_id: ${sharer}}]}`;
    const own = `mutation { insert_artifact_packages_one(object: {recipient_id: 112, created_by: 103,
      ${share(103)}}) { recipient_id document_patients { create_user_id } } }`;
    const expected = {
      data: {
        insert_artifact_packages_one: { recipient_id: 112, document_patients: [{ create_user_id: 103 }] },
      },
    };
    expect((await insertAsOneStatement(engine, h.test.db, staff, own)).body).toEqual(expected);
    expect(await run(staff, own)).toEqual(expected);
    const other = `mutation { insert_artifact_packages_one(object: {recipient_id: 112, created_by: 103,
      ${share(102)}}) { recipient_id } }`;
    const refused = {
      errors: [
        {
          message: 'check constraint of an insert/update permission has failed',
          extensions: { path: '$.selectionSet.insert_artifact_packages_one', code: 'permission-error' },
        },
      ],
    };
    expect((await insertAsOneStatement(engine, h.test.db, staff, other)).body).toEqual(refused);
    expect(await run(staff, other)).toEqual(refused);
    expect(
      await run(
        staff,
        'mutation { insert_tasks_one(object: {title: "t", assigned_to: 102, created_by: 103}) { id } }',
      ),
    ).toMatchObject({ errors: [{ extensions: { code: 'permission-error' } }] });
  });

  it("are not part of the GraphQL API's comparison types (Hasura v2)", async () => {
    const r = await run(staff, '{ tasks(where: {assigned_to: {_ceq: "created_by"}}) { id } }');
    expect((r.errors as { extensions: { code: string } }[])[0]!.extensions.code).toBe('validation-failed');
  });

  it('refuse columns of another type or other tables, as Hasura does', () => {
    const tasks = engine.model.tables.get('public.tasks')!;
    const ctx = { model: engine.model, role: 'staff' as const, source: 'permission' as const };
    expect(() => parseBoolExp(ctx, { title: { _ceq: 'assigned_to' } }, tasks)).toThrow(
      'incompatible column types : "title", "assigned_to"',
    );
    expect(() => parseBoolExp(ctx, { assigned_to: { _ceq: ['recipient', 'user_id'] } }, tasks)).toThrow(
      'Relationship references are not supported in column comparison RHS',
    );
    expect(() => parseBoolExp(ctx, { assigned_to: { _ceq: 'nope' } }, tasks)).toThrow(
      'column operators can only compare postgres columns',
    );
  });

  it('every rule of the changed metadata parses', () => {
    for (const table of engine.model.tables.values())
      for (const [role, perms] of Object.entries(table.permissions))
        for (const exp of [perms.select?.filter, perms.insert?.check, perms.update?.filter])
          expect(() =>
            parseBoolExp(
              { model: engine.model, role: role as 'staff', source: 'permission' },
              exp ?? {},
              table,
            ),
          ).not.toThrow();
  });
});

describe('tenant isolation under column comparison rules (property)', () => {
  const plain = (table: string) =>
    fc
      .oneof(
        fc.constant('{}'),
        fc.integer({ min: 0, max: 300 }).map((n) => `{id: {_gt: ${n}}}`),
        fc.constant('{customer_id: {_in: [1, 2]}}'),
        fc.constant('{_or: [{customer_id: {_eq: 2}}, {id: {_lt: 300}}]}'),
      )
      .map((w): [string, string] => [table, w]);
  const query = fc.oneof(
    plain('recipients'),
    plain('tasks'),
    fc.constantFrom(...AGGREGATE_FILTERS.filter(([t]) => t === 'recipients')),
  );
  it('random queries by a staff member of tenant alpha never return tenant beta', async () => {
    await fc.assert(
      fc.asyncProperty(query, async ([table, w]) => {
        const r = await run(
          staff,
          `{ rows: ${table}(where: ${w}) { customer_id } agg: ${table}_aggregate(where: ${w}) { aggregate { max { customer_id } } } }`,
        );
        expect(r.errors).toBeUndefined();
        const data = r.data as {
          rows: { customer_id: number }[];
          agg: { aggregate: { max: { customer_id: number | null } } };
        };
        for (const row of data.rows) expect(row.customer_id).toBe(1);
        expect([1, null]).toContain(data.agg.aggregate.max.customer_id);
      }),
      { numRuns: 60, interruptAfterTimeLimit: 4000 },
    );
  });
});
