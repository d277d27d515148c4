import { describe, expect, it } from 'vitest';
import {
  entrySpan,
  formatMinutes,
  isoWeek,
  periodTotals,
  timeEntryInputSchema,
  weekStart,
} from './time-entry';

describe('a time registration', () => {
  it('is a duration or a start and an end, never half of one', () => {
    expect(entrySpan({ minutes: 30, start: null, end: null })).toEqual({
      ok: true,
      minutes: 30,
      start: null,
      end: null,
    });
    expect(entrySpan({ minutes: null, start: '09:15', end: '11:00' })).toMatchObject({
      ok: true,
      minutes: 105,
    });
    expect(entrySpan({ minutes: null, start: '09:15', end: null })).toEqual({
      ok: false,
      reason: 'durationRequired',
    });
    expect(entrySpan({ minutes: null, start: null, end: null })).toEqual({
      ok: false,
      reason: 'durationRequired',
    });
    expect(entrySpan({ minutes: null, start: '11:00', end: '11:00' })).toEqual({
      ok: false,
      reason: 'endBeforeStart',
    });
    expect(entrySpan({ minutes: 20, start: '11:00', end: '12:00' })).toEqual({
      ok: false,
      reason: 'durationMismatch',
    });
    expect(entrySpan({ minutes: null, start: '00:00', end: '24:00' })).toMatchObject({
      ok: true,
      minutes: 1440,
    });
  });

  it('refuses a date that does not exist and a time of day out of range', () => {
    const base = { activityType: 'meeting', minutes: 10 };
    expect(timeEntryInputSchema.safeParse({ ...base, date: '2030-02-29' }).success).toBe(false);
    expect(timeEntryInputSchema.safeParse({ ...base, date: '2028-02-29' }).success).toBe(true);
    expect(
      timeEntryInputSchema.safeParse({ ...base, date: '2030-01-01', start: '25:00', end: '26:00' }).success,
    ).toBe(false);
    expect(timeEntryInputSchema.safeParse({ ...base, date: '2030-01-01', minutes: 1441 }).success).toBe(
      false,
    );
    expect(timeEntryInputSchema.safeParse({ ...base, date: '2030-01-01', extra: 1 }).success).toBe(false);
  });

  it('sums by ISO week and by month', () => {
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(isoWeek('2026-11-29')).toBe(48);
    expect(isoWeek('2027-01-01')).toBe(53);
    const totals = periodTotals([
      { date: '2026-11-30', minutes: 60 },
      { date: '2026-11-29', minutes: 30 },
      { date: '2026-11-24', minutes: 15 },
      { date: '2026-12-01', minutes: 45 },
    ]);
    expect(totals.weeks).toEqual([
      { weekStart: '2026-11-30', week: 49, minutes: 105 },
      { weekStart: '2026-11-23', week: 48, minutes: 45 },
    ]);
    expect(totals.months).toEqual([
      { month: '2026-12', minutes: 45 },
      { month: '2026-11', minutes: 105 },
    ]);
    expect(totals.total).toBe(150);
    expect(formatMinutes(105)).toBe('1:45');
  });
});
