import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, testDbKind, type TestDatabase } from '../test/database';
import { NOTIFICATIONS_MISSED } from './database';

let test: TestDatabase;
beforeAll(async () => {
  test = await createEmptyTestDatabase();
});
afterAll(async () => test?.destroy());

/** Collects the payloads of one channel; `next` waits for one that matches (on delivery, not on time). */
async function listenTo(channel: string) {
  const payloads: string[] = [];
  const waiting = new Set<() => void>();
  const stop = await test.db.listen(channel, (payload) => {
    payloads.push(payload);
    for (const check of waiting) check();
  });
  const next = (wanted: string) =>
    new Promise<boolean>((resolve) => {
      if (payloads.includes(wanted)) return resolve(true);
      // A failure bound, not a wait: a notification that never comes fails the test after 10 s.
      const timer = setTimeout(() => {
        waiting.delete(check);
        resolve(false);
      }, 10_000);
      const check = () => {
        if (!payloads.includes(wanted)) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(true);
      };
      waiting.add(check);
    });
  return { payloads, stop, next };
}

describe('listen', () => {
  it('delivers NOTIFY payloads after commit, and nothing after stop', async () => {
    const a = await listenTo('listen_test');
    await test.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_notify('listen_test', 'inside')`);
      // More round trips inside the transaction give a wrong early delivery its chance to show.
      for (let i = 0; i < 5; i++) await tx.query('SELECT 1');
      expect(a.payloads).toEqual([]);
    });
    expect(await a.next('inside')).toBe(true);
    await a.stop();
    // A second listener on the same channel is the barrier: once it has the payload, the first
    // would have it too had it not stopped.
    const b = await listenTo('listen_test');
    await test.db.query(`SELECT pg_notify('listen_test', 'after stop')`);
    expect(await b.next('after stop')).toBe(true);
    expect(a.payloads).toEqual(['inside']);
    await b.stop();
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
