import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatIsoDate, individualNumberRanges } from './birth-date';
import { generateSyntheticNationalId } from './synthetic-national-id';
import { validateNationalId } from './validate-national-id';

describe('generateSyntheticNationalId', () => {
  it('adds 80 to the month and the standard check digits', () => {
    expect(generateSyntheticNationalId('1985-07-15', 123)).toBe('15878512399');
  });

  it('takes the next individual number when the given one yields a check digit of 10', () => {
    // 158785 031 and 032 would need a 10 (verified independently); 033 is the next usable one.
    expect(generateSyntheticNationalId('1985-07-15', 31)).toBe('15878503381');
  });

  it('skips the gap between the ranges of a year (499 -> 900 for 1940-1999)', () => {
    expect(generateSyntheticNationalId('1985-07-05', 499)).toBe('05878590076');
  });

  it('wraps around to the lowest individual number of the year after the highest', () => {
    expect(generateSyntheticNationalId('2010-07-07', 999)).toBe('07871050001');
  });

  it.each([
    ['1985-02-30', 123],
    ['1985-7-15', 123],
    ['1853-12-31', 600],
    ['2040-01-01', 600],
    ['1985-07-15', 600],
    ['1985-07-15', -1],
    ['1985-07-15', 12.5],
    ['2010-07-15', 100],
  ])('rejects %s with individual number %d', (birthDate, individual) => {
    expect(() => generateSyntheticNationalId(birthDate, individual)).toThrow(RangeError);
  });

  it('always produces a valid synthetic number of the same birth date (property)', () => {
    const birthAndIndividual = fc
      .date({
        min: new Date(Date.UTC(1854, 0, 1)),
        max: new Date(Date.UTC(2039, 11, 31)),
        noInvalidDate: true,
      })
      .chain((date) => {
        const birthDate = formatIsoDate({
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
        });
        const ranges = individualNumberRanges(date.getUTCFullYear());
        const individual = fc.oneof(...ranges.map(([low, high]) => fc.integer({ min: low, max: high })));
        return fc.tuple(fc.constant(birthDate), individual);
      });
    fc.assert(
      fc.property(birthAndIndividual, ([birthDate, individual]) => {
        const value = generateSyntheticNationalId(birthDate, individual);
        expect(value).toMatch(/^\d{11}$/);
        expect(validateNationalId(value)).toEqual({
          valid: true,
          kind: 'synthetic',
          birthDate,
          dNumber: false,
          controlDigitRule: 'standard',
          centuryKnown: true,
        });
      }),
      { numRuns: 500 },
    );
  });
});
