// Issue 25 item 4, on PGlite and (server-pg) PostgreSQL with the demo data: every tenant table is
// under row-level security, and the work of one tenant, run through scopedToTenant, sees and writes
// only its rows even where its SQL forgets the tenant's filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase, type TestDatabase } from '../test/database';
import { migrate } from './migrate';
import { crossTenant, scopedToTenant } from './tenant-scope';

let test: TestDatabase;
let demo: number;
let care: number;

/** Every table with customer_id, and whether it has row-level security and the tenant policy. */
async function tenantTables() {
  const { rows } = await test.db.query<{ name: string; rls: boolean; policy: boolean }>(`
    SELECT c.relname AS name, c.relrowsecurity AS rls,
           EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'tenant_isolation') AS policy
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'customer_id' AND NOT a.attisdropped
     WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public'
     ORDER BY 1`);
  return rows;
}

beforeAll(async () => {
  test = await createSeededTestDatabase();
  const ids = await test.db.query<{ subdomain: string; id: number }>(
    "SELECT subdomain, id::int AS id FROM customers WHERE subdomain IN ('demo', 'care')",
  );
  demo = ids.rows.find((r) => r.subdomain === 'demo')?.id ?? 0;
  care = ids.rows.find((r) => r.subdomain === 'care')?.id ?? 0;
});
afterAll(async () => test.destroy());

describe('row-level security on every tenant table', () => {
  it('covers every table with customer_id (a new area table without its policy fails here)', async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThan(80);
    expect(tables.filter((t) => !t.rls || !t.policy).map((t) => t.name)).toEqual([]);
  });

  it("sees only the tenant's rows in every table, with no tenant filter in the SQL", async () => {
    const owner = crossTenant(test.db, 'the test compares each tenant table with what the owner sees');
    const scoped = scopedToTenant(test.db, demo);
    let crossed = 0;
    for (const { name } of await tenantTables()) {
      const all = await owner.query<{ mine: string; others: string }>(
        `SELECT count(*) FILTER (WHERE customer_id = $1) AS mine, count(*) FILTER (WHERE customer_id <> $1) AS others FROM "${name}"`,
        [demo],
      );
      const seen = await scoped.query<{ n: string; others: string }>(
        `SELECT count(*) AS n, count(*) FILTER (WHERE customer_id <> $1) AS others FROM "${name}"`,
        [demo],
      );
      expect(Number(seen.rows[0]?.others), name).toBe(0);
      expect(Number(seen.rows[0]?.n), name).toBe(Number(all.rows[0]?.mine));
      if (Number(all.rows[0]?.others) > 0) crossed += 1;
    }
    // The demo data gives the other tenant rows in many tables: the test hid something real.
    expect(crossed).toBeGreaterThan(20);
    const customers = await scoped.query<{ subdomain: string }>('SELECT subdomain FROM customers');
    expect(customers.rows.map((r) => r.subdomain)).toEqual(['demo']);
  });

  it("runs the calendar's own query with its tenant filter removed and still gets none of the other tenant's events", async () => {
    // event-store.ts's visibleRows, as staff of any role would run it, without `e.customer_id = $1`.
    const sql = `SELECT e.id, e.customer_id FROM events e WHERE e.deleted_at IS NULL ORDER BY e.starts_at, e.id`;
    const owner = await test.db.query<{ customer_id: string }>(sql);
    expect(owner.rows.some((r) => Number(r.customer_id) === care)).toBe(true);
    const scoped = await scopedToTenant(test.db, demo).query<{ customer_id: string }>(sql);
    expect(scoped.rows.length).toBeGreaterThan(0);
    expect(scoped.rows.every((r) => Number(r.customer_id) === demo)).toBe(true);
  });

  it("refuses a write of another tenant's row and changes nothing of it", async () => {
    const scoped = scopedToTenant(test.db, demo);
    const before = await test.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM events WHERE customer_id = $1',
      [care],
    );
    await expect(
      scoped.query(
        `INSERT INTO events (customer_id, title, starts_at, ends_at, created_by)
         SELECT $1, 'planted', now(), now() + interval '1 hour', (SELECT id FROM users WHERE customer_id = $2 LIMIT 1)`,
        [care, demo],
      ),
    ).rejects.toThrow(/row-level security/);
    const moved = await scoped.query('UPDATE events SET title = title WHERE customer_id = $1', [care]);
    expect(moved.affectedRows).toBe(0);
    const removed = await scoped.query('DELETE FROM events WHERE customer_id = $1', [care]);
    expect(removed.affectedRows).toBe(0);
    await expect(
      scoped.query('UPDATE events SET customer_id = $1 WHERE id = (SELECT min(id) FROM events)', [care]),
    ).rejects.toThrow(/row-level security/);
    const after = await test.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM events WHERE customer_id = $1',
      [care],
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('leaves nothing behind on the connection: the next statement outside a scope is the owner again', async () => {
    await scopedToTenant(test.db, demo).query('SELECT 1');
    const who = await test.db.query<{ role: string; n: string }>(
      'SELECT current_user AS role, (SELECT count(DISTINCT customer_id) FROM users) AS n',
    );
    expect(who.rows[0]?.role).not.toBe('portal_tenant');
    expect(Number(who.rows[0]?.n)).toBeGreaterThan(1);
    expect(() => scopedToTenant(test.db, 0)).toThrow();
  });

  it('keeps every statement under its own tenant while two tenants, the owner and transactions interleave', async () => {
    const ids = 'SELECT array_agg(DISTINCT customer_id) AS ids FROM users';
    type Ids = { ids: number[] | null };
    const seen = (result: { rows: Ids[] }) =>
      [...(result.rows[0]?.ids ?? [])]
        .map(Number)
        .sort((a, b) => a - b)
        .join(',');
    const work = Array.from({ length: 90 }, async (_, i): Promise<[string, string]> => {
      switch (i % 5) {
        case 0:
          return [String(demo), seen(await scopedToTenant(test.db, demo).query<Ids>(ids))];
        case 1:
          return [
            String(care),
            seen(await scopedToTenant(test.db, care).query<Ids>(ids, [], { prepare: true })),
          ];
        case 2:
          return [
            String(care),
            seen(await scopedToTenant(test.db, care).transaction((tx) => tx.query<Ids>(ids))),
          ];
        case 3:
          return ['owner', seen(await test.db.query<Ids>(ids, [], { prepare: true }))];
        default:
          return ['owner', seen(await test.db.transaction((tx) => tx.query<Ids>(ids)))];
      }
    });
    const everyone = [demo, care].sort((a, b) => a - b);
    for (const [who, saw] of await Promise.all(work)) {
      if (who === 'owner') expect(saw.split(',').map(Number)).toEqual(expect.arrayContaining(everyone));
      else expect(saw).toBe(who);
    }
  });

  it('puts back at start what a restore into another cluster lacks (the grants), changing nothing else', async () => {
    await test.db.exec('REVOKE ALL ON events FROM portal_tenant');
    await expect(scopedToTenant(test.db, demo).query('SELECT count(*) FROM events')).rejects.toThrow(
      /permission denied/,
    );
    expect(await migrate(test.db)).toEqual([]);
    const seen = await scopedToTenant(test.db, demo).query<{ n: string }>('SELECT count(*) AS n FROM events');
    expect(Number(seen.rows[0]?.n)).toBeGreaterThan(0);
  });
});
