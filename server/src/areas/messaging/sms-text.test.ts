import { describe, expect, it } from 'vitest';
import { smsName } from './sms-text';

describe('smsName', () => {
  it('keeps a name on one line: control, format and line-breaking characters become one space', () => {
    expect(smsName('  a\r\nb\tc\u2028d\u202ee\u0000f  ', 20)).toBe('a b c d e f');
  });
  it('bounds it, cutting with an ellipsis', () => {
    expect(smsName('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(smsName('x'.repeat(10), 10)).toBe('x'.repeat(10));
  });
});
