import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase, type TestDatabase } from '../test/database';
import { seedDemoData } from './seed';

// Issue 18 item 1: the reload is one transaction; a failure part-way leaves the previous data.
describe('reloading the demo data', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createSeededTestDatabase();
  });
  afterAll(() => test?.destroy());

  it('keeps the previous data when the reload fails part-way', async () => {
    const { db } = test;
    await db.query(`UPDATE customers SET name = 'Kept' WHERE subdomain = 'demo'`);
    const before = await db.query<{ id: number; users: number }>(
      `SELECT c.id::int AS id, (SELECT count(*)::int FROM users u WHERE u.customer_id = c.id) AS users FROM customers c ORDER BY c.id`,
    );
    // A failure late in the load: the overview widgets come near the end of each tenant.
    await db.exec(`
      CREATE FUNCTION fail_seed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full (test)'; END $$;
      CREATE TRIGGER fail_seed BEFORE INSERT ON overview_widgets FOR EACH ROW EXECUTE FUNCTION fail_seed();`);
    await expect(seedDemoData(db, { force: true })).rejects.toThrow(/disk full \(test\)/);
    await db.exec('DROP TRIGGER fail_seed ON overview_widgets; DROP FUNCTION fail_seed();');

    const after = await db.query<{ id: number; users: number }>(
      `SELECT c.id::int AS id, (SELECT count(*)::int FROM users u WHERE u.customer_id = c.id) AS users FROM customers c ORDER BY c.id`,
    );
    expect(after.rows).toEqual(before.rows);
    const name = await db.query<{ name: string }>(`SELECT name FROM customers WHERE subdomain = 'demo'`);
    expect(name.rows[0]?.name).toBe('Kept');
  });
});
