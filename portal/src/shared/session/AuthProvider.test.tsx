import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth-context';
import { readSessionToken, writeSessionToken } from './token-store';
import { dispatchPortalEvent, onPortalEvent } from '../events/event-bus';
import { mockApi } from '../../test/mock-api';
import { fakeToken } from '../../test/fake-token';
import { renderWithProviders } from '../../test/render-with-providers';

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const auth = useAuth();
  return (
    <>
      <p>{auth.isAuthenticated ? `in as ${auth.device}` : 'out'}</p>
      <p>{auth.deviceAuthorized ? 'device authorized' : 'device not authorized'}</p>
      <button onClick={() => auth.signIn(fakeToken({ iat: 1, vt: 20, device: 'trusted' }))}>sign in</button>
      <button onClick={auth.logOut}>log out</button>
    </>
  );
}

describe('auth state', () => {
  it('keeps the token in memory and sessionStorage only, and announces it', async () => {
    const changes: Array<string | null> = [];
    const stop = onPortalEvent('token-changed', ({ token }) => changes.push(token));
    await renderWithProviders(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByText('in as trusted')).toBeTruthy();
    expect(sessionStorage.getItem('portal.session_token')).toBe(readSessionToken());
    expect(Object.keys(localStorage)).toEqual([]);
    expect(changes).toHaveLength(1);
    stop();
  });

  it('a trusted logout keeps the device; the event carries the device', async () => {
    const calls = mockApi([[/signout/, { body: { message: 'ok' } }]]);
    writeSessionToken(fakeToken({ iat: 1, vt: 20, device: 'trusted' }));
    const logouts: unknown[] = [];
    const stop = onPortalEvent('logout', (detail) => logouts.push(detail));
    await renderWithProviders(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    expect(logouts).toEqual([{ device: 'trusted', reason: 'user' }]);
    expect(screen.getByText('out')).toBeTruthy();
    expect(screen.getByText('device authorized')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/auth/signout');
    expect(calls[0]?.headers.authorization).toMatch(/^Bearer /);
    stop();
  });

  it('a logout of an untrusted or unknown device resets its authorization', async () => {
    const calls = mockApi([[/signout/, { body: { message: 'ok' } }]]);
    writeSessionToken(fakeToken({ iat: 1, vt: 20, device: 'untrusted' }));
    await renderWithProviders(<Probe />);
    act(() => dispatchPortalEvent('logout', { device: 'unknown', reason: 'other-tab' }));
    expect(screen.getByText('device not authorized')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/auth/signout?unset=device_authorization_token');
  });
});
