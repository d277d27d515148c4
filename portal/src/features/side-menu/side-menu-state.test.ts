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

describe('the remembered side-menu context (§3)', () => {
  it('reads only well-formed stored values', async () => {
    const { parseStoredContext, groupOfPath } = await import('./useSideMenuContextMemory');
    expect(parseStoredContext('{"group":"Arbeidsflater","context":"A"}')).toEqual({
      group: 'Arbeidsflater',
      context: 'A',
    });
    expect(parseStoredContext('not json')).toBeNull();
    expect(parseStoredContext('{"group":1}')).toBeNull();
    expect(groupOfPath('/qnr-module/Min%20side')).toBe('Min side');
    expect(groupOfPath('/qnr-module')).toBeNull();
    expect(groupOfPath('/chat')).toBeNull();
  });
});

describe('unseen chat messages (§2.4)', () => {
  it('sums the exact per-conversation unseen counts', async () => {
    const { unseenMessages } = await import('./chat-unseen');
    expect(unseenMessages({ chat_members_aggregate: { aggregate: { sum: { unseen_count: '3' } } } })).toBe(3);
    expect(unseenMessages({ chat_members_aggregate: { aggregate: { sum: { unseen_count: null } } } })).toBe(
      0,
    );
  });
});
