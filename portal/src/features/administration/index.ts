// features/administration: §2.6 the administration page (the tenant's features by tab, switched by
// an admin through the server, saved and audited). The page loads on demand (admins only).
import { lazy } from 'react';

export const AdministrationPage = lazy(() =>
  import('./AdministrationPage').then((m) => ({ default: m.AdministrationPage })),
);
export { FEATURE_TABS, featureTabOf, featureTabs } from './feature-tabs';
export type { FeatureTab } from './feature-tabs';
export { administrationTexts } from './administration-texts';
