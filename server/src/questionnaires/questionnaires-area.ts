import type { FeatureArea } from '../areas/feature-area';
import { qnrResponseMutation } from './qnr-response';

/** The questionnaires area (§9): the data API's qnrResponse action. */
export const questionnairesArea: FeatureArea = {
  name: 'questionnaires',
  customMutations: () => [qnrResponseMutation()],
};
