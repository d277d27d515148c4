import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlRole } from '../metadata/metadata-types';
import { sessionOf, startEngineHarness, type EngineHarness } from './engine-harness';

// Issue 17 item 5: columns that record someone's decision are set by the server or by the role
// that decides, never by the writer. The named cases first, then a check generated from the list
// in docs/security.md ("## Authority columns"), which this test reads.

let h: EngineHarness;
beforeAll(async () => {
  h = await startEngineHarness();
  await h.test.db.exec(`
    INSERT INTO documents (id, customer_id, name) VALUES (101, 1, 'Avtale');
    INSERT INTO document_patient (id, customer_id, document_id, patient_id, status) VALUES (101, 1, 101, 111, 'SENT');`);
});
afterAll(async () => h?.close());

const staff = sessionOf('alpha', 'staff');
const leader = sessionOf('alpha', 'team_leader');
type Answer = Awaited<ReturnType<EngineHarness['gql']>>;
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions.code;
const timeEntry = async (id: number) =>
  (
    await h.test.db.query<{ approved_by: number | null; approved_at: Date | null }>(
      'SELECT approved_by::int, approved_at FROM time_entries WHERE id = $1',
      [id],
    )
  ).rows[0]!;

describe('approvals of time entries', () => {
  it('staff cannot insert their own entry already approved', async () => {
    for (const field of ['approved_at: "2024-04-05T10:00:00Z"', 'approved_by: 102']) {
      const answer = await h.gql(
        staff,
        `mutation { insert_time_entries_one(object: {date: "2024-04-05", minutes: 30, ${field}}) { id } }`,
      );
      expect(codeOf(answer)).toBe('validation-failed');
    }
  });

  it('staff cannot approve their own entries, one or all at once', async () => {
    const one = await h.gql(
      staff,
      'mutation { update_time_entries_by_pk(pk_columns: {id: 101}, _set: {approved_at: "2024-04-05T10:00:00Z"}) { id } }',
    );
    const all = await h.gql(
      staff,
      'mutation { update_time_entries(where: {}, _set: {approved_at: "2024-04-05T10:00:00Z", approved_by: 102}) { affected_rows } }',
    );
    expect([codeOf(one), codeOf(all)]).toEqual(['validation-failed', 'validation-failed']);
    expect(await timeEntry(101)).toEqual({ approved_by: null, approved_at: null });
  });

  it("a team leader cannot approve their own entry, and approves staff's as themselves at the server's time", async () => {
    const own = await h.gql(
      leader,
      'mutation { update_time_entries_by_pk(pk_columns: {id: 103}, _set: {approved_at: "2020-01-01T00:00:00Z"}) { id } }',
    );
    expect(codeOf(own)).toBe('permission-error');
    expect(await timeEntry(103)).toEqual({ approved_by: null, approved_at: null });

    const before = Date.now();
    const approve = await h.gql(
      leader,
      'mutation { update_time_entries(where: {user_id: {_eq: 103}}, _set: {approved_at: "2020-01-01T00:00:00Z"}) { affected_rows } }',
    );
    expect(approve).toEqual({ data: { update_time_entries: { affected_rows: 2 } } });
    const approved = await timeEntry(101);
    expect(approved.approved_by).toBe(102);
    expect(new Date(approved.approved_at!).getTime()).toBeGreaterThanOrEqual(before - 60_000);

    // Editing an approved entry keeps the approval as it was; withdrawing it clears the approver.
    await h.gql(
      leader,
      'mutation { update_time_entries_by_pk(pk_columns: {id: 101}, _set: {minutes: 45}) { id } }',
    );
    expect((await timeEntry(101)).approved_by).toBe(102);
    await h.gql(
      leader,
      'mutation { update_time_entries_by_pk(pk_columns: {id: 101}, _set: {approved_at: null}) { id } }',
    );
    expect(await timeEntry(101)).toEqual({ approved_by: null, approved_at: null });
  });
});

describe('actors and recipient decisions', () => {
  it('the creator and sharer are the session user, whatever the writer says', async () => {
    // (The chat tables, once the example here, are read-only in the data API: /api/chat writes them.)
    const forged = await h.gql(
      staff,
      'mutation { insert_document_patient_one(object: {document_id: 101, patient_id: 112, status: "DRAFT", create_user_id: 101}) { id } }',
    );
    expect(codeOf(forged)).toBe('validation-failed');
    const forgedCreator = await h.gql(
      staff,
      'mutation { insert_tasks_one(object: {title: "t", created_by: 101}) { id } }',
    );
    expect(codeOf(forgedCreator)).toBe('validation-failed');
    const pkg = await h.gql(
      staff,
      `mutation { insert_artifact_packages_one(object: {recipient_id: 112,
         document_patients: {data: [{document_id: 101, patient_id: 112, status: "DRAFT"}]},
         queries: {data: [{title: "hei", patient_id: 112}]}}) {
         created_by updated_by document_patients { create_user_id } queries { created_by updated_by } } }`,
    );
    expect(pkg).toEqual({
      data: {
        insert_artifact_packages_one: {
          created_by: 103,
          updated_by: 103,
          document_patients: [{ create_user_id: 103 }],
          queries: [{ created_by: 103, updated_by: 103 }],
        },
      },
    });
  });

  it("a writer cannot set a questionnaire's status to the recipient's answer, on insert or update", async () => {
    const insert = await h.gql(
      staff,
      'mutation { insert_queries_one(object: {title: "x", patient_id: 111, status: "ANSWERED"}) { id } }',
    );
    expect(codeOf(insert)).toBe('permission-error');
    const update = await h.gql(
      staff,
      'mutation { update_queries_by_pk(pk_columns: {id: 105}, _set: {status: "SIGNED"}) { id } }',
    );
    expect(codeOf(update)).toBe('constraint-violation');
    const share = await h.gql(
      staff,
      'mutation { update_queries_by_pk(pk_columns: {id: 105}, _set: {status: "SENT"}) { status updated_by } }',
    );
    expect(share).toEqual({ data: { update_queries_by_pk: { status: 'SENT', updated_by: 103 } } });
    // Editing an answered questionnaire (status unchanged) is still the writer's to do.
    const edit = await h.gql(
      staff,
      'mutation { update_queries_by_pk(pk_columns: {id: 104}, _set: {seen_by_therapist: true}) { status } }',
    );
    expect(edit).toEqual({ data: { update_queries_by_pk: { status: 'ANSWERED' } } });
  });

  it('records who soft-deleted a share, and only then', async () => {
    await h.gql(
      staff,
      'mutation { update_document_patient_by_pk(pk_columns: {id: 101}, _set: {category: "x"}) { id } }',
    );
    const row = () =>
      h.test.db.query('SELECT deleted_by::int FROM document_patient WHERE id = 101').then((r) => r.rows[0]);
    expect(await row()).toEqual({ deleted_by: null });
    await h.gql(
      staff,
      'mutation { update_document_patient_by_pk(pk_columns: {id: 101}, _set: {deleted_at: "2024-05-01T00:00:00Z"}) { id } }',
    );
    expect(await row()).toEqual({ deleted_by: 103 });
  });

  it('staff may ask to follow a participant; accepting is for team leaders and admins', async () => {
    const accepted = await h.gql(
      staff,
      'mutation { insert_recipient_staff_one(object: {recipient_id: 112, user_id: 103, status: "accepted"}) { status } }',
    );
    expect(codeOf(accepted)).toBe('permission-error');
    const asked = await h.gql(
      staff,
      'mutation { insert_recipient_staff_one(object: {recipient_id: 112, user_id: 103}) { status } }',
    );
    expect(asked).toEqual({ data: { insert_recipient_staff_one: { status: 'waiting' } } });
    const accept = await h.gql(
      leader,
      'mutation { update_recipient_staff_by_pk(pk_columns: {recipient_id: 112, user_id: 103}, _set: {status: "accepted"}) { status } }',
    );
    expect(accept).toEqual({ data: { update_recipient_staff_by_pk: { status: 'accepted' } } });
  });
});

// --- the list in docs/security.md -----------------------------------------------------------

interface Listed {
  table: string;
  column: string;
  guards: string[];
}

function listedAuthorityColumns(): Listed[] {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/security.md'), 'utf8');
  const section = doc.split('## Authority columns')[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((line) => /^\| [a-z_]+ \| [a-z_]+ \|.*`/.test(line))
    .map((line) => {
      const cells = line.split('|').map((c) => c.trim());
      return {
        table: cells[1]!,
        column: cells[2]!,
        guards: [...cells[4]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
      };
    });
}

// Names that mark a column as someone's decision; every such column of a writable table is listed.
const AUTHORITY_NAME =
  /(_by$|^created_by_name$|^create_user(_id)?$|^sender_user_id$|^actor_user_id$|^approved_|^signed_|^esignature_|_path$|^seen_by_patient$|^imported_to_epr$|^changed_at$|^invited_|^status$|^accepted$|^rejected$|_reason$)/;
const WRITERS: Exclude<GraphqlRole, 'anonymous'>[] = ['admin', 'team_leader', 'staff', 'participant'];
const USER = 'X-Hasura-User-Id';

describe('authority columns listed in docs/security.md', () => {
  const listed = listedAuthorityColumns();

  it('lists every authority column of every writable table', () => {
    expect(listed.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const table of h.engine.model.tables.values()) {
      const writable = Object.values(table.permissions).some((p) => p.insert || p.update);
      if (!writable) continue;
      for (const column of table.columns.keys())
        if (AUTHORITY_NAME.test(column) && !listed.some((l) => l.table === table.name && l.column === column))
          missing.push(`${table.name}.${column}`);
    }
    expect(missing).toEqual([]);
  });

  it('holds each guard in the resolved permissions of every role', async () => {
    const problems: string[] = [];
    const triggers = (
      await h.test.db.query<{ table: string; name: string }>(
        `SELECT tgrelid::regclass::text AS table, tgname AS name FROM pg_trigger WHERE NOT tgisinternal`,
      )
    ).rows;
    for (const { table: name, column, guards } of listed) {
      const table = h.engine.model.tables.get(`public.${name}`);
      if (!table?.columns.has(column)) {
        problems.push(`${name}.${column}: no such tracked column`);
        continue;
      }
      const decided =
        guards
          .find((g) => g.startsWith('decided:'))
          ?.slice('decided:'.length)
          .split(',') ?? [];
      const updatable = guards.some((g) => ['writer', 'rule', 'writer-values'].includes(g));
      for (const role of WRITERS) {
        const p = table.permissions[role];
        if (
          p?.insert?.columns.has(column) &&
          !guards.some((g) => ['writer', 'rule', 'writer-values'].includes(g))
        )
          problems.push(`${name}.${column}: an insert column of ${role}`);
        if (p?.update?.columns.has(column) && !updatable && !decided.includes(role))
          problems.push(`${name}.${column}: an update column of ${role}`);
        if (guards.some((g) => g === 'preset') && p?.insert && p.insert.set[column] !== USER)
          problems.push(`${name}.${column}: not preset on insert for ${role}`);
        if (
          guards.includes('preset-update') &&
          ((p?.insert && p.insert.set[column] !== USER) || (p?.update && p.update.set[column] !== USER))
        )
          problems.push(`${name}.${column}: not preset on insert and update for ${role}`);
        if (guards.includes('update-preset') && p?.update && p.update.set[column] !== USER)
          problems.push(`${name}.${column}: not preset on update for ${role}`);
        if (
          guards.includes('writer-values') &&
          p?.insert &&
          !JSON.stringify(p.insert.check).includes(`{"${column}":{"_in":`)
        )
          problems.push(`${name}.${column}: no insert check of the writer's values for ${role}`);
      }
      for (const guard of guards.filter((g) => g.startsWith('trigger:')))
        if (!triggers.some((t) => t.table === name && t.name === guard.slice('trigger:'.length)))
          problems.push(`${name}.${column}: no trigger ${guard.slice('trigger:'.length)}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses each such column as input through the API, for every role that writes the table', async () => {
    const accepted: string[] = [];
    let tried = 0;
    for (const { table: name, column, guards } of listed) {
      if (guards.some((g) => ['writer', 'rule', 'writer-values'].includes(g))) continue;
      const table = h.engine.model.tables.get(`public.${name}`)!;
      const decided =
        guards
          .find((g) => g.startsWith('decided:'))
          ?.slice('decided:'.length)
          .split(',') ?? [];
      for (const role of WRITERS) {
        const who = sessionOf('alpha', role);
        const p = table.permissions[role];
        if (p?.insert) {
          tried += 1;
          const answer = await h.gql(
            who,
            `mutation { insert_${name}(objects: [{${column}: null}]) { affected_rows } }`,
          );
          if (codeOf(answer) !== 'validation-failed') accepted.push(`${role} insert ${name}.${column}`);
        }
        if (p?.update && !decided.includes(role)) {
          tried += 1;
          const answer = await h.gql(
            who,
            `mutation { update_${name}(where: {}, _set: {${column}: null}) { affected_rows } }`,
          );
          if (codeOf(answer) !== 'validation-failed') accepted.push(`${role} update ${name}.${column}`);
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(accepted).toEqual([]);
  });
});
