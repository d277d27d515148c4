import fc from 'fast-check';
import { executeGraphql } from '../../execute/execute-operation';
import type { GraphqlRole } from '../../metadata/metadata-types';
import type { ModelTable } from '../../metadata/model-types';
import { sessionOf } from '../engine-harness';
import type { IsolationWorld, Side } from './isolation-world';

// Generated requests from every role of tenant alpha aimed at tenant beta's ids (issue 17 figures):
// reads whose where follows relationships (the same rendering permission rules use) to beta's
// ids, and writes: inserts and updates with foreign keys to beta's rows, upserts on every unique
// constraint with beta's key values, deletes aimed at beta's rows, link tables, lookup tables.

export type Person = Exclude<GraphqlRole, 'anonymous'>;
export const PEOPLE: Person[] = ['admin', 'team_leader', 'staff', 'participant'];

export interface IsolationCase {
  kind: 'read' | 'write';
  role: Person;
  query: string;
}

const LOOKUPS = [
  'status',
  'security_levels',
  'groups',
  'types',
  'initiators',
  'categories',
  'consent_status',
];
const COMPARABLE = new Set(['Int', 'bigint', 'String', 'uuid', 'Boolean', 'smallint']);

const literal = (value: unknown): string =>
  typeof value === 'string' ? JSON.stringify(value) : value === null ? 'null' : String(value);

/** A value of a column as a row of the tenant has it (or a missing one). */
function valueOf(world: IsolationWorld, table: string, column: string, tenant: 1 | 2): fc.Arbitrary<unknown> {
  const values = (world.rows.get(table)?.[tenant] ?? [])
    .map((r) => r[column])
    .filter((v) => v !== null && v !== undefined);
  return values.length > 0 ? fc.constantFrom(...values) : fc.constant(999999);
}

const byScalar: Record<string, unknown> = {
  String: 'x',
  Int: 1,
  smallint: 1,
  bigint: 1,
  numeric: 1,
  Boolean: false,
  timestamptz: '2024-01-01T00:00:00Z',
  date: '2024-01-01',
};

function whereArb(
  world: IsolationWorld,
  side: Side,
  role: Person,
  table: ModelTable,
  depth: number,
): fc.Arbitrary<string> {
  const select = table.permissions[role]?.select;
  const columns = [...(select?.columns ?? [])].filter((c) =>
    COMPARABLE.has(table.columns.get(c)?.scalar ?? ''),
  );
  const options: fc.Arbitrary<string>[] = [fc.constant('{}')];
  if (columns.length > 0 && world.rows.has(table.name))
    options.push(
      fc
        .tuple(fc.constantFrom(...columns), fc.constantFrom<1 | 2>(2, 2, 1))
        .chain(([c, tenant]) =>
          valueOf(world, table.name, c, tenant).map((v) => `{${c}: {_eq: ${literal(v)}}}`),
        ),
    );
  const relationships = [...table.relationships.values()].filter(
    (r) => side.engine.model.tables.get(r.remoteTable)?.permissions[role]?.select,
  );
  if (depth > 0 && relationships.length > 0)
    options.push(
      fc
        .constantFrom(...relationships)
        .chain((r) =>
          whereArb(world, side, role, side.engine.model.tables.get(r.remoteTable)!, depth - 1).map(
            (w) => `{${r.name}: ${w}}`,
          ),
        ),
    );
  const one = fc.oneof(...options);
  return fc.oneof(
    one,
    fc.tuple(one, one).map(([a, b]) => `{_or: [${a}, ${b}]}`),
    one.map((w) => `{_not: ${w}}`),
  );
}

/** The row's tenant and key, and those of up to two related rows: what the answer is checked by. */
function selection(side: Side, role: Person, table: ModelTable, depth = 1): string {
  const columns = table.permissions[role]?.select?.columns ?? new Set<string>();
  const own = ['customer_id', ...table.primaryKey, 'id'].filter(
    (c, i, all) => columns.has(c) && all.indexOf(c) === i,
  );
  if (own.length === 0) own.push(...[...columns].slice(0, 1));
  const related =
    depth === 0
      ? []
      : [...table.relationships.values()]
          .filter((r) => side.engine.model.tables.get(r.remoteTable)?.permissions[role]?.select)
          .slice(0, 2)
          .map(
            (r) => `${r.name} { ${selection(side, role, side.engine.model.tables.get(r.remoteTable)!, 0)} }`,
          );
  return [...own, ...related].join(' ');
}

function readArb(world: IsolationWorld, role: Person): fc.Arbitrary<IsolationCase> {
  const side = world.readsWithBeta;
  const tables = [...side.engine.model.tables.values()].filter((t) => t.permissions[role]?.select);
  return fc.constantFrom(...tables).chain((table) =>
    whereArb(world, side, role, table, 2).map((where) => ({
      kind: 'read' as const,
      role,
      query: `{ ${table.graphqlName}(where: ${where}) { ${selection(side, role, table)} } }`,
    })),
  );
}

/** An insert object: required columns, each foreign key to alpha's or beta's row (or missing). */
function objectArb(
  world: IsolationWorld,
  side: Side,
  role: Person,
  table: ModelTable,
  extra: Record<string, unknown>,
) {
  const insert = table.permissions[role]!.insert!;
  const fields: [string, fc.Arbitrary<unknown>][] = [];
  const keyColumns = new Set<string>();
  for (const rel of table.relationships.values()) {
    if (rel.kind !== 'object' || rel.insertOrder === 'after_parent' || rel.mapping.length !== 1) continue;
    const [local, remote] = rel.mapping[0]!;
    if (!insert.columns.has(local) || keyColumns.has(local) || local in extra) continue;
    keyColumns.add(local);
    const remoteName = side.engine.model.tables.get(rel.remoteTable)!.name;
    const required = !table.columns.get(local)!.nullable;
    fields.push([
      local,
      fc.oneof(
        valueOf(world, remoteName, remote, 2),
        valueOf(world, remoteName, remote, 1),
        ...(required ? [] : [fc.constant(undefined)]),
      ),
    ]);
  }
  for (const [name, column] of table.columns)
    if (
      !column.nullable &&
      !column.hasDefault &&
      insert.columns.has(name) &&
      !keyColumns.has(name) &&
      !(name in extra)
    )
      fields.push([name, fc.constant(byScalar[column.scalar] ?? 'x')]);
  return fc.tuple(...fields.map(([, arb]) => arb)).map((values) => {
    const pairs = fields.map(([name], i) => [name, values[i]] as const).filter(([, v]) => v !== undefined);
    return `{${[...pairs, ...Object.entries(extra)].map(([n, v]) => `${n}: ${literal(v)}`).join(', ')}}`;
  });
}

function returning(side: Side, role: Person, table: ModelTable): string {
  return table.permissions[role]?.select
    ? `affected_rows returning { ${selection(side, role, table)} }`
    : 'affected_rows';
}

function writeArb(world: IsolationWorld, role: Person): fc.Arbitrary<IsolationCase> {
  const side = world.writes;
  const model = side.engine.model;
  const tables = [...model.tables.values()];
  const options: fc.Arbitrary<string>[] = [
    // Writes to the lookups every tenant shares.
    fc
      .constantFrom(...LOOKUPS)
      .chain((t) =>
        fc.constantFrom(
          `mutation { insert_${t}_one(object: {name: "LEAK"}) { name } }`,
          `mutation { update_${t}(where: {}, _set: {comment: "LEAK"}) { affected_rows } }`,
          `mutation { delete_${t}(where: {}) { affected_rows } }`,
        ),
      ),
  ];
  const inserting = tables.filter((t) => t.permissions[role]?.insert && t.kind === 'table');
  if (inserting.length > 0)
    options.push(
      fc
        .constantFrom(...inserting)
        .chain((t) =>
          objectArb(world, side, role, t, {}).map(
            (o) => `mutation { insert_${t.graphqlName}(objects: [${o}]) { ${returning(side, role, t)} } }`,
          ),
        ),
    );
  // Upserts keyed on beta's values of each unique constraint the role may fill.
  const upserts = inserting.flatMap((t) =>
    t.uniques
      .filter((u) => u.columns.every((c) => t.permissions[role]!.insert!.columns.has(c)))
      .map((u) => ({ t, u })),
  );
  if (upserts.length > 0)
    options.push(
      fc.constantFrom(...upserts).chain(({ t, u }) => {
        const betaRows = world.rows.get(t.name)?.[2] ?? [];
        const update = [...(t.permissions[role]?.update?.columns ?? [])].filter(
          (c) => t.columns.get(c)?.scalar === 'String' && !u.columns.includes(c),
        );
        return fc
          .tuple(
            betaRows.length > 0 ? fc.constantFrom(...betaRows) : fc.constant<Record<string, unknown>>({}),
            fc.boolean(),
          )
          .chain(([row, doUpdate]) =>
            objectArb(
              world,
              side,
              role,
              t,
              Object.fromEntries(u.columns.map((c) => [c, row[c] ?? 999999])),
            ).map(
              (o) =>
                `mutation { insert_${t.graphqlName}(objects: [${o}], on_conflict: {constraint: ${u.name}, update_columns: [${
                  doUpdate && update.length > 0 ? update[0] : ''
                }]}) { ${returning(side, role, t)} } }`,
            ),
          );
      }),
    );
  const updating = tables.filter((t) => t.permissions[role]?.update);
  if (updating.length > 0)
    options.push(
      fc.constantFrom(...updating).chain((t) => {
        const columns = [...t.permissions[role]!.update!.columns];
        const keys = [...t.relationships.values()].filter(
          (r) => r.kind === 'object' && r.mapping.length === 1 && columns.includes(r.mapping[0]![0]),
        );
        const text = columns.filter((c) => t.columns.get(c)?.scalar === 'String');
        const sets: fc.Arbitrary<string>[] = [];
        if (keys.length > 0)
          sets.push(
            fc.constantFrom(...keys).chain((r) => {
              const remote = model.tables.get(r.remoteTable)!.name;
              return valueOf(world, remote, r.mapping[0]![1], 2).map(
                (v) => `${r.mapping[0]![0]}: ${literal(v)}`,
              );
            }),
          );
        if (text.length > 0) sets.push(fc.constantFrom(...text).map((c) => `${c}: "LEAK"`));
        if (sets.length === 0) return fc.constant(`mutation { __typename }`);
        return fc
          .tuple(whereArb(world, side, role, t, 1), fc.oneof(...sets))
          .map(
            ([w, s]) =>
              `mutation { update_${t.graphqlName}(where: ${w}, _set: {${s}}) { ${returning(side, role, t)} } }`,
          );
      }),
    );
  const deleting = tables.filter((t) => t.permissions[role]?.delete);
  if (deleting.length > 0)
    options.push(
      fc
        .constantFrom(...deleting)
        .chain((t) =>
          whereArb(world, side, role, t, 1).map(
            (w) => `mutation { delete_${t.graphqlName}(where: ${w}) { ${returning(side, role, t)} } }`,
          ),
        ),
    );
  return fc.oneof(...options).map((query) => ({ kind: 'write' as const, role, query }));
}

export function caseArb(world: IsolationWorld): fc.Arbitrary<IsolationCase> {
  return fc
    .constantFrom(...PEOPLE)
    .chain((role) =>
      fc.oneof(
        { arbitrary: readArb(world, role), weight: 1 },
        { arbitrary: writeArb(world, role), weight: 1 },
      ),
    );
}

// --- running and checking ---------------------------------------------------------------------

/** Every customer_id in an answer, at any depth. */
function tenantsIn(value: unknown, found = new Set<unknown>()): Set<unknown> {
  if (Array.isArray(value)) for (const v of value) tenantsIn(v, found);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'customer_id') found.add(v);
      else tenantsIn(v, found);
    }
  return found;
}

/** The answer with every list sorted, so two databases' row orders do not matter. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value))
    return value
      .map(canonical)
      .map((v) => JSON.stringify(v))
      .sort();
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, canonical(v)]));
  return value;
}

const ask = async (side: Side, role: Person, query: string) =>
  JSON.parse(await executeGraphql(side.engine, side.db, sessionOf('alpha', role), { query })) as Record<
    string,
    unknown
  >;

const single = async (side: Side, sql: string) => Object.values((await side.db.query(sql)).rows[0]!)[0];

/** Runs one case; answers the leaks it found (none, normally). */
export async function runCase(
  world: IsolationWorld,
  c: IsolationCase,
  before: { fingerprint: unknown; answered: number },
): Promise<string[]> {
  const leaks: string[] = [];
  if (c.kind === 'read') {
    const withBeta = await ask(world.readsWithBeta, c.role, c.query);
    const alphaOnly = await ask(world.readsAlphaOnly, c.role, c.query);
    const foreign = [...tenantsIn(withBeta)].filter((t) => t !== 1);
    if (foreign.length > 0) leaks.push(`returned tenant ${foreign.join(',')}: ${c.role} ${c.query}`);
    else if (JSON.stringify(canonical(withBeta)) !== JSON.stringify(canonical(alphaOnly)))
      leaks.push(
        `answer depends on beta's rows: ${c.role} ${c.query} ${JSON.stringify(withBeta).slice(0, 300)} vs ${JSON.stringify(alphaOnly).slice(0, 300)}`,
      );
    return leaks;
  }
  const answer = await ask(world.writes, c.role, c.query);
  if (!answer.errors) before.answered += 1;
  const foreign = [...tenantsIn(answer)].filter((t) => t !== 1);
  if (foreign.length > 0) leaks.push(`returned tenant ${foreign.join(',')}: ${c.role} ${c.query}`);
  const fingerprint = await single(world.writes, world.fingerprintSql);
  if (fingerprint !== before.fingerprint) {
    leaks.push(`changed beta's rows or a lookup: ${c.role} ${c.query}`);
    before.fingerprint = fingerprint;
  }
  const references = Number(await single(world.writes, world.crossReferencesSql));
  if (references > 0) leaks.push(`${references} cross-tenant references after: ${c.role} ${c.query}`);
  return leaks;
}

export interface IsolationReport {
  cases: number;
  reads: number;
  writes: number;
  /** Writes the API carried out (the others were refused: validation, permission, constraint). */
  writesDone: number;
  leaks: string[];
}

/** Runs `count` generated cases (seeded, so a run can be repeated) and collects every leak. */
export async function runIsolationProperty(
  world: IsolationWorld,
  count: number,
  seed = 17,
): Promise<IsolationReport> {
  const report: IsolationReport = { cases: 0, reads: 0, writes: 0, writesDone: 0, leaks: [] };
  const before = { fingerprint: await single(world.writes, world.fingerprintSql), answered: 0 };
  for (const c of fc.sample(caseArb(world), { numRuns: count, seed })) {
    report.cases += 1;
    report[c.kind === 'read' ? 'reads' : 'writes'] += 1;
    report.leaks.push(...(await runCase(world, c, before)));
  }
  report.writesDone = before.answered;
  return report;
}
