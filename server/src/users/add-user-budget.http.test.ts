import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_BUDGET } from '../areas/messaging';
import { signInAs } from '../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../test/test-server';

// Issue 24 case 9's sibling, on PGlite and PostgreSQL: the set-password link an admin's new user
// gets by SMS takes the admin's message budget like sendSms; past it the user is saved and the
// answer says the link was not sent and why (it can be sent again later).
describe('the set-password link of a new user within the message budget', () => {
  let server: TestServer;
  let admin: string;
  const sent = async () =>
    (await readFile(path.join(server.config.dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean).length;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'demo', 'admin');
  });
  afterAll(() => server?.close());

  it('sends 20 links a minute; the 21st user is saved with link_sent false and the reason', async () => {
    const before = await sent();
    const answers: Record<string, unknown>[] = [];
    for (let i = 0; i <= MESSAGE_BUDGET.perWindow; i += 1) {
      const answer = await sendJson(server, 'POST', '/api/admin/users', admin, {
        username: `budget${i}`,
        role: 'staff',
        mobile_phone: `+47 934 56 ${String(100 + i)}`,
      });
      expect(answer.status).toBe(201);
      answers.push(answer.json());
    }
    expect(answers.filter((a) => a.link_sent === true)).toHaveLength(MESSAGE_BUDGET.perWindow);
    expect(answers.at(-1)).toMatchObject({
      username: `budget${MESSAGE_BUDGET.perWindow}`,
      link_sent: false,
      link_error: 'too_many_messages',
    });
    expect((await sent()) - before).toBe(MESSAGE_BUDGET.perWindow);
    const saved = await server.db.query('SELECT 1 FROM users WHERE username = $1', [
      `budget${MESSAGE_BUDGET.perWindow}`,
    ]);
    expect(saved.rows).toHaveLength(1);
  });
});
