// A small RFC 5545 reader for the tests (the feed and the .ics download are parsed back): unfolds
// lines, checks that every BEGIN has its END, and returns the components with their properties
// (the last value of each name in `props`, every line with its parameters in `lines`). `icsStarts`
// then expands the VEVENTs as a calendar program would: DTSTART in its TZID (Europe/Oslo, the zone
// the portal writes), RRULE, EXDATE, and RECURRENCE-ID overrides replacing their occurrence.
import { CALENDAR_TIME_ZONE, expand, fromWall } from './recurrence';

export interface IcsLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsComponent {
  name: string;
  props: Record<string, string>;
  lines: IcsLine[];
  children: IcsComponent[];
}

export function parseIcs(text: string): IcsComponent {
  if (!text.includes('\r\n')) throw new Error('iCalendar lines must end with CRLF');
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
  const stack: IcsComponent[] = [];
  let root: IcsComponent | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`not a content line: ${line}`);
    const [rawName = '', ...rawParams] = line.slice(0, colon).split(';');
    const name = rawName.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      const component: IcsComponent = { name: value, props: {}, lines: [], children: [] };
      stack.at(-1)?.children.push(component);
      stack.push(component);
      root ??= component;
    } else if (name === 'END') {
      if (stack.pop()?.name !== value) throw new Error(`END:${value} does not close the open component`);
    } else {
      const current = stack.at(-1);
      if (!current) throw new Error(`property outside a component: ${line}`);
      current.props[name] = value;
      const params = Object.fromEntries(
        rawParams.map((p) => [p.split('=')[0]?.toUpperCase() ?? '', p.slice(p.indexOf('=') + 1)]),
      );
      current.lines.push({ name, params, value });
    }
  }
  if (!root || stack.length > 0 || root.name !== 'VCALENDAR') throw new Error('not one whole VCALENDAR');
  if (root.props.VERSION !== '2.0' || !root.props.PRODID)
    throw new Error('VERSION:2.0 and PRODID are required');
  const zones = new Set(root.children.filter((c) => c.name === 'VTIMEZONE').map((c) => c.props.TZID ?? ''));
  for (const event of root.children.filter((c) => c.name === 'VEVENT')) {
    for (const required of ['UID', 'DTSTAMP', 'DTSTART'])
      if (!event.props[required]) throw new Error(`a VEVENT lacks ${required}`);
    if (!/^\d{8}T\d{6}Z$/.test(event.props.DTSTAMP ?? '')) throw new Error('DTSTAMP must be in UTC');
    for (const line of event.lines)
      if (line.params.TZID !== undefined && !zones.has(line.params.TZID))
        throw new Error(`${line.name} names TZID ${line.params.TZID} without its VTIMEZONE`);
  }
  return root;
}

/** A DATE-TIME or DATE value as an instant: UTC (Z), in its TZID (only the portal's zone), or a date. */
export function icsInstant(line: IcsLine | undefined, value = line?.value ?? ''): Date {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(value);
  if (!line || !m) throw new Error(`not a date: ${value}`);
  const wall = new Date(
    Date.UTC(
      Number(m[1]),
      Number(m[2]) - 1,
      Number(m[3]),
      Number(m[4] ?? 0),
      Number(m[5] ?? 0),
      Number(m[6] ?? 0),
    ),
  );
  if (m[7] === 'Z') return wall;
  const zone = line.params.TZID;
  if (zone !== undefined && zone !== CALENDAR_TIME_ZONE) throw new Error(`unexpected TZID ${zone}`);
  // A date or a time in Europe/Oslo (a floating time is read as Oslo's too).
  return fromWall(wall);
}

/** The starts of every VEVENT's occurrences in [from, to), by UID and SUMMARY, as a program shows them. */
export function icsStarts(
  root: IcsComponent,
  from: Date,
  to: Date,
): { uid: string; summary: string; start: Date }[] {
  const events = root.children.filter((c) => c.name === 'VEVENT');
  const line = (event: IcsComponent, name: string) => event.lines.find((l) => l.name === name);
  const overrides = events.filter((e) => line(e, 'RECURRENCE-ID'));
  const out: { uid: string; summary: string; start: Date }[] = [];
  for (const event of events) {
    if (line(event, 'RECURRENCE-ID')) continue;
    const uid = event.props.UID ?? '';
    const start = icsInstant(line(event, 'DTSTART'));
    const rrule = event.props.RRULE;
    if (!rrule) {
      if (start >= from && start < to) out.push({ uid, summary: event.props.SUMMARY ?? '', start });
      continue;
    }
    const exdates = event.lines
      .filter((l) => l.name === 'EXDATE')
      .flatMap((l) => l.value.split(',').map((v) => icsInstant(l, v)));
    const replaced = overrides
      .filter((o) => o.props.UID === uid)
      .map((o) => icsInstant(line(o, 'RECURRENCE-ID')).getTime());
    for (const occurrence of expand(rrule, start, exdates, from, to, 5000))
      if (!replaced.includes(occurrence.getTime()))
        out.push({ uid, summary: event.props.SUMMARY ?? '', start: occurrence });
  }
  for (const override of overrides) {
    const start = icsInstant(line(override, 'DTSTART'));
    if (start >= from && start < to)
      out.push({ uid: override.props.UID ?? '', summary: override.props.SUMMARY ?? '', start });
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}
