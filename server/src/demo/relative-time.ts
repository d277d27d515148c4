// The demo data is dated relative to the moment it is loaded, so "coming days" stay in the future.
const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` from `now` (negative: in the past) at the given local hour and minute. */
export function daysFrom(now: Date, days: number, hour = 9, minute = 0): Date {
  const at = new Date(now.getTime() + days * DAY_MS);
  at.setHours(hour, minute, 0, 0);
  return at;
}

/** The calendar date (YYYY-MM-DD, local time) of a moment. */
export function calendarDate(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** A moment in the past: `hours` before `now`. */
export function hoursBefore(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * 60 * 60 * 1000);
}

/** RFC 5545 UTC date-time (20250101T090000Z), as rrule writes DTSTART. */
export function rfc5545(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
