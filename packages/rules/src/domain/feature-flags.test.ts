import { describe, it, expect } from 'vitest';
import { FEATURE_FLAGS, isFeatureFlag } from './feature-flags';

describe('§6 feature flags', () => {
  it('names every flag the spec names', () => {
    for (const flag of [
      'shell_Administration',
      'shell_AdminPanel',
      'shell_AdjustTemplates',
      'shell_AdjustOverviews',
      'shell_PrivacyPolicyEdit',
      'shell_HideContextMeOverview',
      'artifact_Shortcuts',
      'artifact_ShowFiles',
      'chat_asyncChat',
      'calendar_TasksAccess',
      'crm_Organization',
      'crm_OrganizationsMenuItem',
      'consents_editor',
      'sideMenu_ShowCalendar',
      'quickAccess_ShowShareButton',
    ]) {
      expect(isFeatureFlag(flag)).toBe(true);
    }
  });

  it('has a flag for each other gated item, each name once, in the area_Name form', () => {
    expect(FEATURE_FLAGS).toHaveLength(29);
    expect(new Set(FEATURE_FLAGS).size).toBe(FEATURE_FLAGS.length);
    for (const flag of FEATURE_FLAGS) expect(flag).toMatch(/^[a-z][A-Za-z]*_[A-Za-z]+$/);
  });

  it('rejects unknown names', () => {
    expect(isFeatureFlag('shell_Unknown')).toBe(false);
    expect(isFeatureFlag(undefined)).toBe(false);
  });
});
