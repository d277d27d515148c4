import { describe, expect, it } from 'vitest';
import { nextHidden } from './useHideOnScroll';

describe('hide on scroll (§2.4)', () => {
  it('hides on scroll down, shows on scroll up and at the top', () => {
    expect(nextHidden(false, 0, 100)).toBe(true);
    expect(nextHidden(true, 100, 50)).toBe(false);
    expect(nextHidden(true, 100, 104)).toBe(true);
    expect(nextHidden(true, 10, 0)).toBe(false);
  });
});
