// The plans area's refusals (issue 28): a code the artifact app can act on and the message in both
// languages (spec §8). A field of the wrong shape is the kit's `invalid_input`, before these.
import { areaErrors } from '../../area-kit/area-errors';

export const planError = areaErrors({
  'plans.parcelNotFound': ['The parcel was not found', 'Pakken ble ikke funnet'],
  'plans.parcelEmpty': [
    'The parcel holds nothing to send (no questionnaire, document or consent)',
    'Pakken inneholder ingenting som kan sendes (ingen skjema, dokument eller samtykke)',
  ],
  'plans.templateNotFound': [
    'A questionnaire template of the parcel was not found',
    'En skjemamal i pakken ble ikke funnet',
  ],
  'plans.documentNotFound': [
    'A document of the parcel was not found, or it is in another parcel',
    'Et dokument i pakken ble ikke funnet, eller det ligger i en annen pakke',
  ],
  'plans.consentNotFound': [
    'A consent of the parcel was not found, or it is in another parcel',
    'Et samtykke i pakken ble ikke funnet, eller det ligger i en annen pakke',
  ],
  'plans.eventNotFound': [
    'The calendar event was not found among the participant’s events',
    'Kalenderhendelsen ble ikke funnet blant deltakerens hendelser',
  ],
  'plans.planNotFound': ['The plan was not found', 'Planen ble ikke funnet'],
  'plans.groupNotFound': ['The group of sends was not found', 'Utsendelsesgruppen ble ikke funnet'],
  'plans.participantNotFound': ['The participant was not found', 'Deltakeren ble ikke funnet'],
  'notes.participantNotFound': ['The participant was not found', 'Deltakeren ble ikke funnet'],
  'notes.notFound': ['The note was not found', 'Notatet ble ikke funnet'],
  'notes.notAuthor': ['Only the author may correct a note', 'Bare den som skrev notatet, kan rette det'],
  'notes.tooLate': [
    'A note may be corrected for {{hours}} hours after it was written; write a new note instead',
    'Et notat kan rettes i {{hours}} timer etter at det ble skrevet; skriv et nytt notat i stedet',
  ],
  'plans.rruleInvalid': [
    'The schedule is not a valid recurrence (RFC 5545): {{detail}}',
    'Tidsplanen er ikke en gyldig gjentakelse (RFC 5545): {{detail}}',
  ],
});
