import { describe, expect, it } from 'vitest';
import type { Occurrence } from './calendar-api';
import { MONTH_DAY_ENTRIES, thinMonth } from './month-entries';

const at = (key: string, start: string, end: string, allDay = false): Occurrence => ({
  key,
  eventId: Number(key),
  occurrence: null,
  start,
  end,
  title: key,
  allDay,
  kind: 'meeting',
  location: null,
  videoMeeting: false,
  recurring: false,
  seriesId: null,
  recipientId: null,
  response: null,
  canEdit: true,
});

describe('thinMonth', () => {
  it('keeps a full day to its first events and one "+n more" entry; all-day and multi-day events pass', () => {
    const busy = Array.from({ length: 7 }, (_, i) =>
      at(
        String(10 + i),
        `2026-12-03T${String(16 - i).padStart(2, '0')}:00:00`,
        `2026-12-03T${String(16 - i).padStart(2, '0')}:30:00`,
      ),
    );
    const quiet = [at('1', '2026-12-04T09:00:00', '2026-12-04T10:00:00')];
    const allDay = at('2', '2026-12-03T00:00:00', '2026-12-04T00:00:00', true);
    const twoDays = at('3', '2026-12-03T22:00:00', '2026-12-04T02:00:00');
    const { events, more } = thinMonth([...busy, ...quiet, allDay, twoDays]);
    expect(more).toEqual([{ day: '2026-12-03', count: 7 - (MONTH_DAY_ENTRIES - 1) }]);
    // The earliest ones of the busy day are kept.
    expect(events.map((e) => e.key).sort()).toEqual(['1', '15', '16', '2', '3']);
  });

  it('leaves a day that fits as it is', () => {
    const day = Array.from({ length: MONTH_DAY_ENTRIES }, (_, i) =>
      at(String(i), `2026-12-05T0${i + 1}:00:00`, `2026-12-05T0${i + 1}:30:00`),
    );
    expect(thinMonth(day)).toEqual({ events: day, more: [] });
  });
});
