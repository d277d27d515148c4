// The overview designer's refusals (spec §8: a clear reason), in English and Norwegian.
import { areaErrors } from '../../area-kit/area-errors';

export const overviewError = areaErrors({
  overview_not_found: [
    'No such overview of yours in this portal; reload the designer and try again',
    'Finner ikke denne oversikten din i denne portalen; last designeren på nytt og prøv igjen',
  ],
});
