import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_CACHE_MS } from '../http/request-session';
import { issueSessionToken, type Role } from '../../session/session-token';
import { startTestServer, type TestServer } from '../../test/test-server';
import { EXPIRED_MESSAGE, sessionExpiresAt } from './session-watch';

// Long-lived subscriptions stop when their session does (spec §4: iat + vt minutes, or revoked):
// the server closes the socket with graphql-transport-ws's 4403 Forbidden, as it does for a bad
// token at connection_init.

let server: TestServer;
let staff: { id: number; customer_id: number; role: Role };

beforeAll(async () => {
  server = await startTestServer();
  const { rows } = await server.db.query<{ id: number; customer_id: number; role: Role }>(
    "SELECT u.id, u.customer_id, u.role FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = 'demo' AND u.role = 'staff' ORDER BY u.id LIMIT 1",
  );
  staff = { id: Number(rows[0]!.id), customer_id: Number(rows[0]!.customer_id), role: rows[0]!.role };
  // Tokens here are issued in the past; one issued before the password was set counts as stale,
  // and a freshly built demo database set it moments ago.
  await server.db.query("UPDATE users SET password_changed_at = now() - interval '1 day' WHERE id = $1", [
    staff.id,
  ]);
});
afterAll(async () => server?.close());

const token = (validityMinutes: number, now = new Date()) =>
  issueSessionToken(server.db, server.sessionKeys, {
    customerId: staff.customer_id,
    userId: staff.id,
    role: staff.role,
    device: 'trusted',
    validityMinutes,
    now,
  });

interface Client {
  messages: { type: string; id?: string; payload?: unknown }[];
  closed: Promise<{ code: number; reason: string }>;
  next(count: number): Promise<void>;
  send(message: unknown): void;
}

/** A graphql-transport-ws client on the demo tenant, acknowledged. */
async function connect(bearer: string): Promise<Client> {
  const socket = new WebSocket(
    `ws://127.0.0.1:${server.port}/api/srvproxy/v1/graphql`,
    'graphql-transport-ws',
    {
      headers: { host: `demo.localhost:${server.port}` },
    },
  );
  const messages: Client['messages'] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Client['messages'][number]));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  const next = async (count: number) => {
    const deadline = Date.now() + 10_000;
    while (messages.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  };
  send({ type: 'connection_init', payload: { headers: { Authorization: `Bearer ${bearer}` } } });
  await next(1);
  expect(messages[0]?.type).toBe('connection_ack');
  return { messages, closed, next, send };
}

const subscribe = (client: Client) =>
  client.send({
    id: '1',
    type: 'subscribe',
    payload: { query: 'subscription { tasks_aggregate { aggregate { count } } }' },
  });

describe('subscriptions and the session token', () => {
  it('reads the expiry from iat + vt minutes (vt 0 = never)', async () => {
    const now = new Date('2024-05-01T10:00:00Z');
    expect(sessionExpiresAt(`Bearer ${await token(20, now)}`)).toBe(now.getTime() + 20 * 60_000);
    expect(sessionExpiresAt(`Bearer ${await token(0, now)}`)).toBeNull();
    expect(sessionExpiresAt(undefined)).toBeNull();
  });

  it('closes the socket with 4403 when the token expires', async () => {
    // Issued now for one minute; the server's clock then moves past it (no waiting on real time).
    const client = await connect(await token(1, server.app.clock.now()));
    subscribe(client);
    await client.next(2);
    expect(client.messages[1]).toMatchObject({ type: 'next', id: '1' });
    server.app.clock.advance(30_000);
    client.send({ type: 'ping' }); // half-way through, the socket still answers
    await client.next(3);
    expect(client.messages[2]).toEqual({ type: 'pong' });
    server.app.clock.advance(30_000);
    const closed = await client.closed;
    expect(closed).toEqual({ code: 4403, reason: EXPIRED_MESSAGE });
  });

  it('closes the socket with 4403 when the session is revoked, before pushing anything more', async () => {
    const bearer = await token(20);
    const client = await connect(bearer);
    subscribe(client);
    await client.next(2);
    expect(client.messages[1]).toMatchObject({ type: 'next', id: '1' });
    await server.db.query('UPDATE sessions SET revoked_at = now() WHERE jti = $1', [decodeJwt(bearer).jti]);
    // The verified-session cache may answer for SESSION_CACHE_MS more; then a change is pushed.
    server.app.clock.advance(SESSION_CACHE_MS + 1);
    await server.db.query("INSERT INTO tasks (customer_id, title) VALUES ($1, 'after revocation')", [
      staff.customer_id,
    ]);
    const closed = await client.closed;
    expect(closed).toEqual({ code: 4403, reason: 'Could not verify JWT: revoked' });
    expect(client.messages.filter((m) => m.type === 'next')).toHaveLength(1);
  });

  it('refuses a token that is already expired at connection_init with 4403', async () => {
    const socket = new WebSocket(
      `ws://127.0.0.1:${server.port}/api/srvproxy/v1/graphql`,
      'graphql-transport-ws',
      {
        headers: { host: `demo.localhost:${server.port}` },
      },
    );
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    const old = await token(1, new Date(Date.now() - 120_000));
    socket.send(
      JSON.stringify({ type: 'connection_init', payload: { headers: { Authorization: `Bearer ${old}` } } }),
    );
    expect(await closed).toBe(4403);
  });
});
