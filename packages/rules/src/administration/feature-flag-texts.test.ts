import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '../domain/feature-flags';
import { FEATURE_FLAG_TEXTS, featureFlagText } from './feature-flag-texts';

describe('the feature flags’ texts', () => {
  it('name every flag with a label and a description in both languages', () => {
    for (const flag of FEATURE_FLAGS) {
      for (const language of ['en', 'no'] as const) {
        expect(FEATURE_FLAG_TEXTS[flag][language].label.length, `${flag} ${language}`).toBeGreaterThan(1);
        expect(FEATURE_FLAG_TEXTS[flag][language].description.length).toBeGreaterThan(5);
      }
    }
    expect(featureFlagText('chat_ShowChat', 'no')?.description).toBe('Chatsiden i menyen');
    expect(featureFlagText('nope', 'en')).toBeNull();
  });
});
