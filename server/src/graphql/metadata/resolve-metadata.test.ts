import { describe, expect, it } from 'vitest';
import { SYNTHETIC_CATALOG, SYNTHETIC_METADATA, syntheticModel } from '../test/synthetic-model';
import { plural, singular, suggestRelationshipName } from './relationship-names';
import { resolveMetadata } from './resolve-metadata';

describe('metadata stage', () => {
  it("names relationships from foreign keys as Hasura's console does", () => {
    const { model } = syntheticModel();
    const rels = (t: string) =>
      Object.fromEntries(
        [...model.tables.get(`public.${t}`)!.relationships.values()].map((r) => [
          r.name,
          `${r.kind}:${r.remoteTable}:${r.mapping.map((m) => m.join('=')).join(',')}`,
        ]),
      );
    expect(rels('queries')).toEqual({
      customer: 'object:public.customers:customer_id=id',
      recipient: 'object:public.recipients:patient_id=id',
      userByCreatedBy: 'object:public.users:created_by=id',
      userByUpdatedBy: 'object:public.users:updated_by=id',
    });
    expect(rels('users')).toMatchObject({
      queriesByCreatedBy: 'array:public.queries:id=created_by',
      queriesByUpdatedBy: 'array:public.queries:id=updated_by',
      recipients: 'array:public.recipients:id=user_id',
    });
    expect(singular('activities')).toBe('activity');
    expect(singular('sms')).toBe('sms');
    expect(plural('time_entry')).toBe('time_entries');
    expect(
      suggestRelationshipName({
        kind: 'object',
        remoteTable: 'status',
        keyColumns: ['status'],
        ambiguous: false,
        taken: (n) => n === 'status',
      }),
    ).toBe('statusByStatus');
  });

  it('applies the conventions: tenant filter and preset, soft delete, rows hidden from participants', () => {
    const { model } = syntheticModel();
    const queries = model.tables.get('public.queries')!;
    expect(queries.permissions.staff!.select!.filter).toEqual({
      _and: [{ customer_id: { _eq: 'X-Hasura-Customer-Id' } }, { deleted_at: { _is_null: true } }],
    });
    expect(queries.permissions.participant!.select!.filter).toEqual({
      _and: [
        { customer_id: { _eq: 'X-Hasura-Customer-Id' } },
        { deleted_at: { _is_null: true } },
        { hide_for_patient: { _eq: false } },
        { recipient: { user_id: { _eq: 'X-Hasura-User-Id' } } },
      ],
    });
    expect(queries.permissions.staff!.insert!.set).toEqual({ customer_id: 'X-Hasura-Customer-Id' });
    expect(queries.permissions.staff!.insert!.columns.has('customer_id')).toBe(false);
    expect([...queries.permissions.staff!.update!.columns]).toEqual(['title', 'properties', 'score']);
  });

  it('never exposes hidden columns and reports tracked tables the database lacks', () => {
    const { model } = syntheticModel();
    expect(model.tables.get('public.users')!.columns.has('password_hash')).toBe(false);
    const { warnings } = resolveMetadata(
      { ...SYNTHETIC_METADATA, tables: [...SYNTHETIC_METADATA.tables, { table: 'missing' }] },
      SYNTHETIC_CATALOG,
    );
    expect(warnings).toEqual(['tracked table public.missing does not exist']);
  });

  it("drops a role's permission when the profile asks for a participant filter the table lacks", () => {
    const { model } = resolveMetadata(
      { ...SYNTHETIC_METADATA, tables: [{ table: 'recipients', profile: 'case' }] },
      SYNTHETIC_CATALOG,
    );
    expect(model.tables.get('public.recipients')!.permissions.participant).toBeUndefined();
  });
});
