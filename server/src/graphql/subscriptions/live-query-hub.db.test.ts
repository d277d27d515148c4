import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_MISSED, type Database } from '../../db/database';
import { executeGraphql } from '../execute/execute-operation';
import { planRequest } from '../execute/execute-operation';
import { sessionOf, secondConnection, startEngineHarness, type EngineHarness } from '../test/engine-harness';
import { LiveQueryHub } from './live-query-hub';
import { ensureChangeTriggers } from './change-triggers';

let h: EngineHarness;
let other: Database;
let hubA: LiveQueryHub;
let hubB: LiveQueryHub;
const staff = sessionOf('alpha', 'staff');

function subscribe(hub: LiveQueryHub, query: string, variables: Record<string, unknown> = {}) {
  const planned = planRequest(h.engine, staff, { query, variables });
  const plan = planned.plans[0]!;
  if (plan.kind !== 'query') throw new Error('not a query');
  const received: unknown[] = [];
  const waiting = new Set<() => void>();
  const stop = hub.subscribe(plan.ir, staff, (json) => {
    received.push(JSON.parse(json));
    for (const check of waiting) check();
  });
  /** Resolves when `done` holds after a push (no polling, no sleep); fails after 10 s. */
  const until = (done: () => boolean) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (done()) return resolve(received);
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`still waiting after ${received.length} answers: ${JSON.stringify(received)}`));
      }, 10_000);
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(received);
      };
      waiting.add(check);
    });
  const next = (count: number) => until(() => received.length >= count);
  return { received, next, until, stop };
}

const write = (query: string) => executeGraphql(h.engine, h.test.db, staff, { query });

beforeAll(async () => {
  h = await startEngineHarness();
  await ensureChangeTriggers(h.test.db, h.engine.model);
  other = await secondConnection(h.test.db);
  hubA = new LiveQueryHub(h.test.db, h.engine.model);
  hubB = new LiveQueryHub(other, h.engine.model);
  await hubA.start();
  await hubB.start();
});
afterAll(async () => {
  await hubA?.stop();
  await hubB?.stop();
  if (other && other !== h.test.db) await other.close();
  await h?.close();
});

describe('live queries and streams', () => {
  it('pushes the first answer, then only when it changed', async () => {
    // The staff member's own time entries (the chat tables are read by their members only and
    // written through /api/chat, not through the data API).
    const sub = subscribe(
      hubA,
      'subscription { time_entries(where: {recipient_id: {_eq: 111}}, order_by: {id: asc}) { minutes } }',
    );
    expect(await sub.next(1)).toEqual([[{ minutes: 60 }]]);
    await write('mutation { update_tasks(where: {}, _set: {done: false}) { affected_rows } }');
    await write(
      'mutation { insert_time_entries_one(object: {recipient_id: 111, date: "2024-04-05", minutes: 15}) { id } }',
    );
    const got = await sub.next(2);
    expect(got[1]).toEqual([{ minutes: 60 }, { minutes: 15 }]);
    // A second subscription reading recipient 112's entries is the barrier: once it has the new
    // row, the change has reached the hub, and every group reading time_entries was re-run in the
    // same flush.
    const barrier = subscribe(
      hubA,
      'subscription { time_entries(where: {recipient_id: {_eq: 112}}, order_by: {id: asc}) { minutes } }',
    );
    expect(await barrier.next(1)).toEqual([[{ minutes: 30 }]]);
    await write(
      'mutation { insert_time_entries_one(object: {recipient_id: 112, date: "2024-04-06", minutes: 45}) { id } }',
    );
    expect((await barrier.next(2))[1]).toEqual([{ minutes: 30 }, { minutes: 45 }]);
    await hubA.whenIdle();
    expect(sub.received).toHaveLength(2);
    barrier.stop();
    sub.stop();
  });

  it('multiplexes subscribers of the same shape into one statement', async () => {
    const a = subscribe(hubA, 'subscription ($id: bigint!) { recipients_by_pk(id: $id) { full_name } }', {
      id: 111,
    });
    const b = subscribe(hubA, 'subscription ($id: bigint!) { recipients_by_pk(id: $id) { full_name } }', {
      id: 112,
    });
    expect((await a.next(1))[0]).toEqual({ full_name: 'Pia Participant' });
    expect((await b.next(1))[0]).toEqual({ full_name: 'Ola Nordmann' });
    expect(hubA.groupCount).toBe(1);
    const before = hubA.refreshes;
    await write(
      'mutation { update_recipients_by_pk(pk_columns: {id: 112}, _set: {full_name: "Ola N."}) { id } }',
    );
    expect((await b.next(2))[1]).toEqual({ full_name: 'Ola N.' });
    expect(hubA.refreshes - before).toBe(1);
    expect(a.received).toHaveLength(1);
    a.stop();
    b.stop();
  });

  it('streams with a cursor, without gaps or duplicates', async () => {
    const sub = subscribe(
      hubA,
      'subscription { tasks_stream(batch_size: 2, cursor: {initial_value: {id: 0}, ordering: ASC}) { id title } }',
    );
    for (let i = 0; i < 3; i++)
      await write(`mutation { insert_tasks_one(object: {title: "stream ${i}"}) { id } }`);
    await sub.next(1);
    await write(
      'mutation { insert_tasks(objects: [{title: "s3"}, {title: "s4"}, {title: "s5"}, {title: "s6"}]) { affected_rows } }',
    );
    const all = () => (sub.received as { id: number }[][]).flat().map((r) => r.id);
    await sub.until(() => all().length >= 7);
    await hubA.whenIdle();
    const ids = all();
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);
    expect((sub.received as unknown[][]).every((batch) => batch.length <= 2)).toBe(true);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    sub.stop();
  });

  it('re-runs every group when the change feed says notifications were missed', async () => {
    const sub = subscribe(hubA, 'subscription { activities(order_by: {id: asc}) { name } }');
    await sub.next(1);
    await hubA.whenIdle();
    const before = hubA.refreshes;
    hubA.tableChanged(NOTIFICATIONS_MISSED);
    await hubA.whenIdle();
    expect(hubA.refreshes).toBeGreaterThan(before);
    expect(sub.received).toHaveLength(1); // the same answer is not pushed again
    sub.stop();
  });

  it('delivers an event written through one instance to a subscriber of another', async () => {
    const sub = subscribe(hubB, 'subscription { tasks_aggregate { aggregate { count } } }');
    expect(await sub.next(1)).toEqual([{ aggregate: { count: 7 } }]);
    await write('mutation { insert_tasks_one(object: {title: "across"}) { id } }');
    expect((await sub.next(2))[1]).toEqual({ aggregate: { count: 8 } });
    sub.stop();
  });

  it('re-runs only the subscribers whose key a change names, and nobody for columns it does not read', async () => {
    const shape =
      'subscription ($r: bigint!) { time_entries(where: {recipient_id: {_eq: $r}}, order_by: {id: asc}) { minutes } }';
    const a = subscribe(hubA, shape, { r: 111 });
    const b = subscribe(hubA, shape, { r: 112 });
    await a.next(1);
    await b.next(1);
    await hubA.whenIdle();
    let runs = hubA.subscriberRuns;
    await write(
      'mutation { insert_time_entries_one(object: {recipient_id: 112, date: "2024-04-07", minutes: 5}) { id } }',
    );
    await b.until(() => b.received.length === 2);
    await hubA.whenIdle();
    expect(hubA.subscriberRuns - runs).toBe(1); // b alone: a's recipient is not among the keys
    expect(a.received).toHaveLength(1);
    // An update of a column neither statement reads (description) re-runs nobody; one of minutes
    // re-runs the subscriber whose row it is, and it sees the change.
    runs = hubA.subscriberRuns;
    await write(
      'mutation { update_time_entries(where: {recipient_id: {_eq: 111}}, _set: {description: "x"}) { affected_rows } }',
    );
    await write(
      'mutation { update_time_entries(where: {recipient_id: {_eq: 111}}, _set: {minutes: 61}) { affected_rows } }',
    );
    expect((await a.next(2))[1]).toEqual([{ minutes: 61 }, { minutes: 61 }]);
    await hubA.whenIdle();
    expect(hubA.subscriberRuns - runs).toBe(1);
    expect(b.received).toHaveLength(2);
    a.stop();
    b.stop();
  });

  it('re-runs every subscriber for a change of a table it reads only through a permission or a relationship', async () => {
    const shape =
      'subscription ($r: bigint!) { time_entries(where: {recipient_id: {_eq: $r}}, order_by: {id: asc}) { minutes recipient { full_name } } }';
    const a = subscribe(hubA, shape, { r: 111 });
    const b = subscribe(hubA, shape, { r: 112 });
    await a.next(1);
    await b.next(1);
    await hubA.whenIdle();
    const runs = hubA.subscriberRuns;
    await write(
      'mutation { update_recipients_by_pk(pk_columns: {id: 111}, _set: {full_name: "Pia P."}) { id } }',
    );
    await a.until(() => a.received.length === 2);
    await hubA.whenIdle();
    expect(hubA.subscriberRuns - runs).toBe(2); // the recipients' change names no time_entries key
    expect((a.received[1] as { recipient: { full_name: string } }[])[0]!.recipient.full_name).toBe('Pia P.');
    expect(b.received).toHaveLength(1); // re-run, but its answer did not change: nothing pushed
    a.stop();
    b.stop();
  });
});
