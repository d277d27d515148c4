import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { ensureChangeTriggers } from '../subscriptions/change-triggers';
import { CHANGE_CHANNEL } from '../subscriptions/live-query-hub';
import {
  countingDatabase,
  sessionOf,
  secondConnection,
  startEngineHarness,
  type EngineHarness,
} from '../test/engine-harness';
import type { SessionValues } from '../shared/session-values';
import { answerGraphql } from './execute-operation';
import { MAX_ENTRY_BYTES, ResponseCache } from './response-cache';

let h: EngineHarness;
let other: Database;
let counting: ReturnType<typeof countingDatabase>;
let clock = Date.parse('2026-11-22T10:00:00Z');
const stops: (() => Promise<void>)[] = [];
const staff = sessionOf('alpha', 'staff');
const betaStaff = sessionOf('beta', 'staff');

/** A cache as the GraphQL plugin makes one: fed by the change feed of its instance's database. */
async function instanceCache(db: Database, maxBytes = 1024 * 1024): Promise<ResponseCache> {
  const cache = new ResponseCache(maxBytes, () => clock);
  stops.push(await db.listen(CHANGE_CHANNEL, (table) => cache.tableChanged(table)));
  return cache;
}

async function ask(
  cache: ResponseCache,
  who: SessionValues,
  query: string,
  variables: Record<string, unknown> = {},
) {
  counting.statements.length = 0;
  const answer = await answerGraphql(h.engine, counting.db, who, { query, variables }, cache);
  return {
    json: JSON.parse(answer.body) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions: { code: string } }[];
    },
    maxAgeSeconds: answer.maxAgeSeconds,
    statements: counting.statements.length,
  };
}

const TASK_COUNT = 'query @cached { tasks_aggregate { aggregate { count } } }';
const countOf = (json: { data?: Record<string, unknown> }) =>
  (json.data?.tasks_aggregate as { aggregate: { count: number } }).aggregate.count;

async function until(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

/** Every change committed so far has reached this instance's listeners (NOTIFYs arrive in commit order). */
async function settled(): Promise<void> {
  const marker = `barrier_${Math.random().toString(36).slice(2)}`;
  let stop: (() => Promise<void>) | undefined;
  await new Promise<void>((resolve) => {
    void h.test.db
      .listen(CHANGE_CHANNEL, (table) => table === marker && resolve())
      .then(async (s) => {
        stop = s;
        await h.test.db.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, marker]);
      });
  });
  await stop?.();
}

beforeAll(async () => {
  h = await startEngineHarness();
  await ensureChangeTriggers(h.test.db, h.engine.model);
  counting = countingDatabase(h.test.db);
  other = await secondConnection(h.test.db);
});
afterAll(async () => {
  for (const stop of stops) await stop();
  if (other && other !== h.test.db) await other.close();
  await h?.close();
});

describe('@cached (Hasura response caching)', () => {
  it('answers a repeated query from the cache without a statement, with its max-age', async () => {
    const cache = await instanceCache(h.test.db);
    const first = await ask(cache, staff, TASK_COUNT);
    expect(first.statements).toBe(1);
    expect(first.maxAgeSeconds).toBe(60);
    clock += 10_000;
    const second = await ask(cache, staff, TASK_COUNT);
    expect(second.statements).toBe(0);
    expect(second.json).toEqual(first.json);
    expect(second.maxAgeSeconds).toBe(50);
    expect([cache.hits, cache.misses]).toEqual([1, 1]);
  });

  it('keeps tenants apart: the same query of another tenant is its own entry', async () => {
    const cache = await instanceCache(h.test.db);
    const query = 'query @cached { recipients(order_by: {id: asc}) { full_name } }';
    const alpha = await ask(cache, staff, query);
    const beta = await ask(cache, betaStaff, query);
    expect(beta.statements).toBe(1);
    expect(alpha.json).toEqual(beta.json); // the fixture's tenants hold the same names...
    await h.test.db.query(`UPDATE recipients SET full_name = 'Beta Only' WHERE id = 212`);
    await until(async () => (await ask(cache, betaStaff, query)).statements === 1);
    const again = await ask(cache, staff, query);
    expect(JSON.stringify(again.json)).not.toContain('Beta Only'); // ...but never one another's rows
    expect(JSON.stringify((await ask(cache, betaStaff, query)).json)).toContain('Beta Only');
    await h.test.db.query(`UPDATE recipients SET full_name = 'Ola Nordmann' WHERE id = 212`);
  });

  it('keys on the session values the permissions read: a participant never gets staff answers', async () => {
    const cache = await instanceCache(h.test.db);
    const query = 'query @cached { recipients { id } }';
    const asStaff = await ask(cache, staff, query);
    const asParticipant = await ask(cache, sessionOf('alpha', 'participant'), query);
    expect(asParticipant.statements).toBe(1);
    expect(asParticipant.json).toEqual({ data: { recipients: [{ id: 111 }] } });
    expect((asStaff.json.data?.recipients as unknown[]).length).toBeGreaterThan(1);
  });

  it("drops an answer at once when this instance's own mutation writes its table", async () => {
    const cache = await instanceCache(h.test.db);
    const before = countOf((await ask(cache, staff, TASK_COUNT)).json);
    const write = await answerGraphql(
      h.engine,
      h.test.db,
      staff,
      { query: 'mutation { insert_tasks_one(object: {title: "cached?"}) { id } }' },
      cache,
    );
    expect(write.body).toContain('"id"');
    const after = await ask(cache, staff, TASK_COUNT);
    expect(after.statements).toBe(1);
    expect(countOf(after.json)).toBe(before + 1);
  });

  it('drops an answer when another instance writes a table it reads (NOTIFY)', async () => {
    await settled();
    const cache = await instanceCache(h.test.db);
    const before = countOf((await ask(cache, staff, TASK_COUNT)).json);
    expect((await ask(cache, staff, TASK_COUNT)).statements).toBe(0);
    await other.query(`INSERT INTO tasks (customer_id, title) VALUES (1, 'from elsewhere')`);
    expect(await until(async () => countOf((await ask(cache, staff, TASK_COUNT)).json) === before + 1)).toBe(
      true,
    );
    // A write to a table it does not read leaves it be.
    await other.query(`UPDATE activities SET name = name WHERE id = 101`);
    await settled();
    expect((await ask(cache, staff, TASK_COUNT)).statements).toBe(0);
  });

  it('expires after its ttl, and refresh: true runs it again', async () => {
    const cache = await instanceCache(h.test.db);
    const query = 'query @cached(ttl: 5) { activities(order_by: {id: asc}) { name } }';
    expect((await ask(cache, staff, query)).maxAgeSeconds).toBe(5);
    clock += 4_000;
    expect((await ask(cache, staff, query)).statements).toBe(0);
    clock += 1_000;
    expect((await ask(cache, staff, query)).statements).toBe(1);
    const refreshed = await ask(cache, staff, query.replace('ttl: 5', 'ttl: 5, refresh: true'));
    expect(refreshed.statements).toBe(1);
    expect(refreshed.maxAgeSeconds).toBe(5);
  });

  it('leaves queries without the directive alone', async () => {
    const cache = await instanceCache(h.test.db);
    for (let i = 0; i < 2; i++)
      expect((await ask(cache, staff, '{ tasks_aggregate { aggregate { count } } }')).statements).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('refuses a ttl outside 1..300 seconds and @cached on a mutation, writing nothing', async () => {
    const cache = await instanceCache(h.test.db);
    for (const ttl of [0, 301, -5]) {
      const answer = await ask(cache, staff, `query @cached(ttl: ${ttl}) { tasks { id } }`);
      expect(answer.json.errors?.[0]).toMatchObject({
        message: 'the ttl of @cached must be from 1 to 300 seconds',
        extensions: { code: 'validation-failed' },
      });
      expect(answer.statements).toBe(0);
    }
    const mutation = await ask(
      cache,
      staff,
      'mutation @cached { insert_tasks_one(object: {title: "x"}) { id } }',
    );
    expect(mutation.json.errors?.[0]).toMatchObject({
      message: 'Directive "@cached" may not be used on MUTATION.',
      extensions: { code: 'validation-failed' },
    });
    expect(mutation.statements).toBe(0);
  });
});

describe('ResponseCache', () => {
  const reads = { tables: new Set(['tasks']), anyTable: false };
  const directive = { ttlSeconds: 60, refresh: false };
  const statement = (n: number) => ({ text: 'SELECT $1', params: [n] });

  it('runs concurrent misses of one key once', async () => {
    const cache = new ResponseCache(1024 * 1024);
    let runs = 0;
    const run = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 20));
      return '[1]';
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cache.answer(statement(1), reads, directive, run)),
    );
    expect(runs).toBe(1);
    expect(answers.every((a) => a.json === '[1]')).toBe(true);
  });

  it('does not keep an answer whose table changed while it ran, nor one over 100 KB', async () => {
    const cache = new ResponseCache(1024 * 1024);
    await cache.answer(statement(1), reads, directive, async () => {
      cache.tableChanged('tasks');
      return '[1]';
    });
    await cache.answer(statement(2), reads, directive, async () => `"${'x'.repeat(MAX_ENTRY_BYTES)}"`);
    expect(cache.size).toBe(0);
  });

  it('treats a statement over a view as reading every table', async () => {
    const cache = new ResponseCache(1024 * 1024);
    const viewReads = { tables: new Set(['some_view']), anyTable: true };
    let runs = 0;
    const run = async () => String(++runs);
    await cache.answer(statement(1), viewReads, directive, run);
    await cache.answer(statement(1), viewReads, directive, run);
    cache.tableChanged('anything');
    await cache.answer(statement(1), viewReads, directive, run);
    expect(runs).toBe(2);
  });

  it('stays within its memory bound', async () => {
    const cache = new ResponseCache(64 * 1024);
    for (let i = 0; i < 200; i++)
      await cache.answer(statement(i), reads, directive, async () => `"${'y'.repeat(1000)}"`);
    expect(cache.size).toBeLessThan(40);
  });
});
