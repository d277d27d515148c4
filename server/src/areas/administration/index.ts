// The administration area (issue 32; ARCHITECTURE.md §9): the consents editor and the consent
// records, the answers after sign-in and the privacy policy of the login page. Its door.
import type { FeatureArea } from '../../area-kit/feature-area';
import { consentsPlugin } from './consents-plugin';

/** The consents editor's routes (admins), every user's consent answers and the public privacy policy. */
export const administrationArea: FeatureArea = {
  name: 'administration',
  plugin: consentsPlugin,
};
