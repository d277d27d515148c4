// The month a list shows and the duration a person types, read the same way everywhere.

/** Today as `YYYY-MM-DD` in the browser's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first and last day of a `YYYY-MM` month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const at = new Date(Date.UTC(year, index - 1 + delta, 1));
  return at.toISOString().slice(0, 7);
}

/** A month's name and year in the language's locale. */
export function monthLabel(month: string, locale: string): string {
  return new Date(`${month}-01T12:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A date's weekday, day and month in the language's locale. */
export function dayLabel(date: string, locale: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/**
 * The minutes of a typed duration: `1:30`, `1.5`, `1,5` (hours) or `90m`; null when it is none
 * (empty, zero, negative, over a day, or not a number).
 */
export function parseDuration(text: string): number | null {
  const typed = text.trim().toLowerCase();
  let minutes: number;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(typed);
  const onlyMinutes = /^(\d{1,4})\s*m(in)?$/.exec(typed);
  if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2]);
  else if (onlyMinutes) minutes = Number(onlyMinutes[1]);
  else if (/^\d{1,2}([.,]\d{1,2})?$/.test(typed)) minutes = Math.round(Number(typed.replace(',', '.')) * 60);
  else return null;
  return minutes > 0 && minutes <= 1440 ? minutes : null;
}
