import { describe, expect, it } from 'vitest';
import { submenuItemText, truncateLabel } from './truncate-label';

describe('label cuts (§2.4, §9)', () => {
  it('cuts labels at 17 characters', () => {
    expect(truncateLabel('Rapporter til oppdragsgiver')).toBe('Rapporter til opp');
    expect(truncateLabel('Short')).toBe('Short');
    expect(truncateLabel('x'.repeat(17))).toHaveLength(17);
  });

  it('cuts an active submenu item over 23 to 23 plus an ellipsis, inactive ones not', () => {
    const text = 'Team-leader time tracking list';
    expect(submenuItemText(text, true)).toBe('Team-leader time tracki…');
    expect(submenuItemText(text, false)).toBe(text);
    expect(submenuItemText('x'.repeat(23), true)).toBe('x'.repeat(23));
  });

  it('never splits a character made of two code units', () => {
    expect(truncateLabel('😀'.repeat(20))).toBe('😀'.repeat(17));
  });
});
