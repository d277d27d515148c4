// Issue 31 figures (printed, never asserted). Run: npx tsx bench/messaging.ts [--users=1000] [--items=20000]
// 1. The inbox of a staff member with 20,000 items: GET /api/inbox (first page of 50, unread first,
//    with the total and unread counts), and filtered by kind and unread; target ≤ 100 ms server time
//    (measured here as the HTTP round trip in process, which includes it).
// 2. A notification inserted for 1,000 connected users reaches all their bells: 1,000 users each
//    connected over a real WebSocket (graphql-transport-ws) with the bell's live unread count; one
//    insertNotification of 1,000 notifications (one per user); the time from the request's start to
//    each bell's new count, p50 / p99 / max, over several rounds.
// PGlite by default; PostgreSQL when TEST_DATABASE_URL is set. Server and clients share this process.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { UNREAD_COUNT } from '../portal/src/features/top-bar/notification-bell-data';
import { buildApp } from '../server/src/app';
import type { Database } from '../server/src/db/database';
import { migrate } from '../server/src/db/migrate';
import { openPgliteDatabase } from '../server/src/db/pglite-database';
import { openPostgresDatabase } from '../server/src/db/postgres-database';
import { loadSessionKeys, type SessionKeys } from '../server/src/session/session-keys';
import { issueSessionToken } from '../server/src/session/session-token';
import { signInAs } from '../server/src/test/sign-in-as';
import { startTestServer, testConfig } from '../server/src/test/test-server';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const USERS = arg('users', 1000);
const ITEMS = arg('items', 20_000);
const ROUNDS = 3;
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function inboxFigure() {
  const server = await startTestServer();
  try {
    const { rows } = await server.db.query<{ customer: string; staff: string; recipients: string[] }>(
      `SELECT c.id AS customer, u.id AS staff, array(SELECT id::text FROM recipients WHERE customer_id = c.id) AS recipients
         FROM customers c JOIN users u ON u.customer_id = c.id AND u.username = 'staff' WHERE c.subdomain = 'demo'`,
    );
    const { customer, staff, recipients } = rows[0]!;
    const started = Date.now();
    await server.db.query(
      `INSERT INTO inbox_items (customer_id, user_id, kind, recipient_id, title, read_at, created_at)
       SELECT $1, $2, (ARRAY['qnr_answered', 'document_uploaded', 'document_signed', 'message', 'qnr_rejected'])[1 + g % 5],
              ($4::bigint[])[1 + g % array_length($4::bigint[], 1)], 'Benk ' || g,
              CASE WHEN g % 10 = 0 THEN NULL ELSE now() - make_interval(mins => g) END,
              now() - make_interval(mins => g * 3)
         FROM generate_series(1, $3::int) AS g`,
      [customer, staff, ITEMS, recipients],
    );
    await server.db.query('ANALYZE inbox_items');
    console.log(`inbox with ${ITEMS} items (${kind}), loaded in ${((Date.now() - started) / 1000).toFixed(0)} s:`);
    const token = await signInAs(server, 'demo', 'staff');
    const time = async (url: string) => {
      const t0 = process.hrtime.bigint();
      const answer = await server.request(url, { headers: { authorization: `Bearer ${token}` } });
      if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${answer.text}`);
      return Number(process.hrtime.bigint() - t0) / 1e6;
    };
    for (const [label, url] of [
      ['first page', '/api/inbox'],
      ['unread only', '/api/inbox?unreadOnly=true'],
      ['by kind', '/api/inbox?kind=document_signed'],
      ['page 100', '/api/inbox?offset=5000'],
    ] as const) {
      for (let i = 0; i < 3; i++) await time(url); // warm up
      const times: number[] = [];
      for (let i = 0; i < 15; i++) times.push(await time(url));
      console.log(`  ${label}: median ${ms(percentile(times, 50))}, worst ${ms(Math.max(...times))} (target ≤ 100 ms)`);
    }
  } finally {
    await server.close();
  }
}

async function openDatabase() {
  if (!process.env.TEST_DATABASE_URL) {
    const db = await openPgliteDatabase(undefined);
    return { db, drop: () => db.close() };
  }
  const name = `messaging_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString(), 10);
  return {
    db,
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function seedUsers(db: Database, keys: SessionKeys) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO customers (subdomain, name) VALUES ('bellbench', 'Bell bench') RETURNING id`,
  );
  const customerId = Number(rows[0]!.id);
  const users = await db.query<{ id: string }>(
    `INSERT INTO users (customer_id, username, role, first_name, last_name)
     SELECT $1, 'u' || g, 'staff', 'Bruker', g::text FROM generate_series(0, $2) g RETURNING id`,
    [customerId, USERS],
  );
  const tokens: { userId: number; token: string }[] = [];
  for (const row of users.rows) {
    const userId = Number(row.id);
    const token = await issueSessionToken(db, keys, { customerId, userId, role: 'staff', device: 'trusted', validityMinutes: 0 });
    tokens.push({ userId, token });
  }
  return { sender: tokens[0]!, receivers: tokens.slice(1) };
}

/** A bell: its latest count, and a waiter for a count. */
function connectBell(port: number, user: { userId: number; token: string }, onCount: (n: number) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/srvproxy/v1/graphql`, 'graphql-transport-ws', {
      headers: { host: `bellbench.localhost:${port}` },
    });
    let first = true;
    ws.on('open', () =>
      ws.send(JSON.stringify({ type: 'connection_init', payload: { headers: { Authorization: `Bearer ${user.token}` } } })),
    );
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; payload?: { data?: unknown; errors?: unknown } };
      if (message.type === 'connection_ack')
        ws.send(
          JSON.stringify({ id: '1', type: 'subscribe', payload: { query: UNREAD_COUNT, variables: { me: user.userId } } }),
        );
      else if (message.type === 'next') {
        if (message.payload?.errors) return reject(new Error(JSON.stringify(message.payload.errors)));
        const answer = message.payload?.data as { notifications_aggregate: { aggregate: { count: number } } };
        onCount(Number(answer.notifications_aggregate.aggregate.count));
        if (first) {
          first = false;
          resolve(ws);
        }
      } else if (message.type === 'error') reject(new Error(JSON.stringify(message.payload)));
    });
    ws.on('error', reject);
  });
}

/** POST to the data API with the bench tenant's Host (fetch may not set it). */
function postGraphql(port: number, token: string, payload: unknown): Promise<string> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/srvproxy/v1/graphql',
        headers: {
          host: `bellbench.localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(text));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function bellFigure() {
  const { db, drop } = await openDatabase();
  const dir = await mkdtemp(path.join(tmpdir(), 'messaging-bench-'));
  try {
    await migrate(db);
    const keys = await loadSessionKeys(dir, {});
    const { sender, receivers } = await seedUsers(db, keys);
    const app = await buildApp({ config: testConfig(dir, { DEMO_DATA: '0' }), db, sessionKeys: keys });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    let round = 0;
    let sentAt = 0;
    const samples: number[] = [];
    const seen = new Set<number>();
    const sockets: WebSocket[] = [];
    for (let i = 0; i < receivers.length; i += 100)
      sockets.push(
        ...(await Promise.all(
          receivers.slice(i, i + 100).map((user) =>
            connectBell(port, user, (count) => {
              if (count === round && !seen.has(user.userId)) {
                seen.add(user.userId);
                samples.push(performance.now() - sentAt);
              }
            }),
          ),
        )),
      );
    console.log(`bells (${kind}): ${receivers.length} users connected with the live unread count`);
    const objects = receivers.map((r) => ({ user_id: r.userId, title: 'Benk', message: 'Et nytt varsel' }));
    const roundTimes: { p50: number; p99: number; max: number; post: number }[] = [];
    for (round = 1; round <= ROUNDS; round++) {
      seen.clear();
      samples.length = 0;
      sentAt = performance.now();
      const text = await postGraphql(port, sender.token, {
        query: 'mutation ($o: [notification_input!]!) { insertNotification(objects: $o) { ids } }',
        variables: { o: objects },
      });
      const post = performance.now() - sentAt;
      const body = JSON.parse(text) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      const deadline = Date.now() + 60_000;
      while (seen.size < receivers.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      if (seen.size < receivers.length) console.log(`  round ${round}: only ${seen.size} bells updated in 60 s`);
      const figures = { p50: percentile(samples, 50), p99: percentile(samples, 99), max: Math.max(...samples), post };
      roundTimes.push(figures);
      console.log(
        `  round ${round}: insert answered in ${ms(post)}; bells updated p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}`,
      );
    }
    for (const ws of sockets) ws.close();
    await app.close();
  } finally {
    await drop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (!process.argv.includes('--bells-only')) await inboxFigure();
if (!process.argv.includes('--inbox-only')) await bellFigure();
