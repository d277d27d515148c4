// §2.6 The administration page groups the tenant's features into tabs, organizations among them.
export const FEATURE_TABS = [
  'general',
  'questionnaires',
  'organizations',
  'timeTracking',
  'calendar',
  'chat',
  'consents',
  'reports',
] as const;
export type FeatureTab = (typeof FEATURE_TABS)[number];

export function featureTabOf(name: string): FeatureTab {
  if (name.startsWith('crm_Organization')) return 'organizations';
  if (name.startsWith('crm_Time')) return 'timeTracking';
  if (name.startsWith('artifact_')) return 'questionnaires';
  if (name.startsWith('calendar_') || name === 'sideMenu_ShowCalendar') return 'calendar';
  if (name.startsWith('chat_')) return 'chat';
  if (name.startsWith('consents_') || name === 'shell_PrivacyPolicyEdit') return 'consents';
  if (name.startsWith('directory_') || name === 'shell_Reports') return 'reports';
  return 'general';
}

/** The tabs that hold at least one of the tenant's features, in a fixed order. */
export function featureTabs<T extends { name: string }>(
  features: readonly T[],
): { tab: FeatureTab; features: T[] }[] {
  return FEATURE_TABS.map((tab) => ({
    tab,
    features: features.filter((f) => featureTabOf(f.name) === tab),
  })).filter((group) => group.features.length > 0);
}
