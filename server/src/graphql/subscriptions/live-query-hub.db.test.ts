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
  let notify: (() => void) | null = null;
  const stop = hub.subscribe(plan.ir, staff, (json) => {
    received.push(JSON.parse(json));
    notify?.();
  });
  const next = async (count: number) => {
    const deadline = Date.now() + 5000;
    while (received.length < count && Date.now() < deadline)
      await new Promise<void>((resolve) => {
        notify = resolve;
        setTimeout(resolve, 50);
      });
    return received;
  };
  return { received, next, stop };
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
    const sub = subscribe(
      hubA,
      'subscription { chat_messages(where: {chat_id: {_eq: 101}}, order_by: {id: asc}) { body } }',
    );
    expect(await sub.next(1)).toEqual([[{ body: 'Hei Pia' }]]);
    await write('mutation { update_tasks(where: {}, _set: {done: false}) { affected_rows } }');
    await write('mutation { insert_chat_messages_one(object: {chat_id: 101, body: "Ny melding"}) { id } }');
    const got = await sub.next(2);
    expect(got[1]).toEqual([{ body: 'Hei Pia' }, { body: 'Ny melding' }]);
    await write('mutation { insert_chat_messages_one(object: {chat_id: 102, body: "other chat"}) { id } }');
    await new Promise((r) => setTimeout(r, 200));
    expect(sub.received).toHaveLength(2);
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
    const deadline = Date.now() + 5000;
    const all = () => (sub.received as { id: number }[][]).flat().map((r) => r.id);
    while (all().length < 7 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
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
    await new Promise((r) => setTimeout(r, 50));
    const before = hubA.refreshes;
    hubA.tableChanged(NOTIFICATIONS_MISSED);
    const deadline = Date.now() + 5000;
    while (hubA.refreshes === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
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
});
