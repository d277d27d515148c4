import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { accessTexts } from '../access-restriction';
import { settingsTexts } from '../settings';
import { renderInShell, testSessionBootstrap } from '../user-context/testing';
import { SideMenu } from './SideMenu';
import { sideMenuTexts } from './side-menu-texts';
import { useSideMenuState } from './useSideMenuState';

function Menu() {
  return <SideMenu state={useSideMenuState()} />;
}

const graphql: typeof fetch = async () =>
  new Response(
    JSON.stringify({
      data: {
        group_context: [
          {
            id: 1,
            name: 'Arbeidsflater',
            label: 'Arbeidsflater',
            context_group_contexts: [
              { context: { id: 1, name: 'A', label: 'Kartlegging' } },
              { context: { id: 2, name: 'ADVOCA', label: 'Advoca' } },
              { context: { id: 3, name: 'B', label: 'Rapporter til oppdragsgiver' } },
            ],
          },
        ],
      },
    }),
    { headers: { 'content-type': 'application/json' } },
  );

const texts = [sideMenuTexts, settingsTexts, accessTexts];
const admin = testSessionBootstrap({
  user_role: 'ADMIN',
  features: ['shell_AdminPanel', 'shell_Administration', 'artifact_ShowFiles'],
  capabilities: { admin: true },
});

describe('SideMenu', () => {
  it('shows the admin panel to an admin and opens, closes and locks submenus', async () => {
    await renderInShell(<Menu />, { bootstrap: admin, texts, fetch: graphql, route: '/overview?lang=en' });
    const files = screen.getByRole('button', { name: 'Files' });
    expect(screen.getByRole('button', { name: 'Admin panel' })).toBeTruthy();
    fireEvent.click(files);
    expect(screen.getByTestId('submenu')).toBeTruthy();
    fireEvent.click(files);
    await waitFor(() => expect(screen.queryByTestId('submenu')).toBeNull());
    fireEvent.click(files);
    fireEvent.click(screen.getByRole('button', { name: 'Keep submenu open' }));
    expect(window.localStorage.getItem('portal.sideMenu.submenuLocked')).toBe('true');
    fireEvent.click(files);
    expect(screen.getByTestId('submenu')).toBeTruthy();
  });

  it('closes the submenu when one of its pages opens, unless it is locked', async () => {
    window.localStorage.removeItem('portal.sideMenu.submenuLocked');
    await renderInShell(<Menu />, { bootstrap: admin, texts, fetch: graphql, route: '/overview?lang=en' });
    const openFirstPage = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Admin panel' }));
      const submenu = await screen.findByTestId('submenu');
      const link = Array.from(submenu.querySelectorAll('a'))[0];
      if (!link) throw new Error('the admin panel lists no page');
      fireEvent.click(link);
    };
    await openFirstPage();
    await waitFor(() => expect(screen.queryByTestId('submenu')).toBeNull());

    // Locked: a page opened from it leaves it open.
    fireEvent.click(screen.getByRole('button', { name: 'Admin panel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep submenu open' }));
    const links = Array.from((await screen.findByTestId('submenu')).querySelectorAll('a'));
    const other = links.at(-1);
    if (!other) throw new Error('the admin panel lists no page');
    fireEvent.click(other);
    expect(screen.getByTestId('submenu')).toBeTruthy();
    window.localStorage.removeItem('portal.sideMenu.submenuLocked');
  });

  it('writes is_collapsed into the address and keeps it', async () => {
    await renderInShell(<Menu />, { texts, fetch: graphql, route: '/overview' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/overview?is_collapsed=false'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/overview?is_collapsed=true'),
    );
    expect(screen.getByTestId('side-menu').getAttribute('data-collapsed')).toBe('true');
    expect(window.localStorage.getItem('portal.sideMenu.collapsed')).toBe('true');
  });

  it('shows a staff member no admin panel, and the context group as "Workspaces" without ADVOCA', async () => {
    await renderInShell(<Menu />, { texts, fetch: graphql, route: '/overview' });
    expect(screen.queryByRole('button', { name: 'Admin panel' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Workspaces' }));
    const links = screen.getAllByRole('link').filter((link) => link.closest('[data-testid="submenu"]'));
    expect(links.map((link) => link.textContent)).toEqual(['Kartlegging', 'Rapporter til oppdragsgiver']);
    fireEvent.click(links[1] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('qnr_context=B'));
    expect(screen.getByRole('link', { name: 'Rapporter til oppdragsgiver' }).textContent).toBe(
      'Rapporter til oppdragsg…',
    );
  });
});
