import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthCallbackPage } from './AuthCallbackPage';
import { mockApi } from '../../test/mock-api';
import { fakeToken } from '../../test/fake-token';
import { renderWithProviders } from '../../test/render-with-providers';

afterEach(() => vi.unstubAllGlobals());

describe('§2.1 /auth/callback', () => {
  it('shows "Loading..." and completes the national-ID login', async () => {
    const calls = mockApi([
      [/device_authorization\.nbid/, { body: { token: fakeToken({ iat: 1, vt: 20 }) } }],
    ]);
    await renderWithProviders(<AuthCallbackPage />, { route: '/auth/callback?code=c&state=s' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/overview'));
    expect(calls[0]?.url).toBe('/api/auth/signin?code=c&state=s&context=device_authorization.nbid');
  });

  it('sends the provider error back to the login page', async () => {
    mockApi([
      [
        /device_authorization\.nbid/,
        {
          status: 401,
          body: {
            error: 'login_failed',
            message: 'Login failed. Please try again.',
            nbid_error: 'access_denied',
            nbid_error_description: 'User cancelled',
          },
        },
      ],
    ]);
    await renderWithProviders(<AuthCallbackPage />, { route: '/auth/callback?code=c&state=s' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/login?error=access_denied&error_description=User+cancelled',
      ),
    );
  });
});
