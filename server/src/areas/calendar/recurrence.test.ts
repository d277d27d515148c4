// Recurrence in Europe/Oslo: wall-clock times survive daylight-saving changes, bad rules are
// refused, an open rule is capped at a year and says so.
import { describe, expect, it } from 'vitest';
import { checkRule, endRuleBefore, expand, fromWall, toWall } from './recurrence';

const oslo = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    hourCycle: 'h23',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

describe('recurrence in Europe/Oslo', () => {
  it('keeps a weekly 10:00 meeting at 10:00 across the autumn and spring changes', () => {
    // Thursday 2026-10-15 10:00 in Oslo (summer time, UTC+2) = 08:00Z
    const start = new Date('2026-10-15T08:00:00Z');
    const weeks = expand('FREQ=WEEKLY;COUNT=30', start, [], start, new Date('2027-06-01T00:00:00Z'));
    expect(weeks).toHaveLength(30);
    for (const occurrence of weeks) expect(oslo(occurrence.toISOString())).toBe('Thu 10:00');
    // After 25 October 2026 Oslo is UTC+1: 10:00 is 09:00Z.
    expect(weeks[2]?.toISOString()).toBe('2026-10-29T09:00:00.000Z');
    // After 28 March 2027 it is UTC+2 again.
    expect(weeks.find((d) => d > new Date('2027-03-29'))?.getUTCHours()).toBe(8);
  });

  it('keeps a daily 02:30 event sensible on the night the clocks jump forward', () => {
    const start = new Date('2027-03-26T01:30:00Z'); // 02:30 Oslo winter time
    const days = expand('FREQ=DAILY;COUNT=4', start, [], start, new Date('2027-04-01T00:00:00Z'));
    expect(days).toHaveLength(4);
    // 28 March 02:30 does not exist in Oslo: it moves to 03:30 summer time (01:30Z).
    expect(days.map((d) => oslo(d.toISOString()))).toEqual([
      'Fri 02:30',
      'Sat 02:30',
      'Sun 03:30',
      'Mon 02:30',
    ]);
  });

  it('round-trips wall-clock times', () => {
    const instant = new Date('2026-07-01T12:34:00Z');
    expect(fromWall(toWall(instant)).toISOString()).toBe(instant.toISOString());
  });

  it('refuses invalid rules with calendar.rruleInvalid', () => {
    for (const rule of [
      '',
      'FREQ=SOMETIMES',
      'BYDAY=MO',
      'FREQ=DAILY;COLOUR=RED',
      'FREQ=DAILY;INTERVAL=0',
      'FREQ=DAILY;COUNT=2;UNTIL=20270101T000000Z',
      'FREQ=HOURLY;COUNT=3',
      'FREQ=DAILY\nDTSTART:2026',
    ])
      expect(() => checkRule(rule, new Date('2026-11-01T09:00:00Z')), rule).toThrow(
        expect.objectContaining({ code: 'calendar.rruleInvalid' }),
      );
    expect(() => checkRule('FREQ=DAILY;COUNT=5000', new Date())).toThrow(
      expect.objectContaining({ code: 'calendar.rruleTooMany' }),
    );
  });

  it('caps a rule with no end at a year and says so', () => {
    const start = new Date('2026-11-02T09:00:00Z');
    const checked = checkRule('FREQ=WEEKLY;BYDAY=MO', start);
    expect(checked.capped).toBe(true);
    expect(checked.rrule).toMatch(/^FREQ=WEEKLY;BYDAY=MO;UNTIL=2027110\dT090000Z$/);
    expect(checkRule('FREQ=WEEKLY;COUNT=4', start).capped).toBe(false);
  });

  it('ends a series just before an occurrence (this and following)', () => {
    const start = new Date('2026-11-02T09:00:00Z');
    const ended = endRuleBefore('FREQ=WEEKLY;COUNT=10', start, new Date('2026-11-23T09:00:00Z'));
    expect(expand(ended, start, [], start, new Date('2027-06-01'))).toHaveLength(3);
  });
});
