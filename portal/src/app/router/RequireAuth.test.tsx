import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackRedirect, RequireAuth, loginPathFor } from './RequireAuth';
import { renderWithProviders } from '../../test/render-with-providers';
import { fakeToken } from '../../test/fake-token';
import { writeSessionToken } from '../../shared/session/token-store';

describe('§2.1 routes without a session', () => {
  it('sends a signed-in route to login carrying the base64 redirect', async () => {
    await renderWithProviders(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { route: '/overview?user_context=ME', path: '/overview' },
    );
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe(loginPathFor('/overview?user_context=ME'));
    expect(
      atob(
        new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1]).get('redirect') ?? '',
      ),
    ).toBe('/overview?user_context=ME');
  });

  it('anything else goes to login, or to the overview when signed in', async () => {
    await renderWithProviders(<FallbackRedirect />, { route: '/nowhere', path: '/nowhere' });
    expect(screen.getByTestId('location').textContent).toBe(loginPathFor('/nowhere'));
  });

  it('lets a signed-in user through', async () => {
    writeSessionToken(fakeToken({ iat: 1, vt: 20 }));
    await renderWithProviders(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { route: '/overview', path: '/overview' },
    );
    expect(screen.getByText('secret')).toBeTruthy();
  });
});
