import { describe, expect, it } from 'vitest';
import { addDays, hoursToMinutes, minutesToHours } from './plan-api';

describe('a plan’s hours and days', () => {
  it('reads typed hours as minutes, an empty field as none, and refuses what is not 0 to 24 hours', () => {
    expect(hoursToMinutes('4')).toBe(240);
    expect(hoursToMinutes('4,5')).toBe(270);
    expect(hoursToMinutes(' 7.25 ')).toBe(435);
    expect(hoursToMinutes('')).toBe(0);
    expect(hoursToMinutes('25')).toBeNull();
    expect(hoursToMinutes('fire')).toBeNull();
    expect(hoursToMinutes('-1')).toBeNull();
  });

  it('shows minutes as hours and counts days across months and years', () => {
    expect(minutesToHours(270)).toBe('4.5');
    expect(minutesToHours(0)).toBe('');
    expect(addDays('2026-12-28', 55)).toBe('2027-02-21');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
