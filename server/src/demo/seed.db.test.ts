import { verify } from '@node-rs/argon2';
import { validateNationalId } from '@portal/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { DEMO_FEATURE_FLAGS, DEMO_PASSWORD } from './demo-tenants';
import { seedDemoData } from './seed';

// The tables each overview widget kind reads (docs/data-model.md), plus the areas behind them.
const WIDGET_SOURCES = {
  ARTIFACT_QNRS: 'queries',
  CHAT: 'chat_messages',
  CALENDAR_TASK: 'tasks',
  CALENDAR_EVENT: 'events',
  CRM_TIME_TRACKING: 'time_entries',
  DIRECTORY_MY_RECIPIENTS: 'recipient_staff',
  ACTIVITIES_LOG: 'activity_log',
  DIRECTORY_LOGIN_REPORTS: 'login_audit',
  DRAFTS: 'dockladd_properties',
  AO_DIRECTORY_SELECTED_USER: 'recipients',
  ARTIFACT_PLANS: 'artifact_packages',
} as const;
const OTHER_AREAS = [
  'templates',
  'template_flags',
  'questions',
  'question_template',
  'consents',
  'consent_patient',
  'consent_templates',
  'documents',
  'document_patient',
  'sms_templates',
  'sms',
  'shortcuts',
  'artifact_parcels',
  'anonymous_templates',
  'anonymous_invitations',
  'context',
  'group_context',
  'context_group_context',
  'unseen_queries',
  'unseen_documents',
  'documents_overview',
  'queries_log',
  'feature_flags',
];

async function tenantId(db: Database, subdomain: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM customers WHERE subdomain = $1', [
    subdomain,
  ]);
  expect(rows).toHaveLength(1);
  return Number(rows[0]?.id);
}

async function countOf(db: Database, table: string, customerId: number): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${table} WHERE customer_id = $1`,
    [customerId],
  );
  return rows[0]?.total ?? 0;
}

/** Rows per table with a customer_id, for both tenants: the fingerprint of one load. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const { rows } = await db.query<{ name: string }>(`
    SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname IN ('public', 'connector')
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'customer_id' WHERE c.relkind = 'r'`);
  const counts: Record<string, number> = {};
  for (const subdomain of ['demo', 'care']) {
    const id = await tenantId(db, subdomain);
    for (const { name } of rows) counts[`${subdomain}:${name}`] = await countOf(db, name, id);
  }
  return counts;
}

describe('the demo data', () => {
  let test: TestDatabase;
  let firstLoad: Record<string, number>;
  beforeAll(async () => {
    test = await createTestDatabase();
    expect(await seedDemoData(test.db)).toEqual({ loaded: true });
    firstLoad = await rowCounts(test.db);
  });
  afterAll(() => test.destroy());

  it('creates both tenants with their brand and theme', async () => {
    const { rows } = await test.db.query(
      `SELECT subdomain, name, brand, theme, login_methods, languages FROM customers ORDER BY subdomain`,
    );
    expect(rows).toEqual([
      {
        subdomain: 'care',
        name: 'Demo Omsorg',
        brand: 'care',
        theme: 'greenish',
        login_methods: ['password_sms'],
        languages: ['no', 'en'],
      },
      {
        subdomain: 'demo',
        name: 'Demo Arbeid',
        brand: 'work-inclusion',
        theme: 'default',
        login_methods: ['password_sms'],
        languages: ['no', 'en'],
      },
    ]);
  });

  it.each([
    ['demo', 6],
    ['care', 4],
  ] as const)('gives %s its users and 8 recipients', async (subdomain, users) => {
    const id = await tenantId(test.db, subdomain);
    expect(await countOf(test.db, 'users', id)).toBe(users);
    expect(await countOf(test.db, 'recipients', id)).toBe(8);
    const roles = await test.db.query<{ username: string; role: string }>(
      `SELECT username, role FROM users WHERE customer_id = $1 AND username IN ('admin', 'leader', 'staff', 'participant') ORDER BY username`,
      [id],
    );
    expect(roles.rows).toEqual([
      { username: 'admin', role: 'admin' },
      { username: 'leader', role: 'team_leader' },
      { username: 'participant', role: 'participant' },
      { username: 'staff', role: 'staff' },
    ]);
    const linked = await test.db.query(
      `SELECT 1 FROM recipients r JOIN users u ON u.id = r.user_id WHERE r.customer_id = $1 AND u.username = 'participant'`,
      [id],
    );
    expect(linked.rows).toHaveLength(1);
  });

  it.each(['demo', 'care'])('fills the source of every widget kind and area for %s', async (subdomain) => {
    const id = await tenantId(test.db, subdomain);
    const empty: string[] = [];
    for (const table of [...Object.values(WIDGET_SOURCES), ...OTHER_AREAS]) {
      if ((await countOf(test.db, table, id)) === 0) empty.push(table);
    }
    expect(empty).toEqual([]);
    expect(await countOf(test.db, 'templates', id)).toBeGreaterThanOrEqual(6);
  });

  it('hashes Demo-1234 with argon2id for every user', async () => {
    const { rows } = await test.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(rows.every((row) => row.password_hash.startsWith('$argon2id$'))).toBe(true);
    expect(await verify(rows[0]?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('makes staff of demo and care one person, and every other national id different and synthetic', async () => {
    const { rows } = await test.db.query<{
      subdomain: string;
      username: string;
      national_id: string;
      email: string;
    }>(
      `SELECT c.subdomain, u.username, u.national_id, u.email FROM users u JOIN customers c ON c.id = u.customer_id`,
    );
    const staff = rows.filter((row) => row.username === 'staff');
    expect(staff).toHaveLength(2);
    expect(staff[0]?.national_id).toBe(staff[1]?.national_id);
    expect(staff[0]?.email).toBe(staff[1]?.email);
    const ids = rows.map((row) => row.national_id);
    expect(new Set(ids).size).toBe(ids.length - 1);
    for (const id of ids) expect(validateNationalId(id)).toMatchObject({ valid: true, kind: 'synthetic' });
  });

  it('gives the special users their special cases', async () => {
    const { rows } = await test.db.query<{
      subdomain: string;
      username: string;
      regions: unknown;
      pnr_class: string;
      invitation_code: string | null;
    }>(
      `SELECT c.subdomain, u.username, u.regions, u.pnr_class, u.invitation_code
       FROM users u JOIN customers c ON c.id = u.customer_id ORDER BY c.subdomain, u.username`,
    );
    const find = (subdomain: string, username: string) =>
      rows.find((row) => row.subdomain === subdomain && row.username === username);
    expect(find('demo', 'staff')?.regions).toEqual([
      { district: 'Oslo', region: 1 },
      { district: 'Viken', region: 2 },
    ]);
    expect(
      rows
        .filter((row) => !(row.subdomain === 'demo' && row.username === 'staff'))
        .every((row) => Array.isArray(row.regions) && row.regions.length === 1),
    ).toBe(true);
    expect(find('demo', 'temporary')).toMatchObject({ pnr_class: 'TEMPORARY', invitation_code: null });
    expect(find('demo', 'participant')?.invitation_code).not.toBeNull();
  });

  it('turns on every §6 flag for demo and all but the organization flags for care; the hiding flags stay off', async () => {
    const flags = async (subdomain: string) =>
      (
        await test.db.query<{ name: string }>(
          `SELECT f.name FROM feature_flags f JOIN customers c ON c.id = f.customer_id WHERE c.subdomain = $1 AND f.enabled ORDER BY 1`,
          [subdomain],
        )
      ).rows.map((row) => row.name);
    expect(await flags('demo')).toEqual([...DEMO_FEATURE_FLAGS].sort());
    const care = await flags('care');
    expect(care).not.toContain('crm_Organization');
    expect(care).not.toContain('crm_OrganizationsMenuItem');
    expect(care).toHaveLength(DEMO_FEATURE_FLAGS.length - 2);
    expect([...(await flags('demo')), ...care]).not.toContain('shell_HideContextMeOverview');
  });

  it.each([[false], [true]])(
    'offers context groups for user_context_me = %s (fetchContextGroups)',
    async (me) => {
      for (const subdomain of ['demo', 'care']) {
        const { rows } = await test.db.query<{ name: string; contexts: number }>(
          `SELECT g.name, count(DISTINCT c.id)::int AS contexts
         FROM group_context g
         JOIN context_group_context l ON l.group_context_id = g.id
         JOIN context c ON c.id = l.context_id AND c.name <> 'ADVOCA' AND context_templates_count(c) > 0
         JOIN templates t ON t.customer_id = c.customer_id AND t.context = c.name AND t.deleted_at IS NULL
         JOIN template_flags f ON f.template_id = t.id AND f.user_context_me = $2
         JOIN customers cu ON cu.id = g.customer_id AND cu.subdomain = $1
         GROUP BY g.name, g.created_at ORDER BY g.created_at`,
          [subdomain, me],
        );
        expect(rows.length).toBeGreaterThan(0);
        if (!me) {
          expect(rows.find((row) => row.name === 'Arbeidsflater')?.contexts).toBeGreaterThanOrEqual(2);
          expect(rows.some((row) => row.contexts === 1)).toBe(true);
        }
      }
      const advoca = await test.db.query<{ total: number }>(
        `SELECT context_templates_count(c)::int AS total FROM context c WHERE c.name = 'ADVOCA'`,
      );
      expect(advoca.rows.every((row) => row.total > 0)).toBe(true);
    },
  );

  it('has unseen chat messages and coming events for staff, and only the demo leader and admin have an overview', async () => {
    const unseen = await test.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM chat_messages m
       JOIN chat_members cm ON cm.chat_id = m.chat_id JOIN users u ON u.id = cm.user_id AND u.username = 'staff'
       WHERE m.created_at > cm.last_seen_at AND m.sender_user_id <> u.id`,
    );
    expect(unseen.rows[0]?.total).toBeGreaterThan(0);
    const coming = await test.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM events WHERE starts_at > now()`,
    );
    expect(coming.rows[0]?.total).toBeGreaterThan(0);
    const overviews = await test.db.query(
      `SELECT c.subdomain, u.username FROM overviews o JOIN users u ON u.id = o.user_id JOIN customers c ON c.id = o.customer_id
       ORDER BY u.username`,
    );
    expect(overviews.rows).toEqual([
      { subdomain: 'demo', username: 'admin' },
      { subdomain: 'demo', username: 'leader' },
    ]);
  });

  it('answers the read-only aggregates, the document search and the artifactPackage view', async () => {
    const total = async (sql: string) =>
      (await test.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${sql}`)).rows[0]?.total;
    // The search runs as a staff member of the demo tenant (its session argument, migration 0301).
    expect(
      await total(
        `search_document_patient('tiltaksplan', json_build_object('x-hasura-role', 'staff', 'x-hasura-customer-id',
           (SELECT id FROM customers WHERE subdomain = 'demo')::text))`,
      ),
    ).toBeGreaterThan(0);
    expect(await total(`queries_templates WHERE context IS NOT NULL`)).toBeGreaterThan(0);
    expect(await total(`directory_customers`)).toBe(2);
    const updated = await test.db.query(
      `UPDATE "artifactPackage" SET rruleset = rruleset WHERE id = (SELECT min(id) FROM artifact_packages)`,
    );
    expect(updated.affectedRows).toBe(1);
  });

  it('loads nothing the second time', async () => {
    expect(await seedDemoData(test.db)).toEqual({ loaded: false });
    expect(await rowCounts(test.db)).toEqual(firstLoad);
  });

  it('reloads with force, without duplicates', async () => {
    const before = await tenantId(test.db, 'demo');
    expect(await seedDemoData(test.db, { force: true })).toEqual({ loaded: true });
    expect(await tenantId(test.db, 'demo')).not.toBe(before);
    expect(await rowCounts(test.db)).toEqual(firstLoad);
    const customers = await test.db.query('SELECT subdomain FROM customers');
    expect(customers.rows).toHaveLength(2);
  });
});
