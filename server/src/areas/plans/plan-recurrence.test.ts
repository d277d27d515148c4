// Issue 28 item 2: a plan's schedule in Europe/Oslo wall-clock time across daylight-saving changes,
// the cap of a rule that never ends, and a clear refusal of what is not a recurrence.
import { describe, expect, it } from 'vitest';
import { PLAN_HORIZON_DAYS, planRruleset } from '@portal/rules';
import { ApiError } from '../../http/api-error';
import { osloInstant, osloWall, readPlanSchedule } from './plan-recurrence';

const refusal = (text: string) => {
  try {
    readPlanSchedule(text);
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  throw new Error('not refused');
};

describe('a plan’s schedule', () => {
  it('keeps a weekly 09:00 in Oslo across the autumn change (07:00Z in summer, 08:00Z in winter)', () => {
    const schedule = readPlanSchedule(
      planRruleset({
        start: '2026-10-19T09:00',
        frequency: 'WEEKLY',
        interval: 1,
        weekdays: ['MO'],
        count: 3,
        exceptions: [],
      }),
    );
    const sends = schedule.between(new Date('2026-10-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'), 10);
    expect(sends.map((d) => d.toISOString())).toEqual([
      '2026-10-19T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2026-11-02T08:00:00.000Z',
    ]);
    expect(schedule.nextAfter(new Date('2026-10-19T07:00:00Z'))?.toISOString()).toBe(
      '2026-10-26T08:00:00.000Z',
    );
    expect(schedule.nextAfter(new Date('2026-11-02T08:00:00Z'))).toBeNull();
  });

  it('reads a DTSTART in UTC as the Oslo wall time it is, and leaves out exception dates', () => {
    const schedule = readPlanSchedule(
      'DTSTART:20270322T080000Z\nRRULE:FREQ=WEEKLY;COUNT=3\nEXDATE;TZID=Europe/Oslo:20270329T090000',
    );
    expect(
      schedule
        .between(new Date('2027-03-01T00:00:00Z'), new Date('2027-05-01T00:00:00Z'), 10)
        .map((d) => d.toISOString()),
    ).toEqual(['2027-03-22T08:00:00.000Z', '2027-04-05T07:00:00.000Z']);
  });

  it('turns wall times in the spring gap and the autumn repeat into instants', () => {
    expect(osloInstant(new Date('2027-03-28T02:30:00Z')).toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(osloInstant(new Date('2026-10-25T02:30:00Z')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(osloWall(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });

  it('caps a rule that never ends at the horizon', () => {
    const schedule = readPlanSchedule('DTSTART;TZID=Europe/Oslo:20270104T090000\nRRULE:FREQ=DAILY');
    const start = new Date('2027-01-04T08:00:00Z');
    const all = schedule.between(start, new Date(start.getTime() + 5 * 365 * 86_400_000), 5000);
    expect(all.length).toBe(PLAN_HORIZON_DAYS + 1);
    expect(schedule.nextAfter(all.at(-1)!)).toBeNull();
  });

  it('refuses what is not a recurrence, saying why', () => {
    expect(refusal('RRULE:FREQ=WEEKLY')).toContain('DTSTART');
    expect(refusal('DTSTART:20270104T080000Z\nRRULE:FREQ=SOMETIMES')).toContain('RFC 5545');
    expect(refusal('DTSTART:20270104T080000Z\nRRULE:FREQ=MINUTELY')).toContain('daily');
    expect(refusal('DTSTART:20270104T080000Z\nRRULE:FREQ=DAILY;COUNT=100000')).toContain('COUNT');
    expect(refusal('DTSTART;TZID=America/New_York:20270104T080000\nRRULE:FREQ=DAILY')).toContain(
      'Europe/Oslo',
    );
    expect(refusal('DTSTART:20271304T080000Z\nRRULE:FREQ=DAILY')).toContain('date');
    expect(refusal('DTSTART:20270104T080000Z\nX-FOO:bar')).toContain('X-FOO');
  });
});
