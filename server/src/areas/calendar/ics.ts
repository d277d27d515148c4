// iCalendar (issue 16, part 5) with ical-generator: a user's secret feed and one event as .ics.
// Times are written in Europe/Oslo (DTSTART;TZID=Europe/Oslo) with the zone's VTIMEZONE, through
// the library's timezone generator hook; a series is one VEVENT with its RRULE and EXDATEs, and each
// changed occurrence a VEVENT with the series' UID and a RECURRENCE-ID, so the other program
// repeats it itself, at the same wall-clock time on both sides of a daylight-saving change. The
// feed's secret is a random token in the path; only its SHA-256 is kept, and renewing replaces it
// (the old address stops at once).
import { createHash, randomBytes } from 'node:crypto';
import ical, { escape } from 'ical-generator';
import { liveTokenHolder } from '../../auth/token-holder';
import type { Queryable } from '../../db/database';
import type { Occurrence } from '@portal/rules';
import type { CalendarCaller, EventRow, feedRows } from './event-store';
import { CALENDAR_TIME_ZONE, toWall } from './recurrence';

export const FEED_PATH = '/api/calendar/feed/';

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret for the user's feed (replacing any earlier one); the token itself is returned once. */
export async function renewFeedToken(tx: Queryable, who: CalendarCaller): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO calendar_feed_tokens (user_id, customer_id, token_hash, created_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`,
    [who.userId, who.customerId, hashFeedToken(token)],
  );
  return token;
}

export async function feedCreatedAt(tx: Queryable, who: CalendarCaller): Promise<Date | null> {
  const { rows } = await tx.query<{ created_at: Date }>(
    'SELECT created_at FROM calendar_feed_tokens WHERE user_id = $1 AND customer_id = $2',
    [who.userId, who.customerId],
  );
  return rows[0]?.created_at ?? null;
}

export async function revokeFeedToken(tx: Queryable, who: CalendarCaller) {
  await tx.query('DELETE FROM calendar_feed_tokens WHERE user_id = $1 AND customer_id = $2', [
    who.userId,
    who.customerId,
  ]);
}

/** The user a token belongs to, in this tenant; null for an unknown or renewed token, or an inactive user or tenant. */
export async function feedOwner(
  tx: Queryable,
  customerId: number,
  token: string,
): Promise<CalendarCaller | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const { rows } = await tx.query<{ user_id: number }>(
    'SELECT user_id FROM calendar_feed_tokens WHERE token_hash = $1 AND customer_id = $2',
    [hashFeedToken(token), customerId],
  );
  const row = rows[0];
  // The address dies with its user and its tenant (issue 24.8).
  const holder = row ? await liveTokenHolder(tx, customerId, Number(row.user_id)) : null;
  return holder ? { customerId, userId: holder.userId, role: holder.role } : null;
}

export interface IcsEvent extends Occurrence {
  description?: string | null;
}

/**
 * Europe/Oslo's rules since 1996 (EU summer time: last Sunday of March 02:00 to last Sunday of
 * October 03:00), as tzdata's VTIMEZONE for the zone.
 */
const OSLO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** ical-generator's VTIMEZONE generator: the portal's zone (the only one it writes times in). */
export const vtimezoneOf = (zone: string): string | null =>
  zone === CALENDAR_TIME_ZONE ? OSLO_VTIMEZONE : null;

/**
 * An instant that ical-generator writes as Europe/Oslo wall-clock time, whatever the server's own
 * zone: the library's zoned-date protocol (the one date-fns' TZDate follows: `withTimeZone`, and
 * the local-time getters giving the zone's fields), so no date library is added for one zone.
 */
class OsloDate extends Date {
  readonly internal: Date;
  readonly timeZone = CALENDAR_TIME_ZONE;
  constructor(instant: Date) {
    super(instant.getTime());
    this.internal = toWall(instant);
  }
  withTimeZone(zone?: string | null): OsloDate {
    if (zone && zone !== CALENDAR_TIME_ZONE) throw new Error(`only ${CALENDAR_TIME_ZONE} is written`);
    return this;
  }
  tzComponents() {
    return { offset: (this.internal.getTime() - this.getTime()) / 60_000 };
  }
  override getFullYear() {
    return this.internal.getUTCFullYear();
  }
  override getMonth() {
    return this.internal.getUTCMonth();
  }
  override getDate() {
    return this.internal.getUTCDate();
  }
  override getHours() {
    return this.internal.getUTCHours();
  }
  override getMinutes() {
    return this.internal.getUTCMinutes();
  }
  override getSeconds() {
    return this.internal.getUTCSeconds();
  }
}

const oslo = (date: Date | string) => new OsloDate(new Date(date));
const utcText = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const wallText = (date: Date) => utcText(toWall(date)).replace(/Z$/, '');

/**
 * Issue 24.10: a text value for an iCalendar line. RFC 5545 TEXT holds no control characters but
 * the tab and line breaks, so the others are dropped; the library's escaping then writes line
 * breaks as \n and escapes \ ; , so no value can start a line of its own.
 */
export const icsText = (text: string) => text.replace(/(?![\t\r\n])\p{Cc}/gu, '');
const icsOptional = (text: string | null | undefined) => (text == null ? null : icsText(text));

function newCalendar(name: string, now: Date) {
  const calendar = ical({
    // ical-generator writes the calendar's name (NAME, X-WR-CALNAME) unescaped: escaped here with its own escape.
    name: escape(icsText(name), false),
    prodId: { company: 'portal', product: 'calendar', language: 'NO' },
    timezone: { name: CALENDAR_TIME_ZONE, generator: vtimezoneOf },
  });
  // ical-generator writes DTSTAMP in the calendar's zone; RFC 5545 wants it in UTC.
  return {
    calendar,
    text: () => calendar.toString().replace(/^DTSTAMP:\d{8}T\d{6}$/gm, `DTSTAMP:${utcText(now)}`),
  };
}

/** The occurrences as one VCALENDAR (one VEVENT each: the .ics of one occurrence). */
export function icsOf(name: string, occurrences: readonly IcsEvent[], host: string, now: Date): string {
  const { calendar, text } = newCalendar(name, now);
  for (const occurrence of occurrences) {
    const start = new Date(occurrence.start);
    calendar.createEvent({
      id: `${occurrence.eventId}-${start.getTime()}@${host}`,
      stamp: oslo(now),
      timezone: CALENDAR_TIME_ZONE,
      start: oslo(start),
      end: oslo(occurrence.end),
      allDay: occurrence.allDay,
      summary: icsText(occurrence.title),
      description: icsOptional(occurrence.description),
      location: icsOptional(occurrence.location),
    });
  }
  return text();
}

/** The RRULE and EXDATE lines of a series (UNTIL as a date for an all-day series). */
function repeatingLines(row: EventRow, deleted: readonly Date[]): string {
  // A stored rule was checked on its way in; only its printable ASCII is ever written (issue 24.10).
  let rule = (row.rrule ?? '').replace(/[^\x21-\x7e]/g, '');
  if (row.all_day)
    rule = rule.replace(/UNTIL=(\d{8}T\d{6}Z)/i, (_, until: string) => {
      const instant = new Date(
        `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}T${until.slice(9, 11)}:${until.slice(11, 13)}:${until.slice(13, 15)}Z`,
      );
      return `UNTIL=${wallText(instant).slice(0, 8)}`;
    });
  const lines = [`RRULE:${rule}`];
  if (deleted.length > 0)
    lines.push(
      row.all_day
        ? `EXDATE;VALUE=DATE:${deleted.map((d) => wallText(d).slice(0, 8)).join(',')}`
        : `EXDATE;TZID=${CALENDAR_TIME_ZONE}:${deleted.map(wallText).join(',')}`,
    );
  return lines.join('\r\n');
}

/** A user's feed: series with RRULE, EXDATE and RECURRENCE-ID overrides, and single events. */
export function feedIcs(
  name: string,
  feed: Awaited<ReturnType<typeof feedRows>>,
  host: string,
  now: Date,
): string {
  const { calendar, text } = newCalendar(name, now);
  const uid = (id: number) => `event-${id}@${host}`;
  const add = (row: EventRow, extra: { id: string; repeating?: string; recurrenceId?: Date }) =>
    calendar.createEvent({
      id: extra.id,
      stamp: oslo(now),
      timezone: CALENDAR_TIME_ZONE,
      start: oslo(row.starts_at),
      end: oslo(row.ends_at),
      allDay: row.all_day,
      summary: icsText(row.title),
      description: icsOptional(row.description),
      location: icsOptional(row.location),
      repeating: extra.repeating ?? null,
      recurrenceId: extra.recurrenceId ? oslo(extra.recurrenceId) : null,
    });
  for (const row of feed.series) {
    const changed = feed.changed.filter((c) => c.series_id === row.id);
    const moved = new Set(changed.map((c) => c.original_start?.getTime()));
    // A changed occurrence is its override, not an EXDATE (a program would drop the override too).
    const deleted = row.exdates.filter((d) => !moved.has(d.getTime()));
    add(row, { id: uid(row.id), repeating: repeatingLines(row, deleted) });
    for (const occurrence of changed)
      if (occurrence.original_start)
        add(occurrence, { id: uid(row.id), recurrenceId: occurrence.original_start });
  }
  for (const row of feed.singles) add(row, { id: uid(row.id) });
  return text();
}
