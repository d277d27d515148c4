import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableDate, safeText, storableDate } from './storable';

describe('storable input (issue 24.11)', () => {
  it('refuses a NUL in a text', () => {
    expect(safeText().safeParse('ok').success).toBe(true);
    const refused = safeText().safeParse('a\u0000b');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('validation.textNotStorable');
  });

  it.each([
    ['2026-10-15T08:00:00Z', true],
    ['0001-01-01T00:00:00Z', true],
    ['9999-12-31T23:59:59Z', true],
    ['0000-01-01T00:00:00Z', false],
    ['+275760-09-13T00:00:00Z', false],
    ['-000001-01-01T00:00:00Z', false],
  ])('%s is storable: %s', (text, ok) => {
    expect(isStorableDate(new Date(text))).toBe(ok);
    expect(storableDate().safeParse(text).success).toBe(ok);
  });

  it('reads a storable date into a Date and calls an unreadable one invalid', () => {
    expect(storableDate().parse('2026-10-15T08:00:00Z')).toEqual(new Date('2026-10-15T08:00:00Z'));
    expect(storableDate().safeParse('not a date').error?.issues[0]?.message).toBe('validation.dateInvalid');
  });

  it('finds the path of the first NUL in a JSON value, in values and keys', () => {
    expect(findUnstorableText({ a: [1, 'x', { b: 'ok' }] })).toBeNull();
    expect(findUnstorableText({ a: [1, 'x', { b: 'n\u0000' }] })).toBe('a.2.b');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText(undefined)).toBeNull();
  });
});
