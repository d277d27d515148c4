// features/administration: §2.6 the administration page (the tenant's features by tab, switched by
// an admin through the server, saved and audited).
export { AdministrationPage } from './AdministrationPage';
export { FEATURE_TABS, featureTabOf, featureTabs } from './feature-tabs';
export type { FeatureTab } from './feature-tabs';
export { administrationTexts } from './administration-texts';
