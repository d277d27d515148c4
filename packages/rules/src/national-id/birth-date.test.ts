import { describe, it, expect } from 'vitest';
import {
  centuryFromIndividualNumber,
  daysInMonth,
  formatIsoDate,
  individualNumberRanges,
  isCalendarDate,
  parseIsoDate,
} from './birth-date';

describe('centuryFromIndividualNumber', () => {
  it.each([
    [0, 0, 1900],
    [499, 99, 1900],
    [500, 54, 1800],
    [749, 99, 1800],
    [500, 0, 2000],
    [999, 39, 2000],
    [900, 40, 1900],
    [999, 99, 1900],
    [500, 40, null],
    [749, 53, null],
    [750, 40, null],
    [899, 99, null],
  ])('individual %i, year %i -> %s', (individual, year, century) => {
    expect(centuryFromIndividualNumber(individual, year)).toBe(century);
  });
});

describe('individualNumberRanges', () => {
  it.each([
    [1853, []],
    [1854, [[500, 749]]],
    [1899, [[500, 749]]],
    [1900, [[0, 499]]],
    [1939, [[0, 499]]],
    [
      1940,
      [
        [0, 499],
        [900, 999],
      ],
    ],
    [
      1999,
      [
        [0, 499],
        [900, 999],
      ],
    ],
    [2000, [[500, 999]]],
    [2039, [[500, 999]]],
    [2040, []],
  ])('%i -> %j', (year, ranges) => {
    expect(individualNumberRanges(year)).toEqual(ranges);
  });

  it('agrees with centuryFromIndividualNumber for every year and individual number', () => {
    for (let year = 1854; year <= 2039; year += 1) {
      for (const [low, high] of individualNumberRanges(year)) {
        for (let individual = low; individual <= high; individual += 1) {
          expect(centuryFromIndividualNumber(individual, year % 100)).toBe(year - (year % 100));
        }
      }
    }
  });
});

describe('calendar dates', () => {
  it('knows leap years', () => {
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it.each([
    [2023, 1, 31, true],
    [2023, 4, 31, false],
    [2023, 0, 1, false],
    [2023, 13, 1, false],
    [2023, 1, 0, false],
    [2023, 1.5, 1, false],
  ])('%i-%i-%i is a date: %s', (year, month, day, expected) => {
    expect(isCalendarDate(year, month, day)).toBe(expected);
  });

  it('formats and parses YYYY-MM-DD', () => {
    expect(formatIsoDate({ year: 1899, month: 1, day: 5 })).toBe('1899-01-05');
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('1900-02-29')).toBeNull();
    expect(parseIsoDate('2000-2-29')).toBeNull();
    expect(parseIsoDate('not a date')).toBeNull();
  });
});
