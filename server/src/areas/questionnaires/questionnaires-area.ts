import type { FeatureArea } from '../../area-kit/feature-area';
import { crossTenant } from '../../db/tenant-scope';
import { expireDue } from './qnr-manage';
import { qnrResponseMutation } from './qnr-response';
import { questionnairesPlugin } from './questionnaires-plugin';
import { templateMutations } from './templates';

/**
 * The questionnaires area (§9, issue 13): the data API's qnrResponse action and the routes of
 * answering, sending, managing, history and PDF (questionnaires-plugin.ts).
 */
export const questionnairesArea: FeatureArea = {
  name: 'questionnaires',
  plugin: questionnairesPlugin,
  customMutations: () => [qnrResponseMutation(), ...templateMutations()],
  // §8 lifecycle: expiry at valid_to happens without a user (docs/questionnaires.md).
  recurring: [
    {
      name: 'questionnaires.expire',
      everyMs: 60_000,
      run: async ({ db, clock }) => {
        await expireDue(crossTenant(db, 'the expiry sweep sets EXPIRED in every tenant'), clock.now());
      },
    },
  ],
};
