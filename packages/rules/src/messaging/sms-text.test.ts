import { describe, expect, it } from 'vitest';
import { fillMergeFields, smsLength, smsTemplateProblem, unknownMergeFields } from './sms-text';

describe('SMS length and parts', () => {
  it('counts æøå as GSM-7, one septet each', () => {
    expect(smsLength('Hei på deg, blåbærsyltetøy!')).toEqual({
      encoding: 'GSM-7',
      length: 27,
      parts: 1,
      perPart: 160,
    });
    expect(smsLength('æ'.repeat(160)).parts).toBe(1);
    expect(smsLength('ø'.repeat(161))).toMatchObject({ parts: 2, perPart: 153 });
    expect(smsLength('å'.repeat(306)).parts).toBe(2);
    expect(smsLength('å'.repeat(307)).parts).toBe(3);
  });

  it('counts the extension characters as two septets', () => {
    expect(smsLength('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', length: 160, parts: 1 });
    expect(smsLength('{'.repeat(81))).toMatchObject({ length: 162, parts: 2 });
  });

  it('falls to UCS-2 for a character outside the alphabet, emoji as two units', () => {
    expect(smsLength('Hei Łukasz')).toEqual({ encoding: 'UCS-2', length: 10, parts: 1, perPart: 70 });
    expect(smsLength('ø'.repeat(69) + 'ł')).toMatchObject({ encoding: 'UCS-2', length: 70, parts: 1 });
    expect(smsLength('ø'.repeat(70) + 'ł')).toMatchObject({ length: 71, parts: 2, perPart: 67 });
    expect(smsLength('👍')).toMatchObject({ encoding: 'UCS-2', length: 2, parts: 1 });
    expect(smsLength('')).toMatchObject({ parts: 0 });
  });

  it('fills merge fields and names the unknown ones', () => {
    const values = { first_name: 'Åse', link: 'https://x.no/q/1', tenant_name: 'Demo' };
    expect(fillMergeFields('Hei {{first_name}}, se {{ link }} fra {{tenant_name}}', values)).toBe(
      'Hei Åse, se https://x.no/q/1 fra Demo',
    );
    expect(unknownMergeFields('Hei {{fornavn}} {{link}} {{ }}')).toEqual(['fornavn', '']);
  });

  it('refuses an unknown merge field and a text over the part limit once filled', () => {
    expect(smsTemplateProblem('Hei {{navn}}', 'Demo')).toEqual({
      code: 'sms_unknown_merge_field',
      field: 'navn',
    });
    expect(smsTemplateProblem('x'.repeat(918), 'Demo')).toBeNull();
    expect(smsTemplateProblem('x'.repeat(919), 'Demo')).toMatchObject({
      code: 'sms_too_long',
      parts: 7,
      max: 6,
    });
  });
});
