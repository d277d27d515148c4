// The two mod-11 check digits of a Norwegian national identity number, under the standard rule
// and under the rule for numbers issued from 2032 (Skatteetaten, "Nytt fødselsnummer fra 2032").
const K1_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2] as const;
const K2_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** 'standard': remainder 0 with k1 counted; 'from2032': remainder 1, 2 or 3 (new numbers only). */
export type ControlDigitRule = 'standard' | 'from2032';

function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  // A missing digit makes the sum NaN, which no check accepts.
  return weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? Number.NaN), 0);
}

/** 11 - (sum mod 11), where 11 becomes 0 and 10 (no usable digit) gives null. */
function mod11CheckDigit(digits: readonly number[], weights: readonly number[]): number | null {
  const check = (11 - (weightedSum(digits, weights) % 11)) % 11;
  return check === 10 || Number.isNaN(check) ? null : check;
}

/**
 * Which rule accepts the first check digit (the 10th digit) of an 11-digit number, or null.
 * With k1 itself weighted 1, the remainder of the sum mod 11 is 0 under the standard rule; from
 * 2032, k1 may be any of {11, 12, 13, 14} minus the remainder, i.e. a remainder of 0, 1, 2 or 3.
 */
export function firstCheckDigitRule(digits: readonly number[]): ControlDigitRule | null {
  const remainder = (weightedSum(digits, K1_WEIGHTS) + (digits[9] ?? Number.NaN)) % 11;
  if (remainder === 0) return 'standard';
  if (remainder >= 1 && remainder <= 3) return 'from2032';
  return null;
}

/** The second check digit (the 11th digit) is the standard mod-11 digit of the first ten. */
export function isSecondCheckDigitValid(digits: readonly number[]): boolean {
  const expected = mod11CheckDigit(digits.slice(0, 10), K2_WEIGHTS);
  return expected !== null && expected === digits[10];
}

/**
 * The two check digits of nine leading digits under the standard rule, or null when either would
 * be 10 (that individual number cannot be used on that date).
 */
export function standardCheckDigits(nineDigits: readonly number[]): readonly [number, number] | null {
  if (nineDigits.length !== 9) return null;
  const k1 = mod11CheckDigit(nineDigits, K1_WEIGHTS);
  if (k1 === null) return null;
  const k2 = mod11CheckDigit([...nineDigits, k1], K2_WEIGHTS);
  return k2 === null ? null : [k1, k2];
}
