// The calendar's refusals: a code the app can act on and the message in both languages (spec §8),
// so whoever reads the answer (the app, a script, a test) gets a clear reason in en and no. A bad
// field is the area kit's `invalid_input`, before these.
import { areaErrors } from '../../area-kit/area-errors';

const CALENDAR_ERRORS = {
  'calendar.titleRequired': ['Give the event a title', 'Gi avtalen en tittel'],
  'calendar.endsBeforeStart': ['The event ends before it starts', 'Avtalen slutter før den begynner'],
  'calendar.rruleInvalid': [
    'The repetition rule is not valid (RFC 5545): {{detail}}',
    'Gjentakelsesregelen er ikke gyldig (RFC 5545): {{detail}}',
  ],
  'calendar.rruleTooMany': [
    'A series may have at most {{max}} occurrences',
    'En serie kan ha høyst {{max}} forekomster',
  ],
  'calendar.rruleEndsBeforeStart': [
    'The repetition ends before the event starts',
    'Gjentakelsen slutter før avtalen begynner',
  ],
  'calendar.participantUnknown': [
    'A person invited is not a user of this portal',
    'En invitert person er ikke bruker i denne portalen',
  ],
  'calendar.recipientUnknown': [
    'The participant is not one of this portal’s participants',
    'Deltakeren finnes ikke i denne portalen',
  ],
  'calendar.planUnknown': ['The plan does not exist in this portal', 'Planen finnes ikke i denne portalen'],
  'calendar.notFound': ['No such event in your calendar', 'Avtalen finnes ikke i kalenderen din'],
  'calendar.occurrenceUnknown': [
    'The series has no occurrence at that time',
    'Serien har ingen forekomst på det tidspunktet',
  ],
  'calendar.forbidden': [
    'You may not change this event; only its organiser or an administrator may',
    'Du kan ikke endre denne avtalen; bare den som har laget den eller en administrator kan',
  ],
  'calendar.otherParticipant': [
    'A participant sees only their own calendar',
    'En deltaker ser bare sin egen kalender',
  ],
  'calendar.notInvited': ['You are not invited to this event', 'Du er ikke invitert til denne avtalen'],
  'calendar.range': [
    'Give a time range of at most {{days}} days',
    'Oppgi et tidsrom på høyst {{days}} dager',
  ],
  'calendar.featureOff': [
    'The calendar is not switched on for this portal',
    'Kalenderen er ikke slått på for denne portalen',
  ],
  'tasks.featureOff': [
    'Tasks are not switched on for this portal',
    'Oppgaver er ikke slått på for denne portalen',
  ],
  'tasks.titleRequired': ['Give the task a title', 'Gi oppgaven en tittel'],
  'tasks.notFound': ['No such task', 'Oppgaven finnes ikke'],
  'tasks.assigneeUnknown': [
    'The assignee is not a user of this portal',
    'Den ansvarlige er ikke bruker i denne portalen',
  ],
  'tasks.forbidden': ['You may not change this task', 'Du kan ikke endre denne oppgaven'],
  'feed.notFound': [
    'This calendar feed address is not valid (it may have been renewed)',
    'Denne kalenderadressen er ikke gyldig (den kan ha blitt fornyet)',
  ],
  'feed.tooMany': ['Too many requests; try again later', 'For mange forespørsler; prøv igjen senere'],
} as const;

export type CalendarErrorCode = keyof typeof CALENDAR_ERRORS;

/** An ApiError with the code, the English message and `messages: { en, no }`. */
export const calendarError = areaErrors(CALENDAR_ERRORS);
