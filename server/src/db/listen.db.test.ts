import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, testDbKind, type TestDatabase } from '../test/database';
import { NOTIFICATIONS_MISSED } from './database';

let test: TestDatabase;
beforeAll(async () => {
  test = await createEmptyTestDatabase();
});
afterAll(async () => test?.destroy());

/** Collects the payloads of one channel; `next` waits for one that matches. */
async function listenTo(channel: string) {
  const payloads: string[] = [];
  const stop = await test.db.listen(channel, (payload) => payloads.push(payload));
  const next = async (wanted: string) => {
    const deadline = Date.now() + 10_000;
    while (!payloads.includes(wanted) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return payloads.includes(wanted);
  };
  return { payloads, stop, next };
}

describe('listen', () => {
  it('delivers NOTIFY payloads after commit, and nothing after stop', async () => {
    const a = await listenTo('listen_test');
    await test.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_notify('listen_test', 'inside')`);
      await new Promise((r) => setTimeout(r, 50));
      expect(a.payloads).toEqual([]);
    });
    expect(await a.next('inside')).toBe(true);
    await a.stop();
    await test.db.query(`SELECT pg_notify('listen_test', 'after stop')`);
    await new Promise((r) => setTimeout(r, 100));
    expect(a.payloads).toEqual(['inside']);
  });

  it.skipIf(testDbKind !== 'postgres')(
    'opens a dropped listening connection again and says notifications were missed',
    async () => {
      const a = await listenTo('listen_drop');
      const { rows } = await test.db.query<{ terminated: boolean }>(
        `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`,
      );
      expect(rows.some((r) => r.terminated)).toBe(true);
      expect(await a.next(NOTIFICATIONS_MISSED)).toBe(true);
      await test.db.query(`SELECT pg_notify('listen_drop', 'after the drop')`);
      expect(await a.next('after the drop')).toBe(true);
      await a.stop();
    },
  );
});
