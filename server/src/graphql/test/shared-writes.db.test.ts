import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMetadata } from '../metadata/load-metadata';
import { resolveMetadata } from '../metadata/resolve-metadata';
import { introspectCatalog } from '../catalog/introspect-catalog';
import { MetadataWriteError } from '../metadata/write-conventions';
import { sessionOf, startEngineHarness, type EngineHarness } from './engine-harness';

// Issue 17 item 4: tables shared by every tenant (no customer_id) are read-only through the API for
// every role, and so are views unless marked writable. Enumerated from the model, so a table or
// view added later is covered.

let h: EngineHarness;
beforeAll(async () => {
  h = await startEngineHarness();
});
afterAll(async () => h?.close());

const writers = (table: {
  permissions: Record<string, { insert?: unknown; update?: unknown; delete?: unknown }>;
}) =>
  Object.entries(table.permissions)
    .filter(([, p]) => p.insert || p.update || p.delete)
    .map(([role]) => role);

describe('shared lookup tables and views', () => {
  it('no role writes a table without the tenant column, nor an unmarked view', () => {
    const shared = [...h.engine.model.tables.values()].filter((t) => !t.columns.has('customer_id'));
    expect(shared.map((t) => t.name)).toEqual(
      expect.arrayContaining(['security_levels', 'status', 'groups', 'types', 'initiators', 'categories']),
    );
    const views = [...h.engine.model.tables.values()].filter(
      (t) => t.kind === 'view' && t.name !== 'artifactPackage',
    );
    expect(views.length).toBeGreaterThan(5);
    const writable = [...shared, ...views].filter((t) => writers(t).length > 0);
    expect(writable.map((t) => `${t.name}: ${writers(t).join(', ')}`)).toEqual([]);
    // The one marked view keeps its writers.
    expect(writers(h.engine.model.tables.get('public.artifactPackage')!)).toContain('staff');
  });

  it('the resolver refuses a write permission on a shared table unless the table is marked', async () => {
    const metadata = await loadMetadata();
    const catalog = await introspectCatalog(h.test.db);
    const status = metadata.tables.find((t) => t.table === 'status')!;
    status.permissions = { admin: { select: { columns: '*' }, insert: { columns: '*' } } };
    expect(() => resolveMetadata(metadata, catalog)).toThrow(MetadataWriteError);
    status.writable_without_tenant = true;
    const { model } = resolveMetadata(metadata, catalog);
    expect(model.tables.get('public.status')!.permissions.admin?.insert).toBeDefined();
  });

  it("demo's admin can neither change security_levels nor add a status for everyone", async () => {
    const admin = sessionOf('alpha', 'admin');
    const before = await h.test.db.query('SELECT * FROM security_levels ORDER BY name');
    const statusBefore = await h.test.db.query('SELECT * FROM status ORDER BY name');
    const attempts = [
      'mutation { update_security_levels(where: {}, _set: {security_level: 9}) { affected_rows } }',
      'mutation { insert_status_one(object: {name: "HACKED", comment: "x"}) { name } }',
      'mutation { delete_status(where: {}) { affected_rows } }',
      'mutation { update_directory_user_name(where: {}, _set: {first_name: "x"}) { affected_rows } }',
    ];
    for (const role of ['admin', 'team_leader', 'staff', 'participant'] as const)
      for (const mutation of attempts) {
        const answer = await h.gql(sessionOf('alpha', role), mutation);
        expect(answer.errors?.[0]?.extensions.code, `${role}: ${mutation}`).toBe('validation-failed');
      }
    expect((await h.test.db.query('SELECT * FROM security_levels ORDER BY name')).rows).toEqual(before.rows);
    expect((await h.test.db.query('SELECT * FROM status ORDER BY name')).rows).toEqual(statusBefore.rows);
    expect(await h.gql(admin, '{ security_levels(order_by: {name: asc}) { name } }')).toEqual({
      data: { security_levels: [{ name: 'NORMAL' }, { name: 'OPEN' }, { name: 'SENSITIVE' }] },
    });
  });
});
