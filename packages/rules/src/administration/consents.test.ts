// When an acceptance still stands for a template's current version (issue 32 item 2).
import { describe, expect, it } from 'vitest';
import { acceptanceStands, consentTemplateInputSchema, type VersionTerms } from './consents';

const NOW = new Date('2026-06-01T12:00:00Z');
const terms = (over: Partial<VersionTerms> = {}): VersionTerms => ({
  id: 9,
  templateId: 1,
  version: 2,
  group: 'LOGIN_CONSENTS',
  renew: false,
  validDays: null,
  validTo: null,
  ...over,
});
const accepted = (version: number, at = '2026-05-01T12:00:00Z') => ({
  action: 'ACCEPTED' as const,
  version,
  at,
});

describe('acceptanceStands', () => {
  it('holds an acceptance of an earlier version unless the template asks for renewal', () => {
    expect(acceptanceStands(terms(), accepted(1), NOW)).toBe(true);
    expect(acceptanceStands(terms({ renew: true }), accepted(1), NOW)).toBe(false);
    expect(acceptanceStands(terms({ renew: true }), accepted(2), NOW)).toBe(true);
  });

  it('always asks again for a new privacy policy', () => {
    expect(acceptanceStands(terms({ group: 'PRIVACY_POLICY' }), accepted(1), NOW)).toBe(false);
    expect(acceptanceStands(terms({ group: 'PRIVACY_POLICY' }), accepted(2), NOW)).toBe(true);
  });

  it('ends with a withdrawal, a decline, no answer, the valid days or the valid date', () => {
    expect(acceptanceStands(terms(), null, NOW)).toBe(false);
    expect(
      acceptanceStands(terms(), { action: 'WITHDRAWN', version: 2, at: '2026-05-02T00:00:00Z' }, NOW),
    ).toBe(false);
    expect(
      acceptanceStands(terms(), { action: 'DECLINED', version: 2, at: '2026-05-02T00:00:00Z' }, NOW),
    ).toBe(false);
    expect(acceptanceStands(terms({ validDays: 30 }), accepted(2), NOW)).toBe(false);
    expect(acceptanceStands(terms({ validDays: 32 }), accepted(2), NOW)).toBe(true);
    expect(acceptanceStands(terms({ validTo: '2026-05-31T00:00:00Z' }), accepted(2), NOW)).toBe(false);
  });
});

describe('consentTemplateInputSchema', () => {
  it('refuses an empty or long title, an unknown group and negative valid days', () => {
    for (const input of [
      { title: ' ', group: 'LOGIN_CONSENTS' },
      { title: 'x'.repeat(201), group: 'LOGIN_CONSENTS' },
      { title: 'Ok', group: 'DOCUMENT_CONSENTS' },
      { title: 'Ok', group: 'LOGIN_CONSENTS', validDays: -1 },
    ])
      expect(consentTemplateInputSchema.safeParse(input).success).toBe(false);
    expect(consentTemplateInputSchema.parse({ title: ' Ok ', group: 'LOGIN_CONSENTS' })).toMatchObject({
      title: 'Ok',
      renew: false,
      validDays: null,
    });
  });
});
