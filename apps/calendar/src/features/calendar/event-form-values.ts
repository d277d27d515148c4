// The event form's fields (local date and time strings, a simple repeat choice) and their
// conversion to and from what the server takes. The server checks everything again.
import type { EventDetails, EventInput, EventKind } from './calendar-api';

export type RepeatChoice = 'none' | 'daily' | 'weekly' | 'monthly' | 'custom';

export interface EventFields {
  title: string;
  kind: EventKind;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  location: string;
  videoMeeting: boolean;
  description: string;
  repeat: RepeatChoice;
  repeatCount: string;
  customRule: string;
  participantIds: number[];
  recipientId: string;
  reminder: string;
  planId: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const timeOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
const DAY_MS = 86_400_000;

function repeatOf(rrule: string | null): Pick<EventFields, 'repeat' | 'repeatCount' | 'customRule'> {
  if (!rrule) return { repeat: 'none', repeatCount: '', customRule: '' };
  const simple = /^FREQ=(DAILY|WEEKLY|MONTHLY)(?:;COUNT=(\d+))?$/i.exec(rrule);
  if (simple)
    return {
      repeat: simple[1]!.toLowerCase() as RepeatChoice,
      repeatCount: simple[2] ?? '',
      customRule: rrule,
    };
  return { repeat: 'custom', repeatCount: '', customRule: rrule };
}

export function emptyFields(
  start: Date,
  end: Date,
  allDay = false,
  recipientId: number | null = null,
): EventFields {
  const shownEnd = allDay ? new Date(end.getTime() - DAY_MS) : end;
  return {
    title: '',
    kind: 'meeting',
    allDay,
    startDate: dateOf(start),
    startTime: timeOf(start),
    endDate: dateOf(shownEnd < start ? start : shownEnd),
    endTime: timeOf(end),
    location: '',
    videoMeeting: false,
    description: '',
    repeat: 'none',
    repeatCount: '',
    customRule: '',
    participantIds: [],
    recipientId: recipientId === null ? '' : String(recipientId),
    reminder: '',
    planId: '',
  };
}

/** The fields of an event, showing the occurrence that was opened (its own start and end). */
export function fieldsOf(details: EventDetails, occurrenceStart: string | null): EventFields {
  const duration = Date.parse(details.end) - Date.parse(details.start);
  const start = new Date(occurrenceStart ?? details.start);
  const end = new Date(start.getTime() + duration);
  return {
    ...emptyFields(start, end, details.allDay),
    title: details.title,
    kind: details.kind,
    location: details.location ?? '',
    videoMeeting: details.videoMeeting,
    description: details.description ?? '',
    ...repeatOf(details.rrule),
    participantIds: details.participants.map((p) => p.userId),
    recipientId: details.recipientId === null ? '' : String(details.recipientId),
    reminder: details.reminderMinutes === null ? '' : String(details.reminderMinutes),
    planId: details.planId === null ? '' : String(details.planId),
  };
}

export function ruleOf(fields: EventFields): string | null {
  if (fields.repeat === 'none') return null;
  if (fields.repeat === 'custom') return fields.customRule.trim() || null;
  const count = fields.repeatCount.trim();
  return `FREQ=${fields.repeat.toUpperCase()}${count ? `;COUNT=${count}` : ''}`;
}

/** What the server takes; local dates and times become instants (an all-day end is exclusive). */
export function inputOfFields(fields: EventFields): EventInput {
  const start = fields.allDay
    ? new Date(`${fields.startDate}T00:00`)
    : new Date(`${fields.startDate}T${fields.startTime || '00:00'}`);
  const end = fields.allDay
    ? new Date(new Date(`${fields.endDate}T00:00`).getTime() + DAY_MS)
    : new Date(`${fields.endDate}T${fields.endTime || '00:00'}`);
  const valid = (d: Date) => (Number.isNaN(d.getTime()) ? 'invalid' : d.toISOString());
  return {
    title: fields.title.trim(),
    description: fields.description.trim() || null,
    location: fields.location.trim() || null,
    start: valid(start),
    end: valid(end),
    allDay: fields.allDay,
    kind: fields.kind,
    videoMeeting: fields.videoMeeting,
    reminderMinutes: fields.reminder === '' ? null : Number(fields.reminder),
    rrule: ruleOf(fields),
    recipientId: fields.recipientId === '' ? null : Number(fields.recipientId),
    participantIds: fields.participantIds,
    planId: fields.planId === '' ? null : Number(fields.planId),
  };
}
