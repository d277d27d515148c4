// features/privacy-consents: §2.7 the privacy and consents page and its feature-gated tabs. The page
// loads on demand (admins only).
import { lazy } from 'react';

export const PrivacyConsentsPage = lazy(() =>
  import('./PrivacyConsentsPage').then((m) => ({ default: m.PrivacyConsentsPage })),
);
export { PRIVACY_TABS, activePrivacyTabs } from './privacy-tabs';
export type { PrivacyTab, PrivacyTabId } from './privacy-tabs';
export { privacyTexts } from './privacy-texts';
