import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenLoginPage } from './TokenLoginPage';
import { UnableToLogInPage } from './UnableToLogInPage';
import { mockApi } from '../../test/mock-api';
import { fakeToken } from '../../test/fake-token';
import { renderWithProviders } from '../../test/render-with-providers';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/login/epr/:token?';

describe('§2.1 token login', () => {
  it('without a token shows the error toast and goes to login', async () => {
    await renderWithProviders(<TokenLoginPage />, { route: '/login/epr', path: PATH });
    expect((await screen.findByRole('alert')).textContent).toContain('Not logged in: the token is missing.');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('signs in with the token and its extra query, then goes to /overview', async () => {
    const token = fakeToken({ iat: 1, vt: 20, device: 'untrusted' });
    const calls = mockApi([[/connector\.ott/, { body: { token } }]]);
    await renderWithProviders(<TokenLoginPage />, { route: '/login/epr/abc?region=2&evil=1', path: PATH });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/overview'));
    expect(calls[0]?.url).toBe('/api/auth/signin?context=connector.ott&code=abc&region=2');
  });

  it('a failed login goes to /UnableToLogFromEPR', async () => {
    mockApi([
      [/connector\.ott/, { status: 401, body: { error: 'unable_to_login', message: 'unable to login' } }],
    ]);
    await renderWithProviders(<TokenLoginPage />, {
      route: '/login/connector/bad',
      path: '/login/connector/:token?',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/UnableToLogFromEPR'));
  });

  it('the error page offers support and login', async () => {
    await renderWithProviders(<UnableToLogInPage />, { lang: 'no' });
    expect(screen.getByRole('heading', { name: 'Kunne ikke logge inn' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kontakt brukerstøtte' }).getAttribute('href')).toBe(
      'mailto:support@example.org',
    );
    expect(screen.getByRole('link', { name: 'Gå til innlogging' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
  });
});
