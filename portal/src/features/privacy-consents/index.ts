// features/privacy-consents: §2.7 the privacy and consents page and its feature-gated tabs.
export { PrivacyConsentsPage } from './PrivacyConsentsPage';
export { PRIVACY_TABS, activePrivacyTabs } from './privacy-tabs';
export type { PrivacyTab, PrivacyTabId } from './privacy-tabs';
export { privacyTexts } from './privacy-texts';
