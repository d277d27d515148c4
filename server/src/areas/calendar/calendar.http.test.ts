// The calendar over HTTP, on PGlite and PostgreSQL (issue 16): a weekly meeting with a participant,
// one occurrence moved, the participant's own calendar and answer; bad input (an end before the
// start, an invalid rule, a person of another tenant) refused in both languages with nothing
// changed; nobody reads another participant's calendar; tasks; the secret feed (renewal, rate
// limit, never logged); reminders sent once by the sweep, moved by the server's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';
import { parseIcs } from './ics-parse';

interface Occ {
  eventId: number;
  occurrence: string | null;
  start: string;
  end: string;
  title: string;
  response: string | null;
  recurring: boolean;
}

const osloTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

describe('calendar over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let leader: string;
  let participant: string;
  let careStaff: string;
  const logLines: string[] = [];
  const ids: Record<string, number> = {};

  const send = (method: string, path: string, token: string | null, body?: unknown, host?: string) =>
    sendJson(server, method, path, token, body, host);
  const idOf = async (subdomain: string, username: string) => {
    const { rows } = await server.db.query<{ id: number }>(
      'SELECT u.id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = $1 AND u.username = $2',
      [subdomain, username],
    );
    return Number(rows[0]?.id);
  };
  const eventCount = async () => {
    const { rows } = await server.db.query<{ n: number | string }>('SELECT count(*) AS n FROM events');
    return Number(rows[0]?.n);
  };
  const list = async (token: string, from: string, to: string, recipientId?: number) => {
    const answer = await send(
      'GET',
      `/api/calendar/events?from=${from}&to=${to}${recipientId ? `&recipientId=${recipientId}` : ''}`,
      token,
    );
    expect(answer.status, answer.text).toBe(200);
    return answer.json<{ events: Occ[] }>().events;
  };
  const weekly = (participantId: number, extra: Record<string, unknown> = {}) => ({
    title: 'Ukentlig oppfølging',
    start: '2026-10-15T08:00:00.000Z', // Thursday 10:00 Oslo, summer time
    end: '2026-10-15T09:00:00.000Z',
    rrule: 'FREQ=WEEKLY;COUNT=8',
    participantIds: [participantId],
    videoMeeting: true,
    reminderMinutes: 15,
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer({
      logStream: { write: (line) => void logLines.push(line) },
      env: { LOG_LEVEL: 'info' },
    });
    staff = await signInAs(server, 'demo', 'staff');
    leader = await signInAs(server, 'demo', 'leader');
    participant = await signInAs(server, 'demo', 'participant');
    careStaff = await signInAs(server, 'care', 'staff');
    ids.participant = await idOf('demo', 'participant');
    ids.staff = await idOf('demo', 'staff');
    ids.careParticipant = await idOf('care', 'participant');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates a weekly meeting with a participant at 10:00 Oslo time across the change to winter time', async () => {
    const created = await send('POST', '/api/calendar/events', staff, weekly(ids.participant!));
    expect(created.status, created.text).toBe(201);
    ids.series = created.json<{ id: number }>().id;
    const events = (await list(staff, '2026-10-01T00:00:00Z', '2026-12-31T00:00:00Z')).filter(
      (e) => e.eventId === ids.series,
    );
    expect(events).toHaveLength(8);
    for (const event of events) expect(osloTime(event.start)).toBe('10:00');
    expect(events[2]?.start).toBe('2026-10-29T09:00:00.000Z');

    // The participant sees it in their own calendar, pending, and accepts.
    const theirs = (await list(participant, '2026-10-01T00:00:00Z', '2026-12-31T00:00:00Z')).filter(
      (e) => e.eventId === ids.series,
    );
    expect(theirs).toHaveLength(8);
    expect(theirs[0]?.response).toBe('pending');
    const answer = await send('POST', `/api/calendar/events/${ids.series}/response`, participant, {
      response: 'accepted',
      smsReminder: true,
    });
    expect(answer.status, answer.text).toBe(200);
    const details = await send('GET', `/api/calendar/events/${ids.series}`, participant);
    expect(details.json<{ response: string }>().response).toBe('accepted');
  });

  it('moves one occurrence, keeps it as an exception, and edits this and following', async () => {
    const occurrence = '2026-10-22T08:00:00.000Z';
    const moved = await send('PUT', `/api/calendar/events/${ids.series}`, staff, {
      event: weekly(ids.participant!, { start: '2026-10-23T12:00:00.000Z', end: '2026-10-23T13:00:00.000Z' }),
      scope: 'this',
      occurrence,
    });
    expect(moved.status, moved.text).toBe(200);
    const exception = moved.json<{ id: number }>().id;
    let events = await list(participant, '2026-10-01T00:00:00Z', '2026-12-31T00:00:00Z');
    const mine = events.filter((e) => e.eventId === ids.series || e.eventId === exception);
    expect(mine).toHaveLength(8);
    expect(mine.map((e) => e.start)).not.toContain(occurrence);
    expect(mine.find((e) => e.eventId === exception)?.start).toBe('2026-10-23T12:00:00.000Z');
    // The moved one asks the participant again; the others keep their answer; the organiser stays accepted.
    expect(mine.find((e) => e.eventId === exception)?.response).toBe('pending');
    expect(mine.filter((e) => e.eventId === ids.series).map((e) => e.response)).toEqual(
      Array.from({ length: 7 }, () => 'accepted'),
    );
    expect(
      (await list(staff, '2026-10-01T00:00:00Z', '2026-12-31T00:00:00Z')).find((e) => e.eventId === exception)
        ?.response,
    ).toBe('accepted');

    // "This and following" from the 5th: the old series ends after the 4th, a new one goes on at 11:00.
    const fifth = mine.filter((e) => e.eventId === ids.series)[3]!;
    const following = await send('PUT', `/api/calendar/events/${ids.series}`, staff, {
      event: weekly(ids.participant!, {
        title: 'Ukentlig oppfølging (ny tid)',
        start: new Date(Date.parse(fifth.start) + 3_600_000).toISOString(),
        end: new Date(Date.parse(fifth.end) + 3_600_000).toISOString(),
      }),
      scope: 'following',
      occurrence: fifth.occurrence,
    });
    expect(following.status, following.text).toBe(200);
    events = await list(staff, '2026-10-01T00:00:00Z', '2026-12-31T00:00:00Z');
    const series = events.filter((e) => e.title.startsWith('Ukentlig oppfølging'));
    expect(series).toHaveLength(8);
    expect(
      series.filter((e) => e.title === 'Ukentlig oppfølging (ny tid)').map((e) => osloTime(e.start)),
    ).toEqual(['11:00', '11:00', '11:00', '11:00']);
    // The following ones moved an hour: the participant is asked again about them, not the earlier ones.
    const answered = (await list(participant, '2026-10-01T00:00:00Z', '2026-12-31T00:00:00Z')).filter((e) =>
      e.title.startsWith('Ukentlig oppfølging'),
    );
    expect(answered.map((e) => e.response)).toEqual([
      'accepted',
      'pending',
      'accepted',
      'accepted',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it("lets an invited person answer one occurrence of a series, shown in their calendar and the organiser's", async () => {
    const range = ['2026-10-01T00:00:00Z', '2026-12-31T00:00:00Z'] as const;
    // The participant's single answers (the demo data has others' answers too).
    const answers = async () => {
      const { rows } = await server.db.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM event_occurrence_responses WHERE user_id = $1',
        [ids.participant],
      );
      return Number(rows[0]?.n);
    };
    const theirs = async () =>
      (await list(participant, ...range)).filter((e) => e.title === 'Ukentlig oppfølging');
    // The participant accepts the whole series again (the moved occurrence asked them again).
    const again = await send('POST', `/api/calendar/events/${ids.series}/response`, participant, {
      response: 'accepted',
      scope: 'all',
    });
    expect(again.status, again.text).toBe(200);
    const before = await theirs();
    expect(before.map((e) => e.response)).toEqual(before.map(() => 'accepted'));
    const first = before.find(
      (e) => e.eventId === ids.series && e.occurrence === '2026-10-15T08:00:00.000Z',
    )!;
    const moved = before.find((e) => e.eventId !== ids.series)!;

    // Decline the first one only.
    const declined = await send('POST', `/api/calendar/events/${ids.series}/response`, participant, {
      response: 'declined',
      scope: 'this',
      occurrence: first.occurrence,
    });
    expect(declined.status, declined.text).toBe(200);
    let after = await theirs();
    expect(after.filter((e) => e.response === 'declined').map((e) => e.start)).toEqual([first.start]);
    expect(after.filter((e) => e.response === 'accepted')).toHaveLength(before.length - 1);
    // The organiser sees the participant's answer for that occurrence, and the series' elsewhere.
    const participantAnswer = async (token: string, query: string) =>
      (await send('GET', `/api/calendar/events/${ids.series}${query}`, token)).json<{
        response: string | null;
        participants: { userId: number; response: string }[];
      }>();
    const atFirst = await participantAnswer(staff, `?occurrence=${encodeURIComponent(first.occurrence!)}`);
    expect(atFirst.participants.find((p) => p.userId === ids.participant)?.response).toBe('declined');
    const seriesWide = await participantAnswer(staff, '');
    expect(seriesWide.participants.find((p) => p.userId === ids.participant)?.response).toBe('accepted');
    expect(
      (await participantAnswer(participant, `?occurrence=${encodeURIComponent(first.occurrence!)}`)).response,
    ).toBe('declined');

    // The moved occurrence (a row of its own) is answered as itself.
    const movedAnswer = await send('POST', `/api/calendar/events/${moved.eventId}/response`, participant, {
      response: 'declined',
      scope: 'this',
    });
    expect(movedAnswer.status, movedAnswer.text).toBe(200);
    after = await theirs();
    expect(after.find((e) => e.eventId === moved.eventId)?.response).toBe('declined');
    const movedDetails = await send('GET', `/api/calendar/events/${moved.eventId}`, staff);
    expect(
      movedDetails
        .json<{ participants: { userId: number; response: string }[] }>()
        .participants.find((p) => p.userId === ids.participant)?.response,
    ).toBe('declined');

    // An occurrence the series does not have, or another's answer: refused, nothing changed.
    const count = await answers();
    const unknown = await send('POST', `/api/calendar/events/${ids.series}/response`, participant, {
      response: 'declined',
      scope: 'this',
      occurrence: '2026-10-16T08:00:00.000Z',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json<{ error: string; messages: { no: string } }>()).toMatchObject({
      error: 'calendar.occurrenceUnknown',
      messages: { no: 'Serien har ingen forekomst på det tidspunktet' },
    });
    const notInvited = await send('POST', `/api/calendar/events/${ids.series}/response`, leader, {
      response: 'accepted',
      scope: 'this',
      occurrence: first.occurrence,
    });
    expect(notInvited.status).toBe(403);
    expect(notInvited.json<{ error: string }>().error).toBe('calendar.notInvited');
    expect(await answers()).toBe(count);

    // "All" answers the whole series again: the single answers go.
    const all = await send('POST', `/api/calendar/events/${ids.series}/response`, participant, {
      response: 'accepted',
      scope: 'all',
    });
    expect(all.status, all.text).toBe(200);
    expect((await theirs()).map((e) => e.response)).toEqual(before.map(() => 'accepted'));
    expect(await answers()).toBe(0);
  });

  it('asks the invited again when the time of an event, an occurrence or a series changes, not otherwise', async () => {
    const answerOf = async (token: string, eventId: number, start: string) =>
      (await list(token, '2026-11-01T00:00:00Z', '2026-12-31T00:00:00Z')).find(
        (e) => e.eventId === eventId && e.start === start,
      )?.response;
    const accept = async (id: number) =>
      expect(
        (await send('POST', `/api/calendar/events/${id}/response`, participant, { response: 'accepted' }))
          .status,
      ).toBe(200);

    // A single event: a new title keeps the answer, a new time asks again.
    const single = {
      title: 'Samtale',
      start: '2026-11-10T09:00:00.000Z',
      end: '2026-11-10T10:00:00.000Z',
      participantIds: [ids.participant],
    };
    const created = await send('POST', '/api/calendar/events', staff, single);
    const id = created.json<{ id: number }>().id;
    await accept(id);
    const retitled = await send('PUT', `/api/calendar/events/${id}`, staff, {
      event: { ...single, title: 'Samtale (nytt navn)', description: 'Ta med papirene' },
    });
    expect(retitled.status, retitled.text).toBe(200);
    expect(await answerOf(participant, id, single.start)).toBe('accepted');
    const moved = { ...single, start: '2026-11-11T09:00:00.000Z', end: '2026-11-11T10:00:00.000Z' };
    expect((await send('PUT', `/api/calendar/events/${id}`, staff, { event: moved })).status).toBe(200);
    expect(await answerOf(participant, id, moved.start)).toBe('pending');
    expect(await answerOf(staff, id, moved.start)).toBe('accepted');
    const people = (await send('GET', `/api/calendar/events/${id}`, participant)).json<{
      response: string;
      participants: { userId: number; response: string }[];
    }>();
    expect(people.response).toBe('pending');
    expect(people.participants.find((p) => p.userId === ids.staff)?.response).toBe('accepted');
    // A longer meeting (resized) asks again too.
    await accept(id);
    const longer = { ...moved, end: '2026-11-11T10:30:00.000Z' };
    expect((await send('PUT', `/api/calendar/events/${id}`, staff, { event: longer })).status).toBe(200);
    expect(await answerOf(participant, id, moved.start)).toBe('pending');

    // A series: one occurrence moved asks about that one only; a title for "this one" keeps it.
    const series = {
      ...weekly(ids.participant!),
      title: 'Ukesmøte',
      start: '2026-11-05T09:00:00.000Z',
      end: '2026-11-05T10:00:00.000Z',
      rrule: 'FREQ=WEEKLY;COUNT=4',
    };
    const seriesId = (await send('POST', '/api/calendar/events', staff, series)).json<{ id: number }>().id;
    await accept(seriesId);
    const starts = ['2026-11-05T09:00:00.000Z', '2026-11-12T09:00:00.000Z', '2026-11-19T09:00:00.000Z'];
    const renamed = await send('PUT', `/api/calendar/events/${seriesId}`, staff, {
      event: { ...series, title: 'Ukesmøte (rom 2)', start: starts[1], end: '2026-11-12T10:00:00.000Z' },
      scope: 'this',
      occurrence: starts[1],
    });
    expect(renamed.status, renamed.text).toBe(200);
    const renamedId = renamed.json<{ id: number }>().id;
    expect(await answerOf(participant, renamedId, starts[1]!)).toBe('accepted');
    const movedOne = await send('PUT', `/api/calendar/events/${seriesId}`, staff, {
      event: { ...series, start: '2026-11-20T09:00:00.000Z', end: '2026-11-20T10:00:00.000Z' },
      scope: 'this',
      occurrence: starts[2],
    });
    expect(movedOne.status, movedOne.text).toBe(200);
    const movedId = movedOne.json<{ id: number }>().id;
    expect(await answerOf(participant, movedId, '2026-11-20T09:00:00.000Z')).toBe('pending');
    expect(await answerOf(staff, movedId, '2026-11-20T09:00:00.000Z')).toBe('accepted');
    expect(await answerOf(participant, seriesId, starts[0]!)).toBe('accepted');
    expect(await answerOf(participant, seriesId, '2026-11-26T09:00:00.000Z')).toBe('accepted');

    // The whole series half an hour later: its occurrences ask again; the occurrences changed on
    // their own keep their own time and their answers.
    const later = await send('PUT', `/api/calendar/events/${seriesId}`, staff, {
      event: { ...series, start: '2026-11-05T09:30:00.000Z', end: '2026-11-05T10:30:00.000Z' },
      scope: 'all',
      occurrence: starts[0],
    });
    expect(later.status, later.text).toBe(200);
    expect(await answerOf(participant, seriesId, '2026-11-05T09:30:00.000Z')).toBe('pending');
    expect(await answerOf(participant, seriesId, '2026-11-26T09:30:00.000Z')).toBe('pending');
    expect(await answerOf(staff, seriesId, '2026-11-26T09:30:00.000Z')).toBe('accepted');
    expect(await answerOf(participant, renamedId, starts[1]!)).toBe('accepted');
    expect(await answerOf(participant, movedId, '2026-11-20T09:00:00.000Z')).toBe('pending');
    // A new title for all of them keeps the answers.
    await accept(seriesId);
    const retitledAll = await send('PUT', `/api/calendar/events/${seriesId}`, staff, {
      event: {
        ...series,
        title: 'Ukesmøte (nytt navn)',
        start: '2026-11-05T09:30:00.000Z',
        end: '2026-11-05T10:30:00.000Z',
      },
      scope: 'all',
      occurrence: '2026-11-05T09:30:00.000Z',
    });
    expect(retitledAll.status, retitledAll.text).toBe(200);
    expect(await answerOf(participant, seriesId, '2026-11-26T09:30:00.000Z')).toBe('accepted');
    await send('DELETE', `/api/calendar/events/${seriesId}`, staff);
    await send('DELETE', `/api/calendar/events/${id}`, staff);
  });

  it('refuses bad input with a clear code in both languages and changes nothing', async () => {
    const before = await eventCount();
    const cases: [unknown, string][] = [
      [weekly(ids.participant!, { end: '2026-10-15T07:00:00.000Z' }), 'calendar.endsBeforeStart'],
      [weekly(ids.participant!, { rrule: 'FREQ=SOMETIMES' }), 'calendar.rruleInvalid'],
      [weekly(ids.participant!, { rrule: 'FREQ=WEEKLY;BYDAY=XX' }), 'calendar.rruleInvalid'],
      [weekly(ids.careParticipant!), 'calendar.participantUnknown'],
      [weekly(ids.participant!, { title: '   ' }), 'calendar.titleRequired'],
      [weekly(ids.participant!, { start: 'tomorrow' }), 'invalid_input'],
    ];
    for (const [body, code] of cases) {
      const answer = await send('POST', '/api/calendar/events', staff, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const json = answer.json<{ error: string; messages: { en: string; no: string } }>();
      expect(json.error).toBe(code);
      expect(json.messages.en.length).toBeGreaterThan(5);
      expect(json.messages.no.length).toBeGreaterThan(5);
      expect(json.messages.no).not.toBe(json.messages.en);
      if (code === 'invalid_input') {
        const invalid = answer.json<{
          field: string;
          issues: { in: string; field: string; code?: string }[];
        }>();
        expect(invalid.field).toBe('start');
        expect(invalid.issues[0]).toMatchObject({
          in: 'body',
          field: 'start',
          code: 'validation.dateInvalid',
        });
      }
    }
    // An update with a bad end changes nothing either.
    const update = await send('PUT', `/api/calendar/events/${ids.series}`, staff, {
      event: weekly(ids.participant!, { end: '2026-10-14T07:00:00.000Z' }),
      scope: 'all',
    });
    expect(update.json<{ error: string }>().error).toBe('calendar.endsBeforeStart');
    expect(await eventCount()).toBe(before);
    // The other tenant cannot see or change the event.
    expect(
      (await send('GET', `/api/calendar/events/${ids.series}`, careStaff, undefined, 'care.localhost'))
        .status,
    ).toBe(404);
    expect(
      (
        await send(
          'PUT',
          `/api/calendar/events/${ids.series}`,
          careStaff,
          { event: weekly(ids.careParticipant!) },
          'care.localhost',
        )
      ).status,
    ).toBe(404);
  });

  it('caps a rule with no end at a year and says so', async () => {
    const created = await send(
      'POST',
      '/api/calendar/events',
      staff,
      weekly(ids.participant!, { title: 'Uten slutt', rrule: 'FREQ=MONTHLY', participantIds: [] }),
    );
    expect(created.status, created.text).toBe(201);
    const answer = created.json<{ capped: boolean; until: string }>();
    expect(answer.capped).toBe(true);
    expect(answer.until.slice(0, 10)).toBe('2027-10-15');
    await send('DELETE', `/api/calendar/events/${created.json<{ id: number }>().id}`, staff);
  });

  it('shows a participant only their own events and lets nobody else change them', async () => {
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT r.id FROM recipients r JOIN customers c ON c.id = r.customer_id
        WHERE c.subdomain = 'demo' AND (r.user_id IS NULL OR r.user_id <> $1) ORDER BY r.id LIMIT 1`,
      [ids.participant],
    );
    const other = Number(rows[0]?.id);
    const refused = await send(
      'GET',
      `/api/calendar/events?from=2026-10-01T00:00:00Z&to=2026-12-01T00:00:00Z&recipientId=${other}`,
      participant,
    );
    expect(refused.status).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe('calendar.otherParticipant');
    // An event about someone else, without the participant: not found for them.
    const privateEvent = await send('POST', '/api/calendar/events', staff, {
      title: 'Samtale med en annen',
      start: '2026-11-02T09:00:00Z',
      end: '2026-11-02T10:00:00Z',
      recipientId: other,
    });
    const privateId = privateEvent.json<{ id: number }>().id;
    expect((await send('GET', `/api/calendar/events/${privateId}`, participant)).status).toBe(404);
    expect(
      (await list(participant, '2026-11-01T00:00:00Z', '2026-11-03T00:00:00Z')).map((e) => e.eventId),
    ).not.toContain(privateId);
    // Staff see it in that participant's calendar (RECIPIENT context).
    expect(
      (await list(staff, '2026-11-01T00:00:00Z', '2026-11-03T00:00:00Z', other)).map((e) => e.eventId),
    ).toContain(privateId);
    // A participant may not create, change or delete; a colleague who is not the organiser may not either.
    expect((await send('POST', '/api/calendar/events', participant, weekly(ids.participant!))).status).toBe(
      403,
    );
    expect((await send('DELETE', `/api/calendar/events/${privateId}`, participant)).status).toBe(403);
    const otherStaff = await signInAs(server, 'demo', 'admin');
    expect((await send('DELETE', `/api/calendar/events/${privateId}`, otherStaff)).status).toBe(200);
    expect((await send('GET', `/api/calendar/events/${privateId}`, staff)).status).toBe(404);
  });

  it('gives each user a secret feed of valid iCalendar that stops at once when renewed and is never logged', async () => {
    const first = await send('POST', '/api/calendar/feed', staff);
    expect(first.status).toBe(200);
    const url = new URL(first.json<{ url: string }>().url);
    const feed = await send('GET', url.pathname, null);
    expect(feed.status, feed.text).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = parseIcs(feed.text);
    // The series is one VEVENT with its rule in Europe/Oslo, the moved occurrence its override.
    const series = calendar.children.filter(
      (c) => c.name === 'VEVENT' && c.props.SUMMARY === 'Ukentlig oppfølging',
    );
    const head = series.find((c) => c.props.RRULE)!;
    expect(head.props.RRULE).toMatch(/^FREQ=WEEKLY;UNTIL=2026/);
    expect(head.lines.find((l) => l.name === 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'Europe/Oslo' },
      value: '20261015T100000',
    });
    const override = series.find((c) => c.props['RECURRENCE-ID'])!;
    expect(override.props).toMatchObject({ UID: head.props.UID, 'RECURRENCE-ID': '20261022T100000' });
    expect(override.props.DTSTART).toBe('20261023T140000');
    expect(calendar.children.find((c) => c.name === 'VTIMEZONE')?.props.TZID).toBe('Europe/Oslo');

    const renewed = new URL((await send('POST', '/api/calendar/feed', staff)).json<{ url: string }>().url);
    expect((await send('GET', url.pathname, null)).status).toBe(404);
    expect((await send('GET', url.pathname, null)).json<{ error: string }>().error).toBe('feed.notFound');
    expect((await send('GET', renewed.pathname, null)).status).toBe(200);
    // Another tenant's host does not serve it.
    expect((await send('GET', renewed.pathname, null, undefined, 'care.localhost')).status).toBe(404);
    const token = renewed.pathname.split('/').at(-1)!.replace('.ics', '');
    expect(logLines.join('\n')).not.toContain(token);
    const { rows } = await server.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM calendar_feed_tokens',
    );
    expect(rows.map((r) => r.token_hash)).not.toContain(token);

    // One event as .ics.
    const one = await send('GET', `/api/calendar/events/${ids.series}/ics`, participant);
    expect(one.status).toBe(200);
    expect(
      parseIcs(one.json<{ ics: string }>().ics).children.filter((c) => c.name === 'VEVENT'),
    ).toHaveLength(1);
  });

  it('rate-limits the feed per address', async () => {
    let last = 0;
    for (let i = 0; i < 62; i += 1)
      last = (await send('GET', '/api/calendar/feed/nothing-here.ics', null)).status;
    expect(last).toBe(429);
    await server.app.clock.advance(61_000);
    expect((await send('GET', '/api/calendar/feed/nothing-here.ics', null)).status).toBe(404);
  });

  it('keeps tasks: create, filter, overdue, done; a participant completes their own only', async () => {
    const now = server.app.clock.now();
    const created = await send('POST', '/api/tasks', staff, {
      title: 'Ring NAV',
      dueAt: new Date(now.getTime() - 3_600_000).toISOString(),
      assignedTo: ids.participant,
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json<{ id: number }>().id;
    const open = (await send('GET', '/api/tasks?status=open', participant)).json<{
      tasks: { id: number; overdue: boolean }[];
    }>().tasks;
    expect(open.find((t) => t.id === id)?.overdue).toBe(true);
    expect((await send('POST', `/api/tasks/${id}/done`, participant, { done: true })).status).toBe(200);
    const done = (await send('GET', '/api/tasks?status=done', staff)).json<{ tasks: { id: number }[] }>()
      .tasks;
    expect(done.map((t) => t.id)).toContain(id);
    expect((await send('POST', '/api/tasks', participant, { title: 'Nei' })).status).toBe(403);
    expect((await send('POST', '/api/tasks', staff, { title: '' })).json<{ error: string }>().error).toBe(
      'tasks.titleRequired',
    );
    expect(
      (await send('POST', '/api/tasks', staff, { title: 'X', assignedTo: ids.careParticipant })).json<{
        error: string;
      }>().error,
    ).toBe('tasks.assigneeUnknown');
    expect(
      (await send('POST', `/api/tasks/${id}/done`, careStaff, { done: false }, 'care.localhost')).status,
    ).toBe(404);
  });

  it('sends a reminder once, as a notification and an SMS to those who asked', async () => {
    const now = server.app.clock.now();
    const start = new Date(Math.ceil((now.getTime() + 30 * 60_000) / 60_000) * 60_000);
    const created = await send('POST', '/api/calendar/events', staff, {
      title: 'Påminn meg',
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      participantIds: [ids.participant],
      reminderMinutes: 15,
    });
    const id = created.json<{ id: number }>().id;
    await send('POST', `/api/calendar/events/${id}/response`, participant, {
      response: 'accepted',
      smsReminder: true,
    });
    const notes = async () => {
      const { rows } = await server.db.query<{ user_id: number; send_sms: boolean }>(
        "SELECT user_id, send_sms FROM notifications WHERE trigger = 'calendar.reminder' AND subject_id = $1",
        [id],
      );
      return rows;
    };
    // The durable scheduler runs the calendar's sweep; nothing is due yet.
    await server.app.jobs.runDue();
    expect(await notes()).toHaveLength(0);
    await server.app.clock.advance(16 * 60_000);
    await server.app.jobs.runDue();
    await server.app.clock.advance(61_000);
    await server.app.jobs.runDue();
    const sent = await notes();
    expect(sent).toHaveLength(2);
    expect(sent.find((n) => Number(n.user_id) === ids.participant)?.send_sms).toBe(true);
  });
});
