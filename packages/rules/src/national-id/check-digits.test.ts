import { describe, it, expect } from 'vitest';
import { firstCheckDigitRule, isSecondCheckDigitValid, standardCheckDigits } from './check-digits';

const digitsOf = (value: string) => [...value].map(Number);

describe('standardCheckDigits', () => {
  it('computes the published example 311299567 -> 15 (fnrinfo.no)', () => {
    expect(standardCheckDigits(digitsOf('311299567'))).toEqual([1, 5]);
  });

  it('computes the 2032 example 020132999 -> 97 (Skatteetaten)', () => {
    expect(standardCheckDigits(digitsOf('020132999'))).toEqual([9, 7]);
  });

  it('gives null when k1 would be 10', () => {
    // A weighted sum with remainder 1 would need k1 = 10.
    const unusable = Array.from(
      { length: 1000 },
      (_, individual) => `150785${String(individual).padStart(3, '0')}`,
    ).find((nine) => {
      const digits = digitsOf(nine);
      const sum = [3, 7, 6, 1, 8, 9, 4, 5, 2].reduce(
        (total, weight, index) => total + weight * (digits[index] ?? 0),
        0,
      );
      return sum % 11 === 1;
    });
    expect(unusable).toBeDefined();
    expect(standardCheckDigits(digitsOf(unusable ?? ''))).toBeNull();
  });

  it('refuses anything but nine digits', () => {
    expect(standardCheckDigits(digitsOf('12345678'))).toBeNull();
  });
});

describe('firstCheckDigitRule', () => {
  it.each([
    ['30108299920', 'standard'],
    ['30108299939', 'from2032'],
    ['30108299947', 'from2032'],
    ['30108299955', 'from2032'],
    ['30108299963', null],
    ['30108299905', null],
  ] as const)('%s -> %s', (value, rule) => {
    expect(firstCheckDigitRule(digitsOf(value))).toBe(rule);
  });

  it('never accepts a number that is too short', () => {
    expect(firstCheckDigitRule(digitsOf('301082999'))).toBeNull();
  });
});

describe('isSecondCheckDigitValid', () => {
  it('checks k2 against the first ten digits, k1 included', () => {
    expect(isSecondCheckDigitValid(digitsOf('30108299939'))).toBe(true);
    expect(isSecondCheckDigitValid(digitsOf('30108299938'))).toBe(false);
    expect(isSecondCheckDigitValid(digitsOf('3010829993'))).toBe(false);
  });
});
