// Synthetic national identity numbers (month + 80, as in Skatteetaten's Tenor test data) for demo
// and test data: they pass every check but can never belong to a real person.
import { individualNumberRanges, parseIsoDate } from './birth-date';
import { standardCheckDigits } from './check-digits';

const SYNTHETIC_MONTH_OFFSET = 80;

/** Every individual number usable for `year`, ascending, starting at `first` and wrapping around. */
function individualNumbersFrom(year: number, first: number): number[] {
  const all = individualNumberRanges(year).flatMap(([low, high]) =>
    Array.from({ length: high - low + 1 }, (_, index) => low + index),
  );
  const start = all.indexOf(first);
  return [...all.slice(start), ...all.slice(0, start)];
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A valid synthetic number for a birth date ('YYYY-MM-DD', years 1854-2039) and an individual
 * number (0-999, in the range used for that year). When that individual number gives a check digit
 * of 10, the next usable individual number is taken (wrapping around to the lowest).
 * Throws a RangeError for a date or individual number that no number can carry.
 */
export function generateSyntheticNationalId(birthDate: string, individualNumber: number): string {
  const date = parseIsoDate(birthDate);
  if (date === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${birthDate}`);
  const inRange = individualNumberRanges(date.year).some(
    ([low, high]) =>
      Number.isInteger(individualNumber) && individualNumber >= low && individualNumber <= high,
  );
  if (!inRange) {
    throw new RangeError(`Individual number ${individualNumber} is not used for people born in ${date.year}`);
  }

  const datePart =
    twoDigits(date.day) + twoDigits(date.month + SYNTHETIC_MONTH_OFFSET) + twoDigits(date.year % 100);
  for (const candidate of individualNumbersFrom(date.year, individualNumber)) {
    const nine = datePart + String(candidate).padStart(3, '0');
    const checks = standardCheckDigits([...nine].map(Number));
    if (checks !== null) return nine + checks.join('');
  }
  throw new RangeError(`No individual number gives valid check digits on ${birthDate}`);
}
