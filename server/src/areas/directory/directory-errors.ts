// The directory area's refusals in one table, English and Norwegian (spec §8: a clear reason).
import { areaErrors } from '../../area-kit/area-errors';

export const directoryError = areaErrors({
  directory_participant_not_found: [
    'No such participant in this portal',
    'Fant ingen slik deltaker i denne portalen',
  ],
  directory_not_your_caseload: [
    'This participant is not in your caseload',
    'Denne deltakeren er ikke blant dine deltakere',
  ],
  directory_national_id_invalid: [
    'The national id is not a valid Norwegian national identity number',
    'Fødselsnummeret er ikke et gyldig norsk fødselsnummer',
  ],
  directory_not_a_mobile: [
    'The number is not a mobile number that can take an SMS',
    'Nummeret er ikke et mobilnummer som kan få SMS',
  ],
  directory_duplicate: [
    'A participant with this national id already exists: {{name}}',
    'Det finnes allerede en deltaker med dette fødselsnummeret: {{name}}',
  ],
  directory_duplicate_elsewhere: [
    'A participant with this national id is already followed up by another staff member; a team leader can add them to your participants',
    'En deltaker med dette fødselsnummeret følges allerede opp av en annen ansatt; en teamleder kan legge deltakeren til hos deg',
  ],
  directory_activity_not_found: ['No such activity in this portal', 'Fant ingen slik aktivitet i denne portalen'],
  directory_already_accepted: [
    'The participant has already signed in',
    'Deltakeren har allerede logget inn',
  ],
  directory_case_ended: ['The case has been ended', 'Saken er avsluttet'],
  directory_case_not_ended: ['The case has not been ended', 'Saken er ikke avsluttet'],
  directory_group_not_found: ['No such group in this portal', 'Fant ingen slik gruppe i denne portalen'],
  too_many_messages: [
    'Too many messages: try again in a minute',
    'For mange meldinger: prøv igjen om et minutt',
  ],
});
