// What a participant sees of tasks (issue 33 item 10; docs/decisions.md "What a participant sees of
// tasks"): the tasks assigned to them, and nothing else. A task about them that is assigned to the
// caseworker ("Følg opp signering av tiltaksplan") is the caseworker's own work: it is neither listed
// by /api/tasks nor read through the data API, nor opened, nor marked done. Staff see all the
// tenant's tasks. Runs on PGlite and on PostgreSQL (the server and server-pg projects).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

describe('a participant’s tasks', () => {
  let server: TestServer;
  let staff: string;
  let participant: string;
  const send = (method: string, path: string, token: string, body?: unknown) =>
    sendJson(server, method, path, token, body);
  const graphqlTitles = async (token: string) => {
    const answer = await send('POST', '/api/srvproxy/v1/graphql', token, { query: '{ tasks { title } }' });
    const body = answer.json<{ data?: { tasks: { title: string }[] }; errors?: unknown[] }>();
    expect(body.errors).toBeUndefined();
    return body.data!.tasks.map((t) => t.title);
  };
  const restTasks = async (token: string) =>
    (await send('GET', '/api/tasks?status=all', token)).json<{ tasks: { id: number; title: string }[] }>()
      .tasks;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    participant = await signInAs(server, 'demo', 'participant');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists only the tasks assigned to them, through the REST route and the data API', async () => {
    const own = 'Fyll ut egenvurdering';
    const internal = 'Følg opp signering av tiltaksplan';
    // The demo: both tasks are about the participant; only the first is theirs to do.
    const { rows } = await server.db.query<{ title: string; assignee: string }>(
      `SELECT t.title, u.username AS assignee FROM tasks t JOIN users u ON u.id = t.assigned_to
         JOIN recipients r ON r.id = t.recipient_id JOIN users p ON p.id = r.user_id
         JOIN customers c ON c.id = t.customer_id
        WHERE c.subdomain = 'demo' AND p.username = 'participant' AND t.title IN ($1, $2)`,
      [own, internal],
    );
    expect(Object.fromEntries(rows.map((r) => [r.title, r.assignee]))).toEqual({
      [own]: 'participant',
      [internal]: 'staff',
    });

    const rest = await restTasks(participant);
    expect(rest.map((t) => t.title)).toContain(own);
    expect(rest.map((t) => t.title)).not.toContain(internal);
    const data = await graphqlTitles(participant);
    expect(data).toContain(own);
    expect(data).not.toContain(internal);
    // Staff see both.
    expect((await restTasks(staff)).map((t) => t.title)).toEqual(expect.arrayContaining([own, internal]));
    expect(await graphqlTitles(staff)).toEqual(expect.arrayContaining([own, internal]));
  });

  it('cannot mark the caseworker’s task about them done, and finds no such task', async () => {
    const internal = (await restTasks(staff)).find((t) => t.title === 'Følg opp signering av tiltaksplan')!;
    const answer = await send('POST', `/api/tasks/${internal.id}/done`, participant, { done: true });
    expect(answer.status).toBe(404);
    const { rows } = await server.db.query<{ done: boolean }>('SELECT done FROM tasks WHERE id = $1', [
      internal.id,
    ]);
    expect(rows[0]?.done).toBe(false);
    // Their own task they may still complete.
    const own = (await restTasks(participant)).find((t) => t.title === 'Fyll ut egenvurdering')!;
    expect((await send('POST', `/api/tasks/${own.id}/done`, participant, { done: true })).status).toBe(200);
  });
});
