// The month view's entries and the ranges read ahead (issue 16, figure: a month with 1,000 events
// drawn in 300 ms).
import type { Occurrence } from './calendar-api';

/**
 * In the month view a day shows at most this many entries: the first events, then one "+n more"
 * entry that opens the day. FullCalendar's own `dayMaxEvents` still builds (and measures) every
 * event of the month in the DOM, hidden: with 1,000 events that is a second of layout on each
 * navigation, back to a month already read as much as to a new one.
 */
export const MONTH_DAY_ENTRIES = 3;

/** The browser's local date of an instant (FullCalendar places events by it), as YYYY-MM-DD. */
function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The month view's entries: a day with more timed events than fit keeps its first ones and gets one
 * "+n more" entry for the rest. All-day and multi-day events always pass (FullCalendar lays them
 * out across days).
 */
export function thinMonth(all: readonly Occurrence[]): {
  events: Occurrence[];
  more: { day: string; count: number }[];
} {
  const byDay = new Map<string, Occurrence[]>();
  const events: Occurrence[] = [];
  for (const o of all) {
    const day = localDay(o.start);
    if (o.allDay || localDay(new Date(Date.parse(o.end) - 1).toISOString()) !== day) {
      events.push(o);
      continue;
    }
    const list = byDay.get(day) ?? [];
    list.push(o);
    byDay.set(day, list);
  }
  const more: { day: string; count: number }[] = [];
  for (const [day, list] of byDay) {
    if (list.length <= MONTH_DAY_ENTRIES) {
      events.push(...list);
      continue;
    }
    list.sort((a, b) => a.start.localeCompare(b.start));
    events.push(...list.slice(0, MONTH_DAY_ENTRIES - 1));
    more.push({ day, count: list.length - (MONTH_DAY_ENTRIES - 1) });
  }
  return { events, more };
}

const plusDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/**
 * The ranges FullCalendar asks for before and after the one shown (month: six weeks from the Monday
 * on or before the 1st; week, list and day: moved by their own length), to be read ahead.
 */
export function neighbourRanges(
  view: string,
  currentStart: Date,
  range: { from: Date; to: Date },
): { from: Date; to: Date }[] {
  if (view === 'dayGridMonth') {
    return [-1, 1].map((step) => {
      const first = new Date(currentStart.getFullYear(), currentStart.getMonth() + step, 1);
      const from = plusDays(first, -((first.getDay() + 6) % 7));
      return { from, to: plusDays(from, 42) };
    });
  }
  const days = Math.round((range.to.getTime() - range.from.getTime()) / 86_400_000);
  return [-days, days].map((step) => ({ from: plusDays(range.from, step), to: plusDays(range.to, step) }));
}
