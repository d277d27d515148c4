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
});
