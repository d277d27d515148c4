import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { bearer, closeTestServer, demoUser, readOutbox, type OutboxSms } from '../../auth/test/auth-test-kit';
import { MESSAGE_BUDGET } from './message-budget';
import { issueSessionToken } from '../../session/session-token';
import { httpRequest } from '../../test/http-request';
import { startTestServer, type TestServer } from '../../test/test-server';

// Issue 17.6: every path by which a user makes the portal send SMS or e-mail spends one budget
// (MESSAGE_BUDGET a minute), shared by every instance on the database.
describe('one message budget for every sending path', () => {
  let server: TestServer;
  let second: FastifyInstance;
  let secondPort = 0;
  let participant: { id: number; mobile_phone: string };
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer();
    second = await buildApp({ config: server.config, db: server.db, sessionKeys: server.sessionKeys });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    secondPort = typeof address === 'object' && address ? address.port : 0;
    participant = await demoUser(server, 'demo', 'participant');
    for (const username of ['staff', 'leader', 'admin']) {
      const user = await demoUser(server, 'demo', username);
      tokens.set(
        username,
        await issueSessionToken(server.db, server.sessionKeys, {
          customerId: user.customer_id,
          userId: user.id,
          role: user.role as 'staff',
          device: 'untrusted',
          validityMinutes: 20,
        }),
      );
    }
  });
  afterAll(async () => {
    await second?.close();
    await closeTestServer(server);
  });

  const gql = async (username: string, query: string, variables: Record<string, unknown>, instance: 'first' | 'second' = 'first') => {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(tokens.get(username) ?? '') },
      body: JSON.stringify({ query, variables }),
    };
    const answer =
      instance === 'first'
        ? await server.request('/api/srvproxy/v1/graphql', init)
        : await httpRequest(secondPort, '/api/srvproxy/v1/graphql', { ...init, host: `demo.localhost:${secondPort}` });
    return answer.json<{ data?: Record<string, unknown>; errors?: { message: string; extensions: { code: string } }[] }>();
  };
  const notify = (username: string, count: number, sendSms = true) =>
    gql(username, 'mutation ($o: [notification_input!]!) { insertNotification(objects: $o) { ids } }', {
      o: Array.from({ length: count }, (_, i) => ({ message: `Budget ${username} ${i}`, user_id: participant.id, sendSms })),
    });
  const sms = (username: string, count: number, instance: 'first' | 'second' = 'first') =>
    gql(
      username,
      'mutation ($o: [sms_input!]!) { sendSms(objects: $o) { success } }',
      { o: Array.from({ length: count }, (_, i) => ({ content: `Direct ${username} ${i}`, tlfmobil: '+4799999999' })) },
      instance,
    );
  const smsCount = async () => (await readOutbox<OutboxSms>(server, 'sms')).length;

  it('refuses insertNotification with more SMS than the budget, sending and inserting nothing', async () => {
    const before = await smsCount();
    const answer = await notify('staff', 60);
    expect(answer.errors?.[0]).toMatchObject({ message: 'too many SMS: try again in a minute', extensions: { code: 'access-denied' } });
    expect(await smsCount()).toBe(before);
    const { rows } = await server.db.query(`SELECT 1 FROM notifications WHERE message LIKE 'Budget staff %'`);
    expect(rows).toHaveLength(0);
    // Two requests of half the budget and more: the second is refused.
    expect((await notify('staff', 15)).errors).toBeUndefined();
    expect((await notify('staff', 15)).errors?.[0]?.message).toBe('too many SMS: try again in a minute');
    expect(await smsCount()).toBe(before + 15);
  });

  it('counts insertNotification and sendSms against the same budget; notifications without SMS are free', async () => {
    expect((await notify('leader', MESSAGE_BUDGET.perWindow - 5)).errors).toBeUndefined();
    expect((await sms('leader', 10)).errors?.[0]?.message).toBe('too many SMS: try again in a minute');
    expect((await sms('leader', 5)).errors).toBeUndefined();
    expect((await notify('leader', 1)).errors?.[0]?.message).toBe('too many SMS: try again in a minute');
    expect((await notify('leader', 30, false)).errors).toBeUndefined();
    // The invitation (SMS and e-mail) is a message too.
    const invite = await server.request(`/api/auth/access/dispatch-invitation?user_id=${participant.id}`, { headers: bearer(tokens.get('leader') ?? '') });
    expect(invite.status).toBe(429);
  });

  it('shares the budget between instances', async () => {
    expect((await sms('admin', 15, 'first')).errors).toBeUndefined();
    expect((await sms('admin', 10, 'second')).errors?.[0]?.message).toBe('too many SMS: try again in a minute');
    expect((await sms('admin', 5, 'second')).errors).toBeUndefined();
  });
});
