// Issue 33 item 10: on a phone the menu button carries the live unseen chat count, in its
// accessible name too ("Open menu, 2 unread messages"), not only the drawer's chat entry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShell, testSessionBootstrap } from '../user-context/testing';
import { sideMenuTexts } from '../side-menu';
import { TopBar } from './TopBar';
import { topBarTexts } from './top-bar-texts';

const unseen = vi.hoisted(() => ({ count: 0, asked: [] as boolean[] }));
vi.mock('../side-menu/useChatUnseenCount', () => ({
  useChatUnseenCount: (enabled: boolean) => {
    unseen.asked.push(enabled);
    return enabled ? unseen.count : 0;
  },
}));

const participant = testSessionBootstrap({ user_role: 'PARTICIPANT', features: ['chat_ShowChat'] });
const texts = [sideMenuTexts, topBarTexts];

afterEach(() => {
  unseen.count = 0;
  unseen.asked = [];
});

describe('TopBar menu button on a phone', () => {
  it('names and shows the unseen chat messages, in English and Norwegian', async () => {
    unseen.count = 2;
    const view = await renderInShell(<TopBar isMobile onOpenMenu={() => undefined} />, {
      bootstrap: participant,
      texts,
    });
    const button = screen.getByRole('button', { name: 'Open menu, 2 unread messages' });
    expect(button.textContent).toContain('2');
    view.unmount();
    unseen.count = 1;
    await renderInShell(<TopBar isMobile onOpenMenu={() => undefined} />, {
      bootstrap: participant,
      texts,
      lang: 'no',
    });
    expect(screen.getByRole('button', { name: 'Åpne menyen, 1 ulest melding' })).toBeTruthy();
  });

  it('says only "Open menu" with nothing unseen, and asks for no count without chat or at desktop width', async () => {
    const view = await renderInShell(<TopBar isMobile onOpenMenu={() => undefined} />, {
      bootstrap: participant,
      texts,
    });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    view.unmount();
    unseen.asked = [];
    unseen.count = 3;
    const noChat = testSessionBootstrap({ user_role: 'PARTICIPANT', features: [] });
    const second = await renderInShell(<TopBar isMobile onOpenMenu={() => undefined} />, {
      bootstrap: noChat,
      texts,
    });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    second.unmount();
    await renderInShell(<TopBar isMobile={false} onOpenMenu={() => undefined} />, {
      bootstrap: participant,
      texts,
    });
    expect(unseen.asked.every((enabled) => !enabled)).toBe(true);
  });
});
