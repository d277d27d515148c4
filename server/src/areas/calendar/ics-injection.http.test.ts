// Issue 24.10 over HTTP on PGlite and PostgreSQL: an event whose title, description and location
// carry CR/LF cannot write lines of its own into the one-event .ics (whose calendar name is the
// title) nor into the owner's feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';
import { parseIcs } from './ics-parse';

const EVIL = 'Møte\r\nUID:evil@attacker\r\nATTACH:https://attacker.example/x';

describe('iCalendar injection over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let eventId: number;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    const created = await sendJson(server, 'POST', '/api/calendar/events', staff, {
      title: EVIL,
      description: EVIL,
      location: EVIL,
      start: '2026-10-15T08:00:00.000Z',
      end: '2026-10-15T09:00:00.000Z',
    });
    expect(created.status, created.text).toBe(201);
    eventId = created.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const injected = (ics: string) =>
    ics
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter((line) => /^(UID:evil|ATTACH)/.test(line));

  it('the one-event .ics keeps every value inside its property', async () => {
    const answer = await sendJson(server, 'GET', `/api/calendar/events/${eventId}/ics`, staff);
    expect(answer.status).toBe(200);
    const { ics } = answer.json<{ ics: string }>();
    expect(injected(ics)).toEqual([]);
    expect(parseIcs(ics).children.filter((c) => c.name === 'VEVENT')).toHaveLength(1);
  });

  it('the feed keeps every value inside its property', async () => {
    const made = await sendJson(server, 'POST', '/api/calendar/feed', staff);
    const feed = await server.request(new URL(made.json<{ url: string }>().url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain('SUMMARY:Møte\\nUID:evil@attacker');
    expect(injected(feed.text)).toEqual([]);
  });
});
