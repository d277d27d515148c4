// Recurrence (RFC 5545 RRULE through the rrule library), expanded in the portal's time zone so a
// weekly 10:00 meeting stays at 10:00 in Europe/Oslo on both sides of a daylight-saving change:
// the rule runs on wall-clock times (a Date whose UTC fields are Oslo's local fields), and each
// occurrence is turned back into an instant afterwards.
import * as rruleModule from 'rrule';
import { calendarError } from './calendar-errors';

// rrule ships CommonJS to Node (its ES build is for bundlers): there its names sit on the default export.
const lib = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;
const { RRule } = lib;
type RRuleOptions = NonNullable<ConstructorParameters<typeof rruleModule.RRule>[0]>;

export const CALENDAR_TIME_ZONE = 'Europe/Oslo';
/** A rule with no end is capped at this long after its first occurrence (and the answer says so). */
export const OPEN_RULE_CAP_DAYS = 365;
/** At most this many occurrences in a series. */
export const MAX_OCCURRENCES = 1000;
const DAY_MS = 86_400_000;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CALENDAR_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The zone's offset from UTC at an instant, in milliseconds (Oslo: +1 h in winter, +2 h in summer). */
export function zoneOffsetMs(instant: Date): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The wall-clock time in the zone, as a Date whose UTC fields carry it. */
export function toWall(instant: Date): Date {
  return new Date(instant.getTime() + zoneOffsetMs(instant));
}

/** The instant of a wall-clock time in the zone (a time in the spring gap moves forward an hour). */
export function fromWall(wall: Date): Date {
  const guess = wall.getTime() - zoneOffsetMs(wall);
  const offset = zoneOffsetMs(new Date(guess));
  const instant = wall.getTime() - offset;
  // In the gap the wall time does not exist: the later offset gives the time after the jump.
  return toWall(new Date(instant)).getTime() === wall.getTime()
    ? new Date(instant)
    : new Date(Math.max(instant, guess));
}

export interface CheckedRule {
  /** The rule as stored: RRULE parts only, with an end. */
  rrule: string;
  /** True when the rule had no end and an UNTIL was added. */
  capped: boolean;
  /** The last possible occurrence's bound. */
  until: Date | null;
}

const invalid = (detail: string) => calendarError(400, 'calendar.rruleInvalid', { detail });

function ruleOptions(text: string): Partial<RRuleOptions> {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (!body || /[\r\n]/.test(body)) throw invalid('give one RRULE line');
  const keys = body.split(';').map((part) => part.split('=')[0]?.toUpperCase() ?? '');
  const known = new Set([
    'FREQ',
    'INTERVAL',
    'COUNT',
    'UNTIL',
    'BYDAY',
    'BYMONTHDAY',
    'BYMONTH',
    'BYSETPOS',
    'WKST',
    'BYYEARDAY',
    'BYWEEKNO',
  ]);
  const unknown = keys.find((key) => !known.has(key));
  if (unknown !== undefined) throw invalid(`unknown part ${unknown.slice(0, 20)}`);
  if (new Set(keys).size !== keys.length) throw invalid('a part is repeated');
  let options: Partial<RRuleOptions>;
  try {
    options = RRule.parseString(body);
  } catch (error) {
    throw invalid(error instanceof Error ? error.message.slice(0, 80) : 'unreadable');
  }
  if (options.freq === undefined || options.freq === null) throw invalid('FREQ is missing');
  if (options.freq > RRule.DAILY) throw invalid('repeating more often than daily is not offered');
  if (options.interval !== undefined && (!Number.isInteger(options.interval) || options.interval < 1))
    throw invalid('INTERVAL must be a whole number of 1 or more');
  if (
    options.count !== undefined &&
    options.count !== null &&
    (!Number.isInteger(options.count) || options.count < 1)
  )
    throw invalid('COUNT must be a whole number of 1 or more');
  if (options.count && options.until) throw invalid('COUNT and UNTIL cannot both be given');
  if (options.until && Number.isNaN(options.until.getTime())) throw invalid('UNTIL is not a date');
  return options;
}

function formatUntil(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Checks a rule for an event starting at `start`: an invalid rule is refused (400
 * calendar.rruleInvalid); one with no end gets UNTIL a year on (capped: true); more than
 * MAX_OCCURRENCES, or an end before the start, is refused.
 */
export function checkRule(text: string, start: Date): CheckedRule {
  const options = ruleOptions(text);
  if (options.count && options.count > MAX_OCCURRENCES)
    throw calendarError(400, 'calendar.rruleTooMany', { max: MAX_OCCURRENCES });
  const body = text.trim().replace(/^RRULE:/i, '');
  if (options.until && options.until.getTime() < start.getTime())
    throw calendarError(400, 'calendar.rruleEndsBeforeStart');
  let rrule = body.toUpperCase();
  let capped = false;
  let until = options.until ?? null;
  if (!options.count && !options.until) {
    until = new Date(start.getTime() + OPEN_RULE_CAP_DAYS * DAY_MS);
    rrule = `${rrule};UNTIL=${formatUntil(until)}`;
    capped = true;
  }
  let count: number;
  try {
    count = expand(
      rrule,
      start,
      [],
      start,
      new Date(start.getTime() + 20 * 366 * DAY_MS),
      MAX_OCCURRENCES + 1,
    ).length;
  } catch (error) {
    throw invalid(error instanceof Error ? error.message.slice(0, 80) : 'unreadable');
  }
  if (count === 0) throw invalid('the rule gives no occurrence');
  if (count > MAX_OCCURRENCES) throw calendarError(400, 'calendar.rruleTooMany', { max: MAX_OCCURRENCES });
  if (options.count) until = null;
  return { rrule, capped, until };
}

/** A stored rule with UNTIL moved to just before `before` (for "this and following"). */
export function endRuleBefore(rrule: string, start: Date, before: Date): string {
  const parts = rrule.split(';').filter((part) => !/^(UNTIL|COUNT)=/i.test(part));
  const previous = expand(rrule, start, [], start, new Date(before.getTime() - 1000), MAX_OCCURRENCES).at(-1);
  const until = previous ?? new Date(before.getTime() - 1000);
  return [...parts, `UNTIL=${formatUntil(until)}`].join(';');
}

/** How many occurrences of a COUNT rule fall before `before` (to continue the count in a split). */
export function occurrencesBefore(rrule: string, start: Date, before: Date): number {
  return expand(rrule, start, [], start, new Date(before.getTime() - 1000), MAX_OCCURRENCES + 1).length;
}

/**
 * The starts of a series' occurrences that overlap [from, to): `durationMs` long each, the
 * exdates left out. Wall-clock expansion in Europe/Oslo.
 */
export function expand(
  rrule: string,
  start: Date,
  exdates: readonly Date[],
  from: Date,
  to: Date,
  limit = MAX_OCCURRENCES,
  durationMs = 0,
): Date[] {
  const options = RRule.parseString(rrule.replace(/^RRULE:/i, ''));
  const wallStart = toWall(start);
  const rule = new RRule({
    ...options,
    dtstart: wallStart,
    // UNTIL is an instant (UTC) in the text: the wall-clock run compares it as wall time.
    until: options.until ? toWall(options.until) : null,
  });
  const skipped = new Set(exdates.map((date) => date.getTime()));
  const found: Date[] = [];
  const wallFrom = toWall(new Date(from.getTime() - durationMs));
  const wallTo = toWall(to);
  rule.all((wall, index) => {
    if (index >= MAX_OCCURRENCES || wall.getTime() >= wallTo.getTime() || found.length >= limit) return false;
    if (wall.getTime() < wallFrom.getTime()) return true;
    const instant = fromWall(wall);
    const overlaps =
      durationMs > 0 ? instant.getTime() + durationMs > from.getTime() : instant.getTime() >= from.getTime();
    if (overlaps && instant.getTime() < to.getTime() && !skipped.has(instant.getTime())) found.push(instant);
    return true;
  });
  return found;
}
