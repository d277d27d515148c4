// Invitees are told (issue 26 items 6 and 10), on PGlite and PostgreSQL: an invitation, a new time
// and a cancellation each give every invited person one notification in their language with the
// event's title and (new) time, and the one who acts none; a change that moves nothing tells
// nobody; a create repeated with its Idempotency-Key makes no second event and tells nobody again.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

describe('invitees are told', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const users: Record<string, number> = {};
  let eventId = 0;
  const event = (extra: Record<string, unknown> = {}) => ({
    title: 'Oppfølgingssamtale',
    start: '2031-05-06T08:00:00.000Z', // 10:00 in Oslo
    end: '2031-05-06T09:00:00.000Z',
    participantIds: [users.participant, users.leader],
    ...extra,
  });
  const create = (key: string, body: unknown) =>
    server.request('/api/calendar/events', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.staff}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });
  /** The notifications of the event, by user name and trigger. */
  const told = async () => {
    const { rows } = await server.db.query<{
      username: string;
      trigger: string;
      title: string;
      message: string;
    }>(
      `SELECT u.username, n.trigger, n.title, n.message FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE n.service = 'calendar' AND n.subject_id = $1 ORDER BY n.id`,
      [eventId],
    );
    return rows;
  };
  const count = async (trigger: string) => {
    const byUser: Record<string, number> = {};
    for (const row of await told())
      if (row.trigger === trigger) byUser[row.username] = (byUser[row.username] ?? 0) + 1;
    return byUser;
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const name of ['staff', 'leader', 'participant']) {
      tokens[name] = await signInAs(server, 'demo', name);
      const { rows } = await server.db.query<{ id: number }>(
        `SELECT u.id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = 'demo' AND u.username = $1`,
        [name],
      );
      users[name] = Number(rows[0]?.id);
    }
    // The participant chose English; the team leader has no choice (the tenant's first language).
    await server.db.query(
      `UPDATE users SET settings = settings || '{"language":"en"}'::jsonb WHERE id = $1`,
      [users.participant],
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('tells each invited person of the invitation once, in their language, also when the create is repeated', async () => {
    const first = await create('calendar-invite-0001', event());
    expect(first.status, first.text).toBe(201);
    eventId = first.json<{ id: number }>().id;
    const again = await create('calendar-invite-0001', event());
    expect(again.status, again.text).toBe(201);
    expect(again.json<{ id: number }>().id).toBe(eventId);
    const { rows } = await server.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM events WHERE title = 'Oppfølgingssamtale' AND deleted_at IS NULL",
    );
    expect(Number(rows[0]?.n)).toBe(1);

    expect(await count('calendar.invited')).toEqual({ participant: 1, leader: 1 });
    const notes = await told();
    const theirs = notes.find((n) => n.username === 'participant')!;
    expect(theirs.title).toBe('Invitation');
    expect(theirs.message).toMatch(/^Oppfølgingssamtale, 6 May 2031( at|,) 10:00$/);
    const leaders = notes.find((n) => n.username === 'leader')!;
    expect(leaders.title).toBe('Invitasjon');
    expect(leaders.message).toMatch(/^Oppfølgingssamtale, 6\. mai 2031( kl\.|,)? 10:00$/);
  });

  it('tells them of a new time, and of nothing when only the title changes', async () => {
    const renamed = await sendJson(server, 'PUT', `/api/calendar/events/${eventId}`, tokens.staff!, {
      event: event({ title: 'Oppfølgingssamtale' }),
      scope: 'all',
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await count('calendar.moved')).toEqual({});

    const moved = await sendJson(server, 'PUT', `/api/calendar/events/${eventId}`, tokens.staff!, {
      event: event({ start: '2031-05-07T12:00:00.000Z', end: '2031-05-07T13:00:00.000Z' }),
      scope: 'all',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await count('calendar.moved')).toEqual({ participant: 1, leader: 1 });
    const theirs = (await told()).filter(
      (n) => n.username === 'participant' && n.trigger === 'calendar.moved',
    );
    expect(theirs[0]?.title).toBe('Event moved');
    expect(theirs[0]?.message).toMatch(/7 May 2031( at|,) 14:00$/);
  });

  it('tells everyone invited but the one who cancels of the cancellation', async () => {
    const cancelled = await sendJson(
      server,
      'DELETE',
      `/api/calendar/events/${eventId}?scope=all`,
      tokens.leader!,
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    // The organiser (staff) is told by the team leader who cancelled; the leader is not.
    expect(await count('calendar.cancelled')).toEqual({ participant: 1, staff: 1 });
    // Over the whole life of the event, the actor of each step was never told of their own step.
    expect(await count('calendar.invited')).toEqual({ participant: 1, leader: 1 });
  });

  it('tells nobody when the change is refused', async () => {
    const before = (await told()).length;
    const refused = await create('calendar-invite-0002', event({ end: '2031-05-05T08:00:00.000Z' }));
    expect(refused.status).toBe(400);
    const { rows } = await server.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM notifications WHERE service = 'calendar' AND trigger = 'calendar.invited'",
    );
    expect(Number(rows[0]?.n)).toBe(2);
    expect((await told()).length).toBe(before);
  });
  it('e-mails an invitee who chose e-mail for these notices (issue 31 item 8)', async () => {
    // The team leader has an address and wants the notices of no named kind ("other") by e-mail.
    await server.db.query("UPDATE users SET email = 'leder@example.no' WHERE id = $1", [users.leader]);
    await server.db.query(
      `INSERT INTO notification_preferences (customer_id, user_id, kind, sms, email)
       SELECT customer_id, id, 'other', NULL, true FROM users WHERE id = $1`,
      [users.leader],
    );
    const mails = async () =>
      (await readFile(path.join(server.config.dataDir, 'outbox', 'email.jsonl'), 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string });
    const before = (await mails()).length;
    const created = await create('calendar-invite-0003', event({ title: 'Nettverksmøte' }));
    expect(created.status, created.text).toBe(201);
    // The participant chose nothing: told in the portal only.
    expect((await mails()).slice(before).map((mail) => mail.to)).toEqual(['leder@example.no']);
  });
});
