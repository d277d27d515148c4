import { describe, expect, it } from 'vitest';
import { activePrivacyTabs } from './privacy-tabs';

const ids = (features: string[]) => activePrivacyTabs((name) => features.includes(name)).map((tab) => tab.id);

describe('privacy and consents tabs (§2.7)', () => {
  it('gates privacy_policy by shell_PrivacyPolicyEdit and the consent tabs by consents_editor', () => {
    expect(ids(['shell_PrivacyPolicyEdit', 'consents_editor'])).toEqual([
      'privacy_policy',
      'login_consents',
      'questionnaire_consents',
    ]);
    expect(ids(['shell_PrivacyPolicyEdit'])).toEqual(['privacy_policy']);
    expect(ids(['consents_editor'])).toEqual(['login_consents', 'questionnaire_consents']);
    expect(ids([])).toEqual([]);
  });
});
