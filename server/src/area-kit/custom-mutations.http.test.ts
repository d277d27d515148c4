import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { issueSessionToken, type Role } from '../session/session-token';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let staffToken: string;
let staffId: number;
let customerId: number;

async function gql(query: string, variables: Record<string, unknown> = {}, token = staffToken) {
  const answer = await server.request('/api/srvproxy/v1/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return answer.json<{
    data?: Record<string, unknown>;
    errors?: { message: string; extensions: { code: string } }[];
  }>();
}

beforeAll(async () => {
  server = await startTestServer();
  const { rows } = await server.db.query<{ id: number; customer_id: number; role: Role }>(
    "SELECT u.id, u.customer_id, u.role FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = 'demo' AND u.username = 'staff'",
  );
  customerId = Number(rows[0]!.customer_id);
  staffId = Number(rows[0]!.id);
  staffToken = await issueSessionToken(server.db, server.sessionKeys, {
    customerId,
    userId: Number(rows[0]!.id),
    role: rows[0]!.role,
    device: 'trusted',
    validityMinutes: 20,
  });
});
afterAll(async () => server?.close());

describe('custom mutations', () => {
  it('insertNotification answers ids and message', async () => {
    const r = await gql(
      'mutation ($o: [notification_input!]!) { insertNotification(objects: $o) { ids message } }',
      { o: [{ message: 'Hei', title: 'Ny', customer_id: 999 }, { message: 'Hei igjen' }] },
    );
    expect(r.errors).toBeUndefined();
    const out = r.data!.insertNotification as { ids: number[]; message: string };
    expect(out.ids).toHaveLength(2);
    const { rows } = await server.db.query<{ customer_id: number }>(
      'SELECT customer_id FROM notifications WHERE id = ANY($1::bigint[])',
      [out.ids],
    );
    expect(rows.every((row) => Number(row.customer_id) === customerId)).toBe(true);
  });

  it('sendSms goes through the SMS adapter (dev outbox) and is rate-limited', async () => {
    const r = await gql(
      'mutation { sendSms(objects: [{content: "Test SMS", source: "test", tlfmobil: "+4799999999"}]) { success } }',
    );
    expect(r).toEqual({ data: { sendSms: { success: true } } });
    const outbox = await readFile(path.join(server.config.dataDir, 'outbox', 'sms.jsonl'), 'utf8');
    expect(outbox).toContain('Test SMS');
    const many = Array.from({ length: 25 }, () => ({ content: 'x', tlfmobil: '+4799999999' }));
    const limited = await gql('mutation ($o: [sms_input!]!) { sendSms(objects: $o) { success } }', {
      o: many,
    });
    expect(limited.errors?.[0]?.message).toContain('too many SMS');
  });

  it('qnrResponse creates questionnaires from templates and reports errors per participant', async () => {
    const { rows: people } = await server.db.query<{ id: number }>(
      'SELECT id FROM recipients WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 2',
      [customerId],
    );
    const { rows: templates } = await server.db.query<{ id: number }>(
      'SELECT id FROM templates WHERE customer_id = $1 AND deleted_at IS NULL AND NOT archived ORDER BY id LIMIT 1',
      [customerId],
    );
    const r = await gql(
      `mutation ($p: [qnr_participant_input!]!, $q: [qnr_input!]!) {
      qnrResponse(participants: $p, qnrs: $q, shareQnr: true, withSave: true, schedule: {rruleset: "RRULE:FREQ=WEEKLY;COUNT=2"}) {
        errors { error participant_id template_id } queries { id participant_id template_id } artifact_package_id } }`,
      {
        p: [{ id: people[0]!.id }, { id: 987654321 }, { id: people[1]!.id }],
        q: [{ template_id: templates[0]!.id }, { template_id: 987654321 }],
      },
    );
    expect(r.errors).toBeUndefined();
    const out = r.data!.qnrResponse as {
      errors: { error: string; participant_id: number }[];
      queries: { id: number }[];
      artifact_package_id: number;
    };
    expect(out.queries).toHaveLength(2);
    expect(out.errors).toEqual(
      expect.arrayContaining([
        { error: 'participant not found', participant_id: 987654321, template_id: null },
        { error: 'template not found', participant_id: Number(people[0]!.id), template_id: 987654321 },
      ]),
    );
    expect(out.artifact_package_id).toBeGreaterThan(0);
  });
});

describe('subscriptions over WebSocket (graphql-transport-ws)', () => {
  it('an insert reaches a live subscriber', async () => {
    const ws = new WebSocket(
      `ws://127.0.0.1:${server.port}/api/srvproxy/v1/graphql`,
      'graphql-transport-ws',
      { headers: { host: `demo.localhost:${server.port}` } },
    );
    const seen: {
      type: string;
      payload?: { data?: { notifications_aggregate: { aggregate: { count: number } } } };
    }[] = [];
    ws.on('message', (m) => {
      const message = JSON.parse(String(m)) as (typeof seen)[number];
      if (message.type === 'connection_ack')
        ws.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: 'subscription { notifications_aggregate { aggregate { count } } }' },
          }),
        );
      if (message.type === 'next') seen.push(message);
    });
    ws.on('open', () =>
      ws.send(
        JSON.stringify({
          type: 'connection_init',
          payload: { headers: { Authorization: `Bearer ${staffToken}` } },
        }),
      ),
    );
    const waitFor = async (n: number) => {
      const deadline = Date.now() + 5000;
      while (seen.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    };
    await waitFor(1);
    const first = seen[0]!.payload!.data!.notifications_aggregate.aggregate.count;
    // The staff role sees its own notifications: this one is addressed to the subscriber.
    await gql(
      'mutation ($u: bigint) { insertNotification(objects: [{message: "live", user_id: $u}]) { ids } }',
      { u: staffId },
    );
    await waitFor(2);
    expect(seen[1]!.payload!.data!.notifications_aggregate.aggregate.count).toBe(first + 1);
    ws.close();
  });

  it('refuses a connection without a valid token', async () => {
    const ws = new WebSocket(
      `ws://127.0.0.1:${server.port}/api/srvproxy/v1/graphql`,
      'graphql-transport-ws',
      { headers: { host: `demo.localhost:${server.port}` } },
    );
    ws.on('open', () =>
      ws.send(
        JSON.stringify({
          type: 'connection_init',
          payload: { headers: { Authorization: 'Bearer not.a.valid-token' } },
        }),
      ),
    );
    const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
    expect(code).toBe(4403);
  });
});
