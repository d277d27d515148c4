import { describe, expect, it } from 'vitest';
import { ilikePattern } from './participant-search';
import { closesMobileMenu, nextCatalogue } from './useSideMenuState';

describe('submenu state (§2.4)', () => {
  it('opens a catalogue, and the active one again closes it unless locked', () => {
    expect(nextCatalogue(null, 'reports', false)).toBe('reports');
    expect(nextCatalogue('reports', 'reports', false)).toBeNull();
    expect(nextCatalogue('reports', 'reports', true)).toBe('reports');
    expect(nextCatalogue('reports', 'settings', true)).toBe('settings');
  });

  it('closes the mobile menu on navigation to a non-catalogue route', () => {
    expect(closesMobileMenu('/chat')).toBe(true);
    expect(closesMobileMenu('/qnr-module/Arbeidsflater')).toBe(false);
  });

  it('escapes the LIKE wildcards of a search', () => {
    expect(ilikePattern(' Ola ')).toBe('%Ola%');
    expect(ilikePattern('50%_x')).toBe('%50\\%\\_x%');
  });
});
