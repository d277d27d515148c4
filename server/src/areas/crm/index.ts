// The CRM area (issue 29 items 1-2: organizations and the national business register): its door.
import type { FeatureArea } from '../../area-kit/feature-area';
import { crmPlugin } from './crm-plugin';

/** Organizations of the tenant, and search and import from Enhetsregisteret through its adapter. */
export const crmArea: FeatureArea = {
  name: 'crm',
  plugin: crmPlugin,
};
