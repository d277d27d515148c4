import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routeDefinition } from '../routes';
import { renderInShell, testSessionBootstrap } from '../user-context/testing';
import { RoutePage } from './RoutePage';

const location = () => screen.getByTestId('location').textContent;

describe('RoutePage gates and redirects (§2.3)', () => {
  it('sends a route the features do not allow to the overview, keeping the sticky parameters', async () => {
    await renderInShell(<RoutePage route={routeDefinition('organizationsImport')} />, {
      route: '/organizations/import?lang=en&action=x',
      bootstrap: testSessionBootstrap({ features: ['crm_Organization'] }),
    });
    expect(location()).toBe('/overview?lang=en');
  });

  it('lands on my-participants when the ME overview is hidden', async () => {
    await renderInShell(<RoutePage route={routeDefinition('overview')} />, {
      bootstrap: testSessionBootstrap({ features: ['shell_HideContextMeOverview'] }),
    });
    expect(location()).toBe('/my-participants');
  });

  it('redirects inbox-outbox to the inbox when there is nothing to send from', async () => {
    await renderInShell(<RoutePage route={routeDefinition('inboxOutbox')} />, {
      route: '/inbox-outbox',
      bootstrap: testSessionBootstrap({ user_role: 'PARTICIPANT', capabilities: { inbox: true } }),
    });
    expect(location()).toBe('/inbox');
  });

  it('keeps the staff-only pages from a participant', async () => {
    await renderInShell(<RoutePage route={routeDefinition('myParticipants')} />, {
      route: '/my-participants',
      bootstrap: testSessionBootstrap({ user_role: 'PARTICIPANT' }),
    });
    expect(location()).toBe('/overview');
  });
});
