import { describe, expect, it } from 'vitest';
import { formatCell, formatMinutes } from './format-cell';

const keys: Record<string, string> = { 'status.ANSWERED': 'Besvart', 'field.name': 'Navn' };
const translate = (key: string) => keys[key] ?? null;
const now = new Date('2026-11-21T12:00:00Z');

describe('formatCell', () => {
  it('formats dates short, with the year only outside this year, in the locale', () => {
    expect(formatCell('2026-11-22T10:00:00Z', 'date', 'en-GB', translate, now)).toBe('22 Nov');
    expect(formatCell('2025-01-02', 'date', 'en-GB', translate, now)).toBe('2 Jan 2025');
    expect(formatCell('2026-11-22T10:00:00Z', 'datetime', 'nb-NO', translate, now)).toMatch(
      /^22\. nov\.?,? /,
    );
  });

  it('translates statuses and labels, and shows unknown ones as they are', () => {
    expect(formatCell('ANSWERED', 'status', 'nb-NO', translate)).toBe('Besvart');
    expect(formatCell('ODD', 'status', 'nb-NO', translate)).toBe('ODD');
    expect(formatCell('field.name', 'label', 'nb-NO', translate)).toBe('Navn');
  });

  it('shows minutes as hours and minutes, and nothing for empty cells', () => {
    expect(formatMinutes(135)).toBe('2:15');
    expect(formatCell(45, 'minutes', 'en-GB', translate)).toBe('0:45');
    expect(formatCell(null, 'date', 'en-GB', translate)).toBe('');
  });
});
