// The administration area (issue 32; ARCHITECTURE.md §9): the consents editor and the consent
// records, the answers after sign-in and the privacy policy of the login page. Its door.
import type { FeatureArea } from '../../area-kit/feature-area';
import type { FastifyPluginAsync } from 'fastify';
import type { AreaContext } from '../../area-kit/feature-area';
import { consentsPlugin } from './consents-plugin';
import { revmanPlugin } from './revman-plugin';
import { accessLogPlugin } from './access-log-plugin';
import { overviewPlugin } from './overview-plugin';

const administrationPlugin: FastifyPluginAsync<AreaContext> = async (app, context) => {
  await consentsPlugin(app, context);
  await revmanPlugin(app, context);
  await accessLogPlugin(app, context);
  await overviewPlugin(app, context);
};

/** The consents editor's routes (admins), every user's consent answers, the public privacy policy and Revman. */
export const administrationArea: FeatureArea = {
  name: 'administration',
  plugin: administrationPlugin,
};

// The access log's write for the areas whose routes read a participant's data (issue 32 item 8).
export {
  logParticipantRead,
  readLogSql,
  type ParticipantReadKind,
  type ReadTarget,
} from './access-log-write';
