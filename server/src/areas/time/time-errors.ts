// The time area's refusals (issue 29 item 5): a code the crm app can act on and the message in both
// languages (spec §8). A field of the wrong shape is the kit's `invalid_input`, before these.
import { areaErrors } from '../../area-kit/area-errors';

const TIME_ERRORS = {
  'time.featureOff': [
    'Time tracking is not switched on for this portal',
    'Timeregistrering er ikke slått på for denne portalen',
  ],
  'time.teamLeaderOnly': [
    'Only a team leader or an administrator may see the team’s registered time',
    'Bare en teamleder eller en administrator kan se teamets registrerte tid',
  ],
  'time.durationRequired': [
    'Give a duration, or both a start and an end',
    'Oppgi en varighet, eller både start og slutt',
  ],
  'time.endBeforeStart': ['The end must come after the start', 'Slutten må komme etter starten'],
  'time.durationMismatch': [
    'The duration does not match the start and the end',
    'Varigheten stemmer ikke med start og slutt',
  ],
  'time.overDay': [
    'This would make more than 24 hours registered on {{date}}',
    'Da blir det registrert mer enn 24 timer {{date}}',
  ],
  'time.overlap': [
    'This overlaps another registration of yours on {{date}} ({{start}}–{{end}})',
    'Dette overlapper en annen registrering du har {{date}} ({{start}}–{{end}})',
  ],
  'time.periodApproved': [
    'The period with {{date}} is approved and can no longer be changed',
    'Perioden med {{date}} er godkjent og kan ikke lenger endres',
  ],
  'time.recipientUnknown': [
    'The participant is not one of this portal’s participants',
    'Deltakeren finnes ikke i denne portalen',
  ],
  'time.notFound': ['No such registration of yours', 'Registreringen finnes ikke'],
  'time.ownApproval': [
    'Nobody approves or rejects their own time',
    'Ingen kan godkjenne eller avvise sin egen tid',
  ],
  'time.notInTeam': ['That person is not in your team', 'Den personen er ikke i teamet ditt'],
  'time.periodTooLong': [
    'Choose a period of at most {{days}} days, ending after it starts',
    'Velg en periode på høyst {{days}} dager som slutter etter at den begynner',
  ],
  'time.planNotFound': ['No such time plan in this portal', 'Timeplanen finnes ikke i denne portalen'],
  'time.planTemplateUnknown': [
    'No such time plan template in this portal',
    'Malen for timeplan finnes ikke i denne portalen',
  ],
  'time.planOrganizationUnknown': [
    'No such organization in this portal',
    'Organisasjonen finnes ikke i denne portalen',
  ],
  'time.planEndBeforeStart': [
    'A time plan cannot end before it starts',
    'En timeplan kan ikke slutte før den begynner',
  ],
  'time.planTooLong': ['A time plan lasts at most two years', 'En timeplan varer høyst to år'],
  'time.notMonday': ['A week starts on a Monday', 'En uke begynner på en mandag'],
} as const;

export const timeError = areaErrors(TIME_ERRORS);
