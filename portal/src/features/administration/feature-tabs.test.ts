import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@portal/rules';
import { featureTabOf, featureTabs } from './feature-tabs';

describe('administration tabs (§2.6)', () => {
  it('puts every feature of §6 in a tab, organizations in its own', () => {
    expect(featureTabOf('crm_Organization')).toBe('organizations');
    expect(featureTabOf('crm_OrganizationsMenuItem')).toBe('organizations');
    expect(featureTabOf('crm_TimeTracking')).toBe('timeTracking');
    const tabs = featureTabs(FEATURE_FLAGS.map((name) => ({ name, enabled: true })));
    expect(tabs.map((t) => t.tab)).toContain('organizations');
    expect(tabs.flatMap((t) => t.features).length).toBe(FEATURE_FLAGS.length);
  });

  it('leaves out tabs without features', () => {
    expect(featureTabs([{ name: 'chat_ShowChat', enabled: false }]).map((t) => t.tab)).toEqual(['chat']);
  });
});
