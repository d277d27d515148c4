import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase, type PgliteDatabase } from './pglite-database';
import { PglitePreparedStatements } from './pglite-prepared';

let db: PgliteDatabase;
beforeAll(async () => {
  db = await openPgliteDatabase(undefined);
  await db.exec(`
    CREATE TABLE t (id bigint PRIMARY KEY, name text, tags text[], data jsonb, ok boolean, at timestamptz, n numeric);
    INSERT INTO t VALUES
      (1, 'a, "quoted"', ARRAY['x', 'y,z'], '{"k": 1}', true, '2024-01-02T03:04:05Z', 1.5),
      (2, NULL, ARRAY[]::text[], '[]', false, NULL, NULL);
  `);
});
afterAll(async () => db?.close());

const prepared = <Row>(sql: string, params: unknown[]) => db.query<Row>(sql, params, { prepare: true });

describe('prepared statements on PGlite', () => {
  const cases: [string, unknown[]][] = [
    ['SELECT id, name, tags, data, ok, at, n FROM t WHERE id = $1::bigint', [1]],
    ['SELECT id FROM t WHERE id = ANY($1::bigint[]) ORDER BY id', [[1, 2, 3]]],
    ['SELECT id FROM t WHERE name = ANY($1::text[])', [['a, "quoted"', 'b']]],
    ['SELECT id FROM t WHERE data @> $1::jsonb', [JSON.stringify({ k: 1 })]],
    ['SELECT id FROM t WHERE ok = $1::boolean ORDER BY id', [false]],
    ['SELECT id FROM t WHERE name IS NOT DISTINCT FROM $1::text', [null]],
    ['SELECT id FROM t WHERE at < $1::timestamptz', ['2025-01-01T00:00:00Z']],
    ['SELECT (SELECT json_agg(t) FROM t)::text AS root', []],
  ];
  it.each(cases)('answers %s as a plain query does', async (sql, params) => {
    expect(await prepared(sql, params)).toEqual(await db.query(sql, params));
    // and again, now bound to the statement prepared the first time
    expect(await prepared(sql, params)).toEqual(await db.query(sql, params));
  });

  it('reports a bad value as PostgreSQL does and keeps working', async () => {
    const sql = 'SELECT id FROM t WHERE id = $1::bigint';
    await expect(prepared(sql, ['x'])).rejects.toMatchObject({ code: '22P02' });
    await expect(prepared('SELEC nothing', [])).rejects.toMatchObject({ code: '42601' });
    expect((await prepared<{ id: number }>(sql, [2])).rows).toEqual([{ id: 2 }]);
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('answers rows as arrays when asked (rowMode array)', async () => {
    const statements = new PglitePreparedStatements(db.pglite, 10);
    const sql = 'SELECT id, name, tags FROM t ORDER BY id';
    const plain = await db.pglite.query(sql, [], { rowMode: 'array' });
    expect((await statements.query(sql, [], true)).rows).toEqual(plain.rows);
  });

  it('runs texts past its bound unprepared, with the same answer', async () => {
    const statements = new PglitePreparedStatements(db.pglite, 1);
    await statements.query('SELECT 1 AS one', []);
    expect((await statements.query<{ two: number }>('SELECT 2 AS two', [])).rows).toEqual([{ two: 2 }]);
  });

  it('counts written rows', async () => {
    const update = await prepared('UPDATE t SET n = n WHERE id <= $1::bigint', [2]);
    expect(update.affectedRows).toBe(2);
  });

  it('waits for a running transaction instead of slipping into it', async () => {
    // The reads are sent while the transaction is open, between its statements; none may see the
    // row as it is inside (no sleep: the transaction's own round trips are the window).
    const readName = () => prepared<{ name: string | null }>('SELECT name FROM t WHERE id = $1::bigint', [2]);
    let reads: ReturnType<typeof readName>[] = [];
    await db.transaction(async (tx) => {
      await tx.query("UPDATE t SET name = 'inside' WHERE id = 2");
      reads = Array.from({ length: 20 }, readName);
      for (let i = 0; i < 5; i++) await tx.query('SELECT 1');
      await tx.query('UPDATE t SET name = NULL WHERE id = 2');
    });
    for (const read of await Promise.all(reads)) expect(read.rows).toEqual([{ name: null }]);
  });
});
