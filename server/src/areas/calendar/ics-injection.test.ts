// Issue 24.10: no value can write a line of its own into iCalendar text. A title, description,
// location or calendar name with CR/LF (and other control characters) stays inside its one
// property: the library's escaping writes line breaks as \n, the others are dropped.
import { describe, expect, it } from 'vitest';
import type { EventRow } from './event-store';
import { feedIcs, icsOf } from './ics';
import { parseIcs } from './ics-parse';

const EVIL = 'Møte\r\nUID:evil@attacker\r\nATTACH:https://attacker.example/x\nEND:VEVENT\rX-A:1\u0000\u000b\u001b';
const NOW = new Date('2026-10-01T12:00:00Z');

/** The content lines (unfolded), and the names of the properties they carry. */
const linesOf = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);

function expectContained(text: string) {
  const lines = linesOf(text);
  expect(lines.filter((l) => /^(UID:evil|ATTACH|X-A)/.test(l))).toEqual([]);
  expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(lines.filter((l) => l === 'BEGIN:VEVENT').length);
  // eslint-disable-next-line no-control-regex -- the point: no control character but CR LF between lines
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f]/);
  parseIcs(text);
}

describe('iCalendar values are escaped', () => {
  it('the one-event .ics: the calendar name, title, description and location', () => {
    const text = icsOf(
      EVIL,
      [
        {
          key: '1',
          eventId: 1,
          occurrence: null,
          start: '2026-10-15T08:00:00.000Z',
          end: '2026-10-15T09:00:00.000Z',
          title: EVIL,
          description: EVIL,
          allDay: false,
          kind: 'meeting',
          location: EVIL,
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
    );
    expectContained(text);
    const event = parseIcs(text).children.find((c) => c.name === 'VEVENT')!;
    expect(event.props.SUMMARY).toBe('Møte\\nUID:evil@attacker\\nATTACH:https://attacker.example/x\\nEND:VEVENT\\nX-A:1');
    expect(linesOf(text).find((l) => l.startsWith('X-WR-CALNAME:'))).toBe(
      'X-WR-CALNAME:Møte\\nUID:evil@attacker\\nATTACH:https://attacker.example/x\\nEND:VEVENT\\nX-A:1',
    );
  });

  it('the feed: every event, and a stored rule never carries a line break', () => {
    const row: EventRow = {
      id: 1,
      title: EVIL,
      description: EVIL,
      location: EVIL,
      starts_at: new Date('2026-10-15T08:00:00Z'),
      ends_at: new Date('2026-10-15T09:00:00Z'),
      all_day: false,
      kind: 'meeting',
      video_meeting: false,
      reminder_minutes: null,
      rrule: 'FREQ=WEEKLY;COUNT=2\r\nATTACH:https://attacker.example/y',
      exdates: [],
      series_id: null,
      original_start: null,
      recipient_id: null,
      created_by: 1,
      my_response: 'accepted',
    };
    const text = feedIcs(EVIL, { series: [row], changed: [], singles: [{ ...row, id: 2, rrule: null }] }, 'demo', NOW);
    expectContained(text);
  });
});
