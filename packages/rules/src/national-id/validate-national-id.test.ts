import { describe, it, expect } from 'vitest';
import { isValidNationalId, validateNationalId } from './validate-national-id';

// Numbers computed independently of this code (a separate script applying the published mod-11
// formulas) or published by Skatteetaten ("Nytt fødselsnummer fra 2032": 02013299997,
// 30108299920, 30108299939) and fnrinfo.no (31129956715).
describe('validateNationalId, valid numbers', () => {
  it.each([
    ['15078512323', 'fnr', '1985-07-15', false],
    ['31129956715', 'fnr', '1899-12-31', false],
    ['29020050088', 'fnr', '2000-02-29', false],
    ['02013299997', 'fnr', '2032-01-02', false],
    ['30108299920', 'fnr', '1982-10-30', false],
    ['55078512317', 'dnr', '1985-07-15', true],
    ['15478512306', 'hnr', '1985-07-15', false],
    ['15528512485', 'hnr', '1985-12-15', false],
    ['15878512399', 'synthetic', '1985-07-15', false],
    ['55878512382', 'synthetic', '1985-07-15', true],
  ] as const)('%s is a valid %s born %s', (value, kind, birthDate, dNumber) => {
    expect(validateNationalId(value)).toEqual({
      valid: true,
      kind,
      birthDate,
      dNumber,
      controlDigitRule: 'standard',
      centuryKnown: true,
    });
  });

  it.each([
    ['30108299939', 1],
    ['30108299947', 2],
    ['30108299955', 3],
  ])('accepts %s under the 2032 rule (k1 remainder %i)', (value) => {
    const result = validateNationalId(value);
    expect(result).toMatchObject({
      valid: true,
      kind: 'fnr',
      controlDigitRule: 'from2032',
      centuryKnown: false,
    });
  });

  it('rejects a first check digit with remainder 4, beyond the 2032 rule', () => {
    expect(validateNationalId('30108299963')).toEqual({ valid: false, reason: 'firstCheckDigit' });
  });

  it('assumes 19xx when the individual number gives no century (numbers issued from 2032)', () => {
    expect(validateNationalId('15055080140')).toMatchObject({
      valid: true,
      birthDate: '1950-05-15',
      controlDigitRule: 'standard',
      centuryKnown: false,
    });
    expect(validateNationalId('15055080078')).toMatchObject({
      valid: true,
      birthDate: '1950-05-15',
      controlDigitRule: 'from2032',
    });
  });
});

describe('validateNationalId, invalid numbers', () => {
  it.each([
    ['', 'length'],
    ['1507851232', 'length'],
    ['150785123234', 'length'],
    ['1507851232a', 'notDigits'],
    ['15078 12323', 'notDigits'],
    ['150785-12323', 'notDigits'],
    ['-5078512323', 'notDigits'],
    ['15078512324', 'secondCheckDigit'],
    ['15078512363', 'firstCheckDigit'],
    ['45078512323', 'firstCheckDigit'],
    ['29020010027', 'date'], // 29 February 1900: no leap day
    ['32018512318', 'date'],
    ['15138512301', 'date'],
    ['31048512359', 'date'],
    ['72018512301', 'date'],
    ['15538512394', 'date'],
    ['00000000000', 'date'],
  ] as const)('%j is invalid: %s', (value, reason) => {
    expect(validateNationalId(value)).toEqual({ valid: false, reason });
    expect(isValidNationalId(value)).toBe(false);
  });
});

describe('validateNationalId, century from the individual number', () => {
  // An independent generator: the digits with the standard check digits, or null on a 10.
  const withChecks = (nine: string): string | null => {
    const digits = [...nine].map(Number);
    const check = (weights: number[], values: number[]) => {
      const sum = weights.reduce((total, weight, index) => total + weight * (values[index] ?? 0), 0);
      const digit = 11 - (sum % 11);
      return digit === 11 ? 0 : digit;
    };
    const k1 = check([3, 7, 6, 1, 8, 9, 4, 5, 2], digits);
    const k2 = check([5, 4, 3, 2, 7, 6, 5, 4, 3, 2], [...digits, k1]);
    return k1 === 10 || k2 === 10 ? null : `${nine}${k1}${k2}`;
  };
  const firstValid = (datePart: string, from: number): string => {
    for (let individual = from; individual < 1000; individual += 1) {
      const candidate = withChecks(datePart + String(individual).padStart(3, '0'));
      if (candidate) return candidate;
    }
    throw new Error('no candidate');
  };

  it.each([
    ['010170', 0, '1970-01-01'],
    ['010170', 400, '1970-01-01'],
    ['010170', 900, '1970-01-01'],
    ['010160', 500, '1860-01-01'],
    ['010110', 500, '2010-01-01'],
    ['010139', 950, '2039-01-01'],
    ['010199', 700, '1899-01-01'],
  ])('%s with individual number from %i is born %s', (datePart, from, birthDate) => {
    expect(validateNationalId(firstValid(datePart, from))).toMatchObject({ valid: true, birthDate });
  });
});
