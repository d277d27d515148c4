import { describe, expect, it } from 'vitest';
import { monthRange, parseDuration, shiftMonth } from './period';

describe('periods and durations', () => {
  it('gives a month its first and last day, across years and leap years', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('reads 1:30, 1.5, 1,5 and 90m as ninety minutes and refuses what is no duration', () => {
    for (const text of ['1:30', '1.5', '1,5', '90m', ' 90 min ']) expect(parseDuration(text), text).toBe(90);
    for (const text of ['', '0', '0:00', '25', '1:75', 'abc', '-1', '1441m'])
      expect(parseDuration(text), text).toBeNull();
    expect(parseDuration('24:00')).toBe(1440);
  });
});
