// The birth date inside a national identity number: the century from the individual number and
// the calendar check.

/** The century (1800, 1900, 2000) that the individual number gives a two-digit year, or null. */
export function centuryFromIndividualNumber(individualNumber: number, yearOfCentury: number): number | null {
  if (individualNumber >= 0 && individualNumber <= 499) return 1900;
  if (individualNumber >= 500 && individualNumber <= 749 && yearOfCentury >= 54) return 1800;
  if (individualNumber >= 500 && individualNumber <= 999 && yearOfCentury <= 39) return 2000;
  if (individualNumber >= 900 && individualNumber <= 999 && yearOfCentury >= 40) return 1900;
  return null;
}

/** The inclusive individual-number ranges used for people born in `year` (empty outside 1854-2039). */
export function individualNumberRanges(year: number): ReadonlyArray<readonly [number, number]> {
  if (year >= 1854 && year <= 1899) return [[500, 749]];
  if (year >= 1900 && year <= 1939) return [[0, 499]];
  if (year >= 1940 && year <= 1999)
    return [
      [0, 499],
      [900, 999],
    ];
  if (year >= 2000 && year <= 2039) return [[500, 999]];
  return [];
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD', the portable form of a birth date (no time zone involved). */
export function formatIsoDate({ year, month, day }: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Reads 'YYYY-MM-DD' as a real calendar date, or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? { year, month, day } : null;
}
