import { describe, it, expect } from 'vitest';
import { rulesTranslationEntries, rulesTranslations } from './rules-translations';

describe('rules translations', () => {
  it('nests the keys for i18next', () => {
    const en = rulesTranslations('en');
    const no = rulesTranslations('no');
    expect(en).toMatchObject({
      validation: { required: 'This field is required' },
      errors: { wrongLogin: 'Incorrect login information. Please try again!' },
      widgets: { CHAT: { name: 'Chat' } },
      overviews: { JOURNAL_ME: { name: 'My overview' } },
      idleTimer: { timeoutTooLarge: expect.any(String) },
    });
    expect(no).toMatchObject({
      validation: { pnrInvalid: 'Ugyldig personnummer' },
      errors: { general: 'Noe gikk galt' },
    });
  });

  it('holds each key once, with both languages', () => {
    const entries = rulesTranslationEntries();
    expect(new Set(entries.map(([key]) => key)).size).toBe(entries.length);
    for (const [key, text] of entries) {
      expect(key).toMatch(/^[A-Za-z]+(\.[A-Za-z_]+)+$/);
      expect(text.en).not.toBe('');
      expect(text.no).not.toBe('');
    }
  });
});
