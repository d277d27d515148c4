// §2.7 Three tabs: privacy_policy needs shell_PrivacyPolicyEdit; the two consent tabs need
// consents_editor. Each tab's editor is a module of the consents app.
export const PRIVACY_TABS = [
  { id: 'privacy_policy', feature: 'shell_PrivacyPolicyEdit', module: 'page:privacy-policy' },
  { id: 'login_consents', feature: 'consents_editor', module: 'page:login-consents' },
  { id: 'questionnaire_consents', feature: 'consents_editor', module: 'page:questionnaire-consents' },
] as const;
export type PrivacyTab = (typeof PRIVACY_TABS)[number];
export type PrivacyTabId = PrivacyTab['id'];

export function activePrivacyTabs(hasFeature: (name: string) => boolean): PrivacyTab[] {
  return PRIVACY_TABS.filter((tab) => hasFeature(tab.feature));
}
