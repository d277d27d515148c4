import type { Catalog, CatalogColumn, CatalogTable } from '../catalog/catalog-types';
import type { MetadataJson } from '../metadata/metadata-types';
import { resolveMetadata } from '../metadata/resolve-metadata';

// A small catalog and metadata written out by hand, so the pure stage tests (schema, IR, SQL) run
// without a database and their snapshots change only when the engine does.
const col = (name: string, pgType: string, nullable = false, hasDefault = false): CatalogColumn => ({
  name,
  pgType,
  nullable,
  hasDefault,
  generated: false,
});

const table = (
  name: string,
  columns: CatalogColumn[],
  fks: CatalogTable['foreignKeys'] = [],
  uniques: CatalogTable['uniques'] = [],
): CatalogTable => ({
  schema: 'public',
  name,
  kind: 'table',
  columns,
  primaryKey: ['id'],
  foreignKeys: fks,
  uniques: [{ name: `${name}_pkey`, columns: ['id'], primary: true }, ...uniques],
});

const fk = (name: string, column: string, refTable: string) => ({
  name,
  columns: [column],
  refSchema: 'public',
  refTable,
  refColumns: ['id'],
});

export const SYNTHETIC_CATALOG: Catalog = {
  tables: [
    table('customers', [col('id', 'bigint', false, true), col('name', 'text')]),
    table(
      'users',
      [
        col('id', 'bigint', false, true),
        col('customer_id', 'bigint'),
        col('name', 'text'),
        col('password_hash', 'text', true),
        col('deleted_at', 'timestamp with time zone', true),
      ],
      [fk('users_customer_id_fkey', 'customer_id', 'customers')],
    ),
    table(
      'recipients',
      [
        col('id', 'bigint', false, true),
        col('customer_id', 'bigint'),
        col('user_id', 'bigint', true),
        col('full_name', 'text'),
        col('deleted_at', 'timestamp with time zone', true),
      ],
      [
        fk('recipients_customer_id_fkey', 'customer_id', 'customers'),
        fk('recipients_user_id_fkey', 'user_id', 'users'),
      ],
    ),
    table(
      'queries',
      [
        col('id', 'bigint', false, true),
        col('customer_id', 'bigint'),
        col('patient_id', 'bigint', true),
        col('created_by', 'bigint', true),
        col('updated_by', 'bigint', true),
        col('title', 'text'),
        col('properties', 'jsonb', false, true),
        col('score', 'integer', true),
        col('hide_for_patient', 'boolean', false, true),
        col('created_at', 'timestamp with time zone', false, true),
        col('deleted_at', 'timestamp with time zone', true),
      ],
      [
        fk('queries_customer_id_fkey', 'customer_id', 'customers'),
        fk('queries_patient_id_fkey', 'patient_id', 'recipients'),
        fk('queries_created_by_fkey', 'created_by', 'users'),
        fk('queries_updated_by_fkey', 'updated_by', 'users'),
      ],
      [{ name: 'queries_title_key', columns: ['customer_id', 'title'], primary: false }],
    ),
  ],
  functions: [],
};

const ME = { _eq: 'X-Hasura-User-Id' };
export const SYNTHETIC_METADATA: MetadataJson = {
  version: 1,
  schemas: ['public'],
  conventions: {
    tenant_column: 'customer_id',
    soft_delete_column: 'deleted_at',
    hidden_from_participant_column: 'hide_for_patient',
  },
  profiles: {
    case: {
      admin: {
        select: { columns: '*', allow_aggregations: true },
        insert: { columns: '*' },
        update: { columns: '*' },
        delete: {},
      },
      staff: {
        select: { columns: '*', allow_aggregations: true, limit: 100 },
        insert: { columns: '*' },
        update: { columns: ['title', 'properties', 'score'] },
      },
      participant: {
        select: { columns: ['id', 'title', 'score', 'patient_id'], filter: { $participant: true } },
      },
    },
  },
  tables: [
    {
      table: 'customers',
      permissions: {
        admin: { select: { columns: ['id', 'name'], filter: { id: { _eq: 'X-Hasura-Customer-Id' } } } },
      },
    },
    { table: 'users', profile: 'case', hidden_columns: ['password_hash'], participant_filter: { id: ME } },
    { table: 'recipients', profile: 'case', participant_filter: { user_id: ME } },
    { table: 'queries', profile: 'case', participant_filter: { recipient: { user_id: ME } } },
  ],
};

export function syntheticModel() {
  return resolveMetadata(SYNTHETIC_METADATA, SYNTHETIC_CATALOG);
}
