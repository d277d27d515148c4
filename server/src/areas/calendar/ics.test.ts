// The iCalendar writer (issue 16, part 5), parsed back: a weekly series is one VEVENT with RRULE,
// its deleted occurrence an EXDATE and its moved one a RECURRENCE-ID override, all in Europe/Oslo
// with the zone's VTIMEZONE, so the occurrences stay at 10:00 Oslo time across the change to
// winter time (08:00 UTC before 25 October 2026, 09:00 UTC after). The server's own zone does not
// matter (the writer never reads it).
import { describe, expect, it } from 'vitest';
import type { EventRow } from './event-store';
import { feedIcs, icsOf } from './ics';
import { icsStarts, parseIcs } from './ics-parse';

const row = (over: Partial<EventRow>): EventRow => ({
  id: 1,
  title: 'Ukentlig oppfølging',
  description: null,
  location: 'Kontoret',
  starts_at: new Date('2026-10-15T08:00:00Z'),
  ends_at: new Date('2026-10-15T09:00:00Z'),
  all_day: false,
  kind: 'meeting',
  video_meeting: false,
  reminder_minutes: null,
  rrule: 'FREQ=WEEKLY;COUNT=5',
  exdates: [],
  series_id: null,
  original_start: null,
  recipient_id: null,
  created_by: 1,
  my_response: 'accepted',
  ...over,
});

const NOW = new Date('2026-10-01T12:34:56Z');

describe('iCalendar', () => {
  const series = row({
    // The 22nd moved (an exception row), the 5th of November deleted.
    exdates: [new Date('2026-10-22T08:00:00Z'), new Date('2026-11-05T09:00:00Z')],
  });
  const moved = row({
    id: 2,
    rrule: null,
    series_id: 1,
    original_start: new Date('2026-10-22T08:00:00Z'),
    starts_at: new Date('2026-10-23T12:00:00Z'),
    ends_at: new Date('2026-10-23T13:00:00Z'),
  });
  const single = row({
    id: 3,
    title: 'Enkeltmøte',
    rrule: null,
    starts_at: new Date('2026-12-01T13:00:00Z'),
    ends_at: new Date('2026-12-01T14:00:00Z'),
  });
  const text = feedIcs('demo', { series: [series], changed: [moved], singles: [single] }, 'demo', NOW);
  const calendar = parseIcs(text);
  const events = calendar.children.filter((c) => c.name === 'VEVENT');

  it('writes a series as one VEVENT with RRULE and EXDATE in Europe/Oslo, with its VTIMEZONE', () => {
    const zone = calendar.children.find((c) => c.name === 'VTIMEZONE');
    expect(zone?.props.TZID).toBe('Europe/Oslo');
    expect(zone?.children.map((c) => [c.name, c.props.TZOFFSETTO])).toEqual([
      ['DAYLIGHT', '+0200'],
      ['STANDARD', '+0100'],
    ]);
    expect(events).toHaveLength(3);
    const head = events[0]!;
    expect(head.props.RRULE).toBe('FREQ=WEEKLY;COUNT=5');
    const start = head.lines.find((l) => l.name === 'DTSTART');
    expect(start).toEqual({ name: 'DTSTART', params: { TZID: 'Europe/Oslo' }, value: '20261015T100000' });
    // Only the deleted one is an EXDATE; the moved one is its override.
    expect(head.lines.filter((l) => l.name === 'EXDATE')).toEqual([
      { name: 'EXDATE', params: { TZID: 'Europe/Oslo' }, value: '20261105T100000' },
    ]);
    const override = events[1]!;
    expect(override.props.UID).toBe(head.props.UID);
    expect(override.lines.find((l) => l.name === 'RECURRENCE-ID')).toEqual({
      name: 'RECURRENCE-ID',
      params: { TZID: 'Europe/Oslo' },
      value: '20261022T100000',
    });
    expect(override.lines.find((l) => l.name === 'DTSTART')?.value).toBe('20261023T140000');
    expect(events[2]!.props.RRULE).toBeUndefined();
    expect(events[0]!.props.DTSTAMP).toBe('20261001T123456Z');
  });

  it('gives back the same occurrences, at 10:00 Oslo on both sides of the change to winter time', () => {
    const starts = icsStarts(calendar, new Date('2026-10-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'));
    expect(starts.map((s) => s.start.toISOString())).toEqual([
      '2026-10-15T08:00:00.000Z',
      '2026-10-23T12:00:00.000Z', // the moved one
      '2026-10-29T09:00:00.000Z', // winter time: still 10:00 in Oslo
      '2026-11-12T09:00:00.000Z', // (the 5th deleted)
      '2026-12-01T13:00:00.000Z',
    ]);
  });

  it('writes an all-day series with dates (and UNTIL as a date)', () => {
    const allDay = row({
      all_day: true,
      starts_at: new Date('2026-03-27T23:00:00Z'), // 28 March, midnight in Oslo
      ends_at: new Date('2026-03-28T23:00:00Z'),
      rrule: 'FREQ=DAILY;UNTIL=20260331T220000Z',
      exdates: [new Date('2026-03-29T22:00:00Z')],
    });
    const parsed = parseIcs(feedIcs('demo', { series: [allDay], changed: [], singles: [] }, 'demo', NOW));
    const event = parsed.children.find((c) => c.name === 'VEVENT')!;
    expect(event.lines.find((l) => l.name === 'DTSTART')).toMatchObject({ value: '20260328' });
    expect(event.props.RRULE).toBe('FREQ=DAILY;UNTIL=20260401');
    expect(event.props.EXDATE).toBe('20260330');
  });

  it('writes one occurrence (the .ics download) in Europe/Oslo too', () => {
    const one = parseIcs(
      icsOf(
        'Ukentlig',
        [
          {
            key: '1',
            eventId: 1,
            occurrence: null,
            start: '2026-10-29T09:00:00.000Z',
            end: '2026-10-29T10:00:00.000Z',
            title: 'Ukentlig oppfølging',
            allDay: false,
            kind: 'meeting',
            location: null,
            videoMeeting: false,
            recurring: false,
            seriesId: null,
            recipientId: null,
            response: null,
            canEdit: false,
          },
        ],
        'demo',
        NOW,
      ),
    );
    const event = one.children.find((c) => c.name === 'VEVENT')!;
    expect(event.lines.find((l) => l.name === 'DTSTART')?.value).toBe('20261029T100000');
    expect(icsStarts(one, new Date('2026-10-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z'))).toHaveLength(
      1,
    );
  });
});
