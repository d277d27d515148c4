import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHasuraError } from '../graphql/execute/database-errors';
import { createEmptyTestDatabase, testDbKind, type TestDatabase } from '../test/database';

let test: TestDatabase;
beforeAll(async () => {
  test = await createEmptyTestDatabase();
});
afterAll(async () => test?.destroy());

// PGlite cannot interrupt a statement (it runs in the server's thread): the option is PostgreSQL's.
describe.skipIf(testDbKind !== 'postgres')('statement timeout (QueryOptions.timeoutMs)', () => {
  it('cancels a statement that runs past it, as Hasura-shaped "unexpected"', async () => {
    const error = await test.db.query('SELECT pg_sleep(30)', [], { timeoutMs: 100 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as { code?: string }).code).toBe('57014');
    const hasura = toHasuraError(error, '$.selectionSet.x');
    expect(hasura.code).toBe('unexpected');
    expect(hasura.message).toBe('the query took too long and was cancelled');
  });

  it('never leaves the timeout on a pooled connection for a query that did not ask for it', async () => {
    const shown = async (timeoutMs?: number) =>
      (
        await test.db.query<{ statement_timeout: string }>(
          'SHOW statement_timeout',
          [],
          timeoutMs === undefined ? {} : { timeoutMs },
        )
      ).rows[0]!.statement_timeout;
    // Concurrent rounds so that every connection of the pool is used with both settings.
    for (let round = 0; round < 3; round++) {
      const timed = await Promise.all(Array.from({ length: 12 }, () => shown(1234)));
      const plain = await Promise.all(Array.from({ length: 12 }, () => shown()));
      expect(new Set(timed)).toEqual(new Set(['1234ms']));
      expect(new Set(plain)).toEqual(new Set(['0']));
    }
  });

  it('sets it for the transaction only, inside a transaction', async () => {
    const inside = await test.db.transaction(async (tx) => {
      const before = await tx.query<{ statement_timeout: string }>('SHOW statement_timeout');
      const timed = await tx.query<{ statement_timeout: string }>('SHOW statement_timeout', [], {
        timeoutMs: 2500,
      });
      return [before.rows[0]!.statement_timeout, timed.rows[0]!.statement_timeout];
    });
    expect(inside).toEqual(['0', '2500ms']);
    const after = await Promise.all(
      Array.from({ length: 12 }, () =>
        test.db.query<{ statement_timeout: string }>('SHOW statement_timeout'),
      ),
    );
    for (const r of after) expect(r.rows[0]!.statement_timeout).toBe('0');
  });
});
