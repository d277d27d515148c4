// Which events are mine (issue 25): one rule (packages/rules calendar/event-mine.ts) and three
// readers that must agree. The data API's participant filter (server/metadata/tables/
// public_events.json) is the rule itself; and each user of the demo sees the same events through
// the calendar's REST list, the overview widget's query (the rule as a GraphQL `where`) and the
// GraphQL API as a participant reads it (no `where`: the permission filter alone). Runs on PGlite
// and on PostgreSQL (the server and server-pg projects).
import { readFileSync } from 'node:fs';
import { eventMineWhere, participantEventsWhere, SESSION_USER_ID } from '@portal/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

const FROM = '2031-03-01T00:00:00.000Z';
const TO = '2031-04-01T00:00:00.000Z';
const at = (day: number, hour: number) =>
  `2031-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe('which events are mine', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const users: Record<string, number> = {};
  const events: Record<string, number> = {};
  let theirRecipient = 0;
  const send = (method: string, path: string, token: string, body?: unknown) =>
    sendJson(server, method, path, token, body);

  const create = async (token: string, title: string, day: number, extra: Record<string, unknown> = {}) => {
    const answer = await send('POST', '/api/calendar/events', token, {
      title,
      start: at(day, 9),
      end: at(day, 10),
      ...extra,
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.json<{ id: number }>().id;
  };
  const rest = async (who: string, recipientId?: number) => {
    const answer = await send(
      'GET',
      `/api/calendar/events?from=${FROM}&to=${TO}${recipientId ? `&recipientId=${recipientId}` : ''}`,
      tokens[who]!,
    );
    expect(answer.status, answer.text).toBe(200);
    return [...new Set(answer.json<{ events: { eventId: number }[] }>().events.map((e) => e.eventId))].sort();
  };
  const graphql = async (who: string, where: Record<string, unknown>) => {
    const answer = await send('POST', '/api/srvproxy/v1/graphql', tokens[who]!, {
      query: 'query Mine($where: events_bool_exp!) { events(where: $where, order_by: { id: asc }) { id } }',
      variables: { where: { ...where, starts_at: { _gte: FROM, _lt: TO } } },
    });
    const body = answer.json<{ data?: { events: { id: number | string }[] }; errors?: unknown[] }>();
    expect(body.errors, answer.text).toBeUndefined();
    return body.data!.events.map((e) => Number(e.id)).sort();
  };
  const named = (...names: string[]) => names.map((name) => events[name]!).sort();

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
    const { rows: recipients } = await server.db.query<{ id: number; user_id: number | null }>(
      `SELECT r.id, r.user_id FROM recipients r JOIN customers c ON c.id = r.customer_id
        WHERE c.subdomain = 'demo' AND r.deleted_at IS NULL ORDER BY r.id`,
    );
    const theirs = recipients.find((r) => Number(r.user_id) === users.participant)!;
    const other = recipients.find((r) => Number(r.user_id) !== users.participant)!;
    theirRecipient = Number(theirs.id);

    // Invited: the staff member's meeting with the participant.
    events.invited = await create(tokens.staff!, 'Invitert', 3, { participantIds: [users.participant] });
    // About the participant, nobody invited.
    events.about = await create(tokens.staff!, 'Om deltakeren', 4, { recipientId: Number(theirs.id) });
    // The team leader's own, and one about another participant.
    events.leaders = await create(tokens.leader!, 'Lederens egen', 5);
    events.aboutOther = await create(tokens.leader!, 'Om en annen', 6, { recipientId: Number(other.id) });
    // A weekly series the staff member and the participant are invited to, one occurrence changed:
    // the changed occurrence is a row of its own, invited through its series.
    events.series = await create(tokens.leader!, 'Ukentlig', 10, {
      rrule: 'FREQ=WEEKLY;COUNT=3',
      participantIds: [users.participant, users.staff],
    });
    const moved = await send('PUT', `/api/calendar/events/${events.series}`, tokens.leader!, {
      event: {
        title: 'Ukentlig (flyttet)',
        start: at(18, 12),
        end: at(18, 13),
        participantIds: [users.participant, users.staff],
      },
      scope: 'this',
      occurrence: at(17, 9),
    });
    expect(moved.status, moved.text).toBe(200);
    events.changed = moved.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the data API’s participant filter is the rule', () => {
    const file = new URL('../../../metadata/tables/public_events.json', import.meta.url);
    const metadata = JSON.parse(readFileSync(file, 'utf8')) as { participant_filter: unknown };
    expect(metadata.participant_filter).toEqual(eventMineWhere(SESSION_USER_ID));
  });

  it('each user sees the same events through the REST list, the widget’s query and the data API', async () => {
    const expected: Record<string, number[]> = {
      participant: named('invited', 'about', 'series', 'changed'),
      staff: named('invited', 'about', 'series', 'changed'),
      leader: named('leaders', 'aboutOther', 'series', 'changed'),
    };
    for (const who of ['participant', 'staff', 'leader']) {
      expect(await rest(who), `${who}: REST`).toEqual(expected[who]);
      // The overview widget's `where` in ME (packages/rules eventMineWhere, as calendar-event.ts sends it).
      expect(await graphql(who, eventMineWhere(users[who]!)), `${who}: widget`).toEqual(expected[who]);
    }
    // The participant through the data API with no `where` at all: the permission filter alone.
    expect(await graphql('participant', {}), 'participant: data API').toEqual(expected.participant);
  });

  it('staff see a participant’s calendar alike through the REST list and the widget’s query', async () => {
    // The participant's calendar (RECIPIENT): about them, or their user invited (to the event or its series).
    const expected = named('invited', 'about', 'series', 'changed');
    for (const who of ['staff', 'leader']) {
      expect(await rest(who, theirRecipient), `${who}: REST`).toEqual(expected);
      expect(await graphql(who, participantEventsWhere(theirRecipient)), `${who}: widget`).toEqual(expected);
    }
  });
});
