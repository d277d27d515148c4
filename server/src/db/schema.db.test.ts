import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { loadMigrations, migrate, MigrationError } from './migrate';
import { createTestDatabase, type TestDatabase } from '../test/database';

// Spec §3 "Data-layer tables" and the shell/feature tables, transcribed: table -> the columns the
// spec (or ARCHITECTURE.md §3) names. `connector.access_lines` is the only table outside public.
// prettier-ignore
const SPEC_COLUMNS: Record<string, string[]> = {
  templates: ['id', 'template_uuid', 'customer_id', 'title', 'context', 'region', 'therapist_role', 'changed_by',
    'archived', 'hide', 'accessible', 'plan_category', 'offer', 'offer_type', 'valid_days', 'attributes',
    'journal_roles', 'offer_types', 'offers', 'settings_ui'],
  template_flags: ['template_id', 'ask_for_phone_nr', 'auto_import', 'collapse_all', 'continuous', 'generate_on_start',
    'genesis', 'import_pdf', 'reg_new_activity', 'rejectable', 'shareable', 'soknadid_required', 'user_context_me'],
  template_journal_roles: ['template_uuid', 'role'],
  template_offer_types: ['template_uuid', 'offer_type'],
  template_offers: ['template_uuid', 'offer'],
  template_cache: ['template_uuid', 'customer_id', 'data', 'show'],
  template_cache_access: ['customer_id', 'template_uuid'],
  template_artifact_parcel: ['template_id', 'artifact_parcel_id'],
  sms_template_template: ['sms_template_id', 'template_id'],
  consent_template_to_template: ['consent_template_id', 'template_id'],
  genesis_templates: ['template_id', 'genesis_set'],
  genesis_consent_templates: ['consent_template_id', 'genesis_set'],
  genesis_consent_permissions: ['consent_id', 'customer_id'],
  genesis_denied_permissions: ['customer_id', 'table_id'],
  qnr_template_genesis_overrides: ['template_uuid', 'customer_id', 'context', 'generate_on_start', 'journal_roles',
    'offer_types', 'offers', 'qnr_info', 'changed_at', 'changed_by'],
  qnr_template_genesis_overrides_log: ['template_uuid', 'customer_id', 'changed_at', 'changed_by', 'db_op', 'deleted_by'],
  favorite_templates_order: ['user_id', 'customer_id', 'template_id', 'order'],
  favorites: ['user_id', 'customer_id', 'entity_id', 'table_name', 'order'],
  queries: ['id', 'query_uuid', 'customer_id', 'patient_id', 'template_id', 'document_id', 'artifact_package_id',
    'title', 'token', 'soknad_id', 'region', 'status', 'initiator', 'security_level', 'properties', 'archived', 'cache',
    'hide_for_patient', 'rejected', 'seen_by_therapist', 'share_with_recipient', 'valid_from', 'valid_to', 'updated_by'],
  queries_cache: ['query_uuid', 'customer_id'],
  queries_error: ['ai_id', 'query_uuid', 'error', 'properties'],
  queries_log: ['ai_id', 'unique_uuid_for_compare_with_prev', 'id', 'query_uuid', 'patient_id', 'status', 'updated_by'],
  queries_templates: ['query_uuid', 'template_uuid', 'customer_id', 'context', 'offer', 'plan_category', 'queries_status'],
  questions: ['id', 'question_uuid', 'title', 'description', 'external_key_id', 'region', 'properties', 'props'],
  question_template: ['template_id', 'question_id', 'position', 'title', 'description', 'narrative', 'properties'],
  anonymous_template_question: ['anonymous_template_id', 'question_id', 'position', 'title', 'description',
    'narrative', 'properties'],
  question_composite_question: ['composite_question_id', 'question_id', 'position', 'row', 'title', 'description',
    'narrative', 'properties'],
  consents: ['id', 'title', 'description', 'type', 'group', 'region', 'accepted', 'renew_consent', 'status',
    'valid_days', 'valid_to', 'query_id', 'artifact_parcel_id'],
  consent_templates: ['id', 'uuid', 'title', 'description', 'type', 'group', 'region', 'renew_consent', 'valid_days',
    'valid_to'],
  consent_patient: ['consent_id', 'patient_id', 'artifact_package_id', 'accepted', 'status', 'expiry_date'],
  consent_approval_rejection_reasons: ['consent_id', 'patient_id', 'accept_reason', 'reject_reason'],
  consent_status: ['name', 'comment'],
  documents: ['id', 'name', 'path', 'region', 'sds_id', 'artifact_parcel_id', 'auto_import', 'combine_signatures',
    'signed_by_therapist', 'upload_patient_id'],
  document_patient: ['document_id', 'patient_id', 'active', 'actno', 'archived', 'artifact_package_id', 'category',
    'create_user_id', 'delete_comment', 'deleted_by', 'for_signing', 'hide_for_patient', 'imported_to_epr',
    'pades_path', 'xades_path', 'scroll_mode', 'security_level', 'seen_by_patient', 'seen_by_therapist',
    'share_with_recipient', 'esignature_request_id', 'esignature_status', 'esignature_task_id', 'soknad_id', 'token'],
  document_sms: ['document_id', 'sms_id'],
  documents_overview: ['customer_id', 'completed', 'shared_docs', 'waiting'],
  dockladd_properties: ['id', 'customer_id', 'title', 'patient_id', 'created_by', 'properties'],
  dockladd_questions: ['dockladd_id', 'question_id', 'answer'],
  sms: ['id', 'query_id', 'sms_template_id', 'content', 'tlfmobil', 'message_id', 'uid', 'region', 'soknad_id',
    'create_user'],
  sms_templates: ['id', 'title', 'content', 'active', 'category', 'region'],
  categories: ['name', 'comment'],
  artifact_packages: ['id', 'activity_id', 'group_id', 'recipient_id', 'is_blueprint', 'rruleset', 'created_by_name',
    'updated_by'],
  artifactPackage: ['id', 'rruleset'],
  artifact_parcels: ['id', 'title', 'description'],
  artifact_package_artifact_parcel: ['artifact_package_id', 'artifact_parcel_id'],
  artifact_package_cron: ['artifact_packages_id', 'cron_start_schedule_id', 'cron_end_schedule_id'],
  artifact_package_groups: ['id', 'title', 'archived', 'title_changed', 'created_by', 'created_by_name', 'file_count',
    'query_count', 'user_count'],
  event_artifact_package: ['event_id', 'artifact_package_id', 'created_by', 'updated_by'],
  anonymous_templates: ['id', 'title', 'context', 'region', 'therapist_role', 'template_uuid', 'attributes'],
  anonymous_queries: ['anonymous_template_id', 'properties', 'region', 'title'],
  anonymous_invitations: ['invitation_code', 'label', 'valid_from', 'valid_to', 'anonymous_template_id'],
  anonymous_answers: ['anonymous_invitation_code', 'anonymous_query_id', 'properties', 'region', 'title'],
  anonymous_sms: ['anonymous_query_id', 'content', 'create_user', 'message_id', 'region', 'soknad_id', 'tlfmobil', 'uid'],
  shortcuts: ['id', 'customer_id', 'title', 'description', 'link'],
  projects: ['customer_id', 'journal_project_id', 'shortcut_id'],
  organization_qnr_widget: ['id', 'customer_id', 'qnr_id', 'question_id', 'journal_user_id',
    'organization_journal_user_id', 'contact_person_journal_user_id', 'recipient_activity_id'],
  directory_customers: ['id', 'name', 'connector'],
  directory_user_name: ['user_id', 'first_name', 'middle_name', 'last_name'],
  custom_db_nodes: ['id', 'customer_id', 'region', 'value', 'value_old'],
  'connector.access_lines': ['Adgangkode', 'BrukerNavn', 'Fradato', 'Tildato', 'SoknadId'],
  unseen_documents: ['customer_id', 'patient_id', 'initiator', 'soknad_id', 'archived', 'total'],
  unseen_queries: ['customer_id', 'patient_id', 'initiator', 'soknad_id', 'archived', 'total'],
  migrations: ['id', 'batch', 'migration'],
  settings: ['customer_id'],
  security_levels: ['name', 'comment', 'security_level'],
  groups: ['name', 'comment'],
  types: ['name', 'comment'],
  initiators: ['name', 'comment'],
  status: ['name', 'comment'],
  table_names: ['name', 'comment'],
  filter_names: ['name', 'comment'],
  // People, contexts and feature data (spec §3 Participant, Context group, Context, chat; the brief).
  activities: ['id', 'customer_id', 'name'],
  recipients: ['id', 'customer_id', 'user_id', 'activity_id', 'directory_user_id', 'full_name', 'mobile_phone',
    'national_id', 'regarding', 'actno', 'niva', 'tiltak'],
  recipient_activities: ['recipient_id', 'activity_id'],
  recipient_staff: ['recipient_id', 'user_id', 'status'],
  recipient_groups: ['id', 'name'],
  recipient_group_members: ['recipient_group_id', 'recipient_id'],
  group_context: ['id', 'customer_id', 'name', 'label', 'created_at'],
  context: ['id', 'name', 'label', 'customer_id', 'is_user_context_me'],
  context_group_context: ['context_id', 'group_context_id', 'customer_id', 'description'],
  group_filters: ['group_context_id', 'customer_id', 'filter', 'filter_name'],
  chats: ['id', 'customer_id', 'title', 'status', 'recipient_id'],
  chat_members: ['chat_id', 'user_id', 'last_seen_at'],
  chat_messages: ['id', 'chat_id', 'customer_id', 'sender_user_id', 'body', 'created_at'],
  events: ['id', 'customer_id', 'title', 'description', 'starts_at', 'ends_at', 'rrule', 'recipient_id', 'created_by'],
  tasks: ['id', 'customer_id', 'title', 'due_at', 'done', 'recipient_id', 'assigned_to'],
  time_entries: ['id', 'customer_id', 'user_id', 'recipient_id', 'activity_id', 'date', 'minutes', 'description',
    'approved_by'],
  activity_log: ['id', 'customer_id', 'recipient_id', 'actor_user_id', 'action', 'description', 'created_at'],
  notifications: ['id', 'customer_id', 'user_id', 'subject_id', 'title', 'message', 'region', 'service', 'trigger',
    'send_sms', 'created_at', 'read_at'],
};

// Base tables that are not owned by one customer (login_audit may lack one: unknown subdomain;
// auth_throttle counts failures per account and per address, across customers).
// prettier-ignore
const NOT_TENANT_OWNED = new Set(['customers', 'apps', 'migrations', 'login_audit', 'auth_throttle', 'rate_limit_windows', 'groups', 'types',
  'initiators', 'status', 'table_names', 'filter_names', 'consent_status', 'categories', 'security_levels',
  'scheduled_jobs', 'revman_audit']);
// Append-only logs: written once, never updated (the consent versions and records refuse updates).
const APPEND_ONLY = new Set([
  'feature_flag_audit',
  'qnr_template_genesis_overrides_log',
  'consent_template_versions',
  'consent_records',
  'directory_access_log',
]);
// prettier-ignore
const SOFT_DELETED = ['templates', 'queries', 'documents', 'document_patient', 'consents', 'consent_templates', 'sms',
  'sms_templates', 'shortcuts', 'artifact_packages', 'artifact_parcels', 'anonymous_templates', 'recipients', 'users'];
const PRIMARY_KEYS: Record<string, string[]> = {
  templates: ['id'],
  template_cache: ['template_uuid'],
  template_cache_access: ['customer_id', 'template_uuid'],
  template_journal_roles: ['role', 'template_uuid'],
  template_offer_types: ['offer_type', 'template_uuid'],
  template_offers: ['offer', 'template_uuid'],
  types: ['name'],
};
// prettier-ignore
const LOOKUPS: Record<string, string[]> = {
  types: ['QUESTIONNAIRE', 'DOCUMENT', 'CONSENT', 'SMS', 'PLAN'],
  status: ['DRAFT', 'SENT', 'STARTED', 'ANSWERED', 'SIGNED', 'REJECTED', 'EXPIRED', 'ARCHIVED'],
  initiators: ['THERAPIST', 'PATIENT', 'SYSTEM', 'CONNECTOR'],
  groups: ['PRIVACY_POLICY', 'LOGIN_CONSENTS', 'QUESTIONNAIRE_CONSENTS'],
  table_names: ['templates', 'queries', 'documents'],
  filter_names: ['CONTEXT'],
  consent_status: ['PENDING', 'ACCEPTED', 'REJECTED'],
  categories: ['REMINDER'],
  security_levels: ['OPEN', 'NORMAL', 'SENSITIVE'],
};

interface ColumnRow {
  relation: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  table_type: string;
}

async function columnsByRelation(db: Database): Promise<Map<string, ColumnRow[]>> {
  const { rows } = await db.query<ColumnRow>(`
    SELECT CASE WHEN c.table_schema = 'public' THEN c.table_name ELSE c.table_schema || '.' || c.table_name END AS relation,
           c.column_name, c.is_nullable, t.table_type
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema IN ('public', 'connector')`);
  const byRelation = new Map<string, ColumnRow[]>();
  for (const row of rows) byRelation.set(row.relation, [...(byRelation.get(row.relation) ?? []), row]);
  return byRelation;
}

describe('the data model (spec §3)', () => {
  let test: TestDatabase;
  let relations: Map<string, ColumnRow[]>;
  beforeAll(async () => {
    test = await createTestDatabase();
    relations = await columnsByRelation(test.db);
  });
  afterAll(() => test.destroy());

  it.each(Object.entries(SPEC_COLUMNS))('%s has every column the spec names', (relation, columns) => {
    const present = (relations.get(relation) ?? []).map((c) => c.column_name);
    expect(present, `${relation} exists`).not.toEqual([]);
    expect(columns.filter((column) => !present.includes(column))).toEqual([]);
  });

  it('gives every tenant-owned table customer_id NOT NULL, created_at and updated_at', () => {
    const problems: string[] = [];
    for (const [relation, columns] of relations) {
      if (columns[0]?.table_type !== 'BASE TABLE' || NOT_TENANT_OWNED.has(relation)) continue;
      const named = new Map(columns.map((c) => [c.column_name, c]));
      if (named.get('customer_id')?.is_nullable !== 'NO') problems.push(`${relation}.customer_id`);
      if (named.get('created_at')?.is_nullable !== 'NO') problems.push(`${relation}.created_at`);
      if (!APPEND_ONLY.has(relation) && named.get('updated_at')?.is_nullable !== 'NO') {
        problems.push(`${relation}.updated_at`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('ties every customer_id to customers', async () => {
    const { rows } = await test.db.query<{ relation: string }>(`
      SELECT c.relname AS relation
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname IN ('public', 'connector')
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'customer_id'
      WHERE c.relkind = 'r' AND NOT EXISTS (
        SELECT 1 FROM pg_constraint f
        WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid = 'customers'::regclass AND a.attnum = ANY (f.conkey))`);
    expect(rows.map((r) => r.relation)).toEqual([]);
  });

  it.each(SOFT_DELETED)('soft-deletes %s through deleted_at', (relation) => {
    expect((relations.get(relation) ?? []).map((c) => c.column_name)).toContain('deleted_at');
  });

  it.each(Object.entries(PRIMARY_KEYS))('keys %s by the primary key of spec §7', async (relation, key) => {
    const { rows } = await test.db.query<{ column_name: string }>(
      `SELECT a.attname AS column_name
       FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
       WHERE i.indrelid = $1::regclass AND i.indisprimary`,
      [relation],
    );
    expect(rows.map((r) => r.column_name).sort()).toEqual([...key].sort());
  });

  it.each(Object.entries(LOOKUPS))('fills the lookup %s', async (relation, names) => {
    const { rows } = await test.db.query<{ name: string; comment: string | null }>(
      `SELECT name, comment FROM ${relation}`,
    );
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(names));
    expect(rows.every((r) => (r.comment ?? '').length > 0)).toBe(true);
  });

  it('keeps updated_at current on every table that has one', async () => {
    const missing = await test.db.query<{ relation: string }>(`
      SELECT c.relname AS relation FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'updated_at'
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname IN ('public', 'connector')
      WHERE c.relkind = 'r' AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'set_updated_at')`);
    expect(
      missing.rows,
      'end the migration that adds them with SELECT attach_updated_at_triggers();',
    ).toEqual([]);
    expect(
      (await test.db.query<{ added: number }>('SELECT attach_updated_at_triggers() AS added')).rows[0]?.added,
    ).toBe(0);

    const inserted = await test.db.query<{ id: number }>(
      `INSERT INTO customers (subdomain, name, updated_at) VALUES ('trigger-probe', 'Probe', '2000-01-01') RETURNING id`,
    );
    const id = inserted.rows[0]?.id;
    await test.db.query(`UPDATE customers SET name = 'Probe 2' WHERE id = $1`, [id]);
    const after = await test.db.query<{ fresh: boolean }>(
      `SELECT updated_at > '2001-01-01' AS fresh FROM customers WHERE id = $1`,
      [id],
    );
    expect(after.rows[0]?.fresh).toBe(true);
    await test.db.query('DELETE FROM customers WHERE id = $1', [id]);
  });

  it('counts the live templates of a context (context_templates_count)', async () => {
    await test.db
      .transaction(async (tx) => {
        const customer = await tx.query<{ id: number }>(
          `INSERT INTO customers (subdomain, name) VALUES ('count-probe', 'Probe') RETURNING id`,
        );
        const customerId = customer.rows[0]?.id;
        await tx.query(`INSERT INTO context (customer_id, name, label) VALUES ($1, 'WORK', 'Work')`, [
          customerId,
        ]);
        await tx.query(
          `INSERT INTO templates (customer_id, title, context, deleted_at)
         VALUES ($1, 'a', 'WORK', NULL), ($1, 'b', 'WORK', NULL), ($1, 'c', 'WORK', now()), ($1, 'd', 'OTHER', NULL)`,
          [customerId],
        );
        const counted = await tx.query<{ total: number }>(
          `SELECT context_templates_count(c) AS total FROM context c WHERE c.customer_id = $1`,
          [customerId],
        );
        expect(counted.rows).toEqual([{ total: 2 }]);
        throw new RollbackProbe();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollbackProbe)) throw error;
      });
  });
});

class RollbackProbe extends Error {}

describe('the migration runner', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.destroy());

  it('applies nothing the second time', async () => {
    expect(await migrate(test.db)).toEqual([]);
  });

  it('rolls a failing migration back fully and names it', async () => {
    const broken = {
      name: '9999_broken_probe.sql',
      sql: 'CREATE TABLE broken_probe (id integer);\nSELECT * FROM no_such_table;',
    };
    const run = migrate(test.db, [...(await loadMigrations()), broken]);
    await expect(run).rejects.toBeInstanceOf(MigrationError);
    await expect(run).rejects.toMatchObject({ migration: '9999_broken_probe.sql' });
    await expect(run).rejects.toThrow(/9999_broken_probe\.sql/);

    const table = await test.db.query<{ found: string | null }>(
      `SELECT to_regclass('broken_probe')::text AS found`,
    );
    expect(table.rows[0]?.found).toBeNull();
    const recorded = await test.db.query('SELECT 1 FROM migrations WHERE migration = $1', [broken.name]);
    expect(recorded.rows).toEqual([]);
  });
});
