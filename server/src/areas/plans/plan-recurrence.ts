// Issue 28 item 2: a plan's schedule, an RFC 5545 recurrence set (DTSTART, RRULE, RDATE, EXDATE), read
// in Europe/Oslo wall-clock time through the rrule library, so a weekly 09:00 send stays at 09:00 on
// both sides of a daylight-saving change. A DTSTART in UTC (`…Z`) is turned into Oslo's wall clock
// first. The cap: nothing later than PLAN_HORIZON_DAYS after the start, COUNT at most
// PLAN_MAX_OCCURRENCES; a rule that never ends simply stops at the horizon.
import * as rruleModule from 'rrule';
import { PLAN_HORIZON_DAYS, PLAN_MAX_OCCURRENCES, PLAN_TIME_ZONE } from '@portal/rules';
import { planError } from './plan-errors';

// rrule ships CommonJS to Node: there its names sit on the default export.
const lib = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;
const { RRule, RRuleSet } = lib;

const DAY_MS = 86_400_000;
const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PLAN_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Oslo's offset from UTC at an instant, from the zone's own name for it ("GMT+02:00"). */
function osloOffsetMs(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
}

/** The Oslo wall-clock time of an instant, as a Date whose UTC fields carry it. */
export const osloWall = (instant: Date) => new Date(instant.getTime() + osloOffsetMs(instant));

/**
 * The instant of an Oslo wall-clock time. Oslo is UTC+2 in summer and UTC+1 in winter: the autumn's
 * repeated hour takes its first (summer) instant, a time in the spring gap the winter offset.
 */
export function osloInstant(wall: Date): Date {
  for (const hours of [2, 1]) {
    const instant = new Date(wall.getTime() - hours * 3_600_000);
    if (osloWall(instant).getTime() === wall.getTime()) return instant;
  }
  return new Date(wall.getTime() - 3_600_000);
}

const invalid = (detail: string) => planError(400, 'plans.rruleInvalid', { detail });

/** A DATE-TIME value of a DTSTART, RDATE or EXDATE line, as an Oslo wall-clock Date. */
function wallTime(params: string, value: string): Date {
  const tzid = /TZID=([^;:]+)/i.exec(params)?.[1];
  if (tzid !== undefined && tzid.toLowerCase() !== PLAN_TIME_ZONE.toLowerCase())
    throw invalid(`only TZID=${PLAN_TIME_ZONE} is read`);
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value.trim());
  if (!m) throw invalid(`"${value.slice(0, 30)}" is not a date-time`);
  const fields = m.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(fields[0], fields[1] - 1, fields[2], fields[3], fields[4], fields[5]);
  if (
    Number.isNaN(utc) ||
    new Date(utc).getUTCDate() !== fields[2] ||
    new Date(utc).getUTCMonth() !== fields[1] - 1
  )
    throw invalid(`"${value}" is not a date`);
  return m[7] === 'Z' ? osloWall(new Date(utc)) : new Date(utc);
}

interface Lines {
  start: Date;
  rules: string[];
  rdates: Date[];
  exdates: Date[];
}

function splitLines(text: string): Lines {
  const lines: Lines = { start: new Date(NaN), rules: [], rdates: [], exdates: [] };
  let starts = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(':');
    if (colon < 0) throw invalid(`"${line.slice(0, 30)}" has no value`);
    const [head = '', ...params] = line.slice(0, colon).split(';');
    const name = head.toUpperCase();
    const value = line.slice(colon + 1);
    const dates = () => value.split(',').map((v) => wallTime(params.join(';'), v));
    if (name === 'DTSTART') {
      starts += 1;
      lines.start = wallTime(params.join(';'), value);
    } else if (name === 'RRULE') lines.rules.push(value);
    else if (name === 'RDATE') lines.rdates.push(...dates());
    else if (name === 'EXDATE') lines.exdates.push(...dates());
    else throw invalid(`the line ${name.slice(0, 20)} is not read`);
  }
  if (starts !== 1) throw invalid('give one DTSTART line');
  if (lines.rules.length === 0 && lines.rdates.length === 0) throw invalid('give an RRULE or RDATE line');
  if (lines.rules.length > 5) throw invalid('at most five RRULE lines');
  return lines;
}

function ruleOf(body: string, start: Date, horizon: Date) {
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(body);
  } catch (error) {
    throw invalid(error instanceof Error ? error.message.slice(0, 80) : 'unreadable RRULE');
  }
  if (options.freq === undefined || options.freq === null) throw invalid('FREQ is missing');
  if (options.freq > RRule.DAILY) throw invalid('sending more often than daily is not offered');
  if (options.dtstart || options.tzid) throw invalid('DTSTART and TZID belong on their own line');
  if (options.count !== undefined && options.count !== null && options.count > PLAN_MAX_OCCURRENCES)
    throw invalid(`COUNT is at most ${PLAN_MAX_OCCURRENCES}`);
  if (options.interval !== undefined && (!Number.isInteger(options.interval) || options.interval < 1))
    throw invalid('INTERVAL must be a whole number of 1 or more');
  // UNTIL in UTC (…Z) is an instant: compared as Oslo wall time. Never past the horizon.
  const until = options.until
    ? /UNTIL=[0-9T]+Z/i.test(body)
      ? osloWall(options.until)
      : options.until
    : horizon;
  return new RRule({ ...options, dtstart: start, until: until < horizon ? until : horizon });
}

export interface PlanSchedule {
  /** The first send strictly after `after` (an instant), or null when the schedule has ended. */
  nextAfter(after: Date): Date | null;
  /** The sends in [from, to), at most `limit`. */
  between(from: Date, to: Date, limit: number): Date[];
}

/** Reads a recurrence set; refuses (400 plans.rruleInvalid, with the reason) what it cannot read. */
export function readPlanSchedule(text: string): PlanSchedule {
  const lines = splitLines(text);
  if (Number.isNaN(lines.start.getTime())) throw invalid('DTSTART is not a date-time');
  const horizon = new Date(lines.start.getTime() + PLAN_HORIZON_DAYS * DAY_MS);
  const set = new RRuleSet();
  for (const body of lines.rules) set.rrule(ruleOf(body, lines.start, horizon));
  for (const date of lines.rdates) if (date <= horizon) set.rdate(date);
  for (const date of lines.exdates) set.exdate(date);
  try {
    set.after(lines.start, true);
  } catch (error) {
    throw invalid(error instanceof Error ? error.message.slice(0, 80) : 'unreadable');
  }
  return {
    nextAfter(after) {
      const wall = set.after(osloWall(after), false);
      if (!wall) return null;
      const instant = osloInstant(wall);
      // A wall time in the autumn's repeated hour may map to the same instant: step past it.
      return instant > after ? instant : this.nextAfter(new Date(after.getTime() + 3_600_000));
    },
    between(from, to, limit) {
      const found: Date[] = [];
      set.between(osloWall(from), osloWall(to), true, (wall) => {
        if (found.length >= limit) return false;
        const instant = osloInstant(wall);
        if (instant >= from && instant < to) found.push(instant);
        return true;
      });
      return found;
    },
  };
}
