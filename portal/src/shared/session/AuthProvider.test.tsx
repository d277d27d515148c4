import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth-context';
import { askPeersForToken, closeSessionChannelForTests } from './session-channel';
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

describe('one session across the browser tabs (issue 26 item 4)', () => {
  /** Another tab of the same origin: its own end of the channel. */
  function otherTab() {
    const channel = new BroadcastChannel('portal-session-token');
    const heard: unknown[] = [];
    channel.addEventListener('message', (event) => heard.push((event as MessageEvent).data));
    return { channel, heard };
  }
  afterEach(() => closeSessionChannelForTests());

  it('answers another tab asking for the session, and announces a new token', async () => {
    const tab = otherTab();
    const token = fakeToken({ iat: 1, vt: 20, device: 'trusted' });
    writeSessionToken(token);
    await renderWithProviders(<Probe />);
    tab.channel.postMessage({ kind: 'ask' });
    await waitFor(() => expect(tab.heard).toContainEqual({ kind: 'token', token }));
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(tab.heard).toContainEqual({ kind: 'token', token: readSessionToken() }));
    tab.channel.close();
  });

  it("takes another tab's new token, and signs out when another tab does", async () => {
    mockApi([[/signout/, { body: { message: 'ok' } }]]);
    const tab = otherTab();
    await renderWithProviders(<Probe />);
    expect(screen.getByText('out')).toBeTruthy();
    const renewed = fakeToken({ iat: 2, vt: 20, device: 'untrusted' });
    tab.channel.postMessage({ kind: 'token', token: renewed });
    await screen.findByText('in as untrusted');
    expect(sessionStorage.getItem('portal.session_token')).toBe(renewed);
    tab.channel.postMessage({ kind: 'logout' });
    await screen.findByText('out');
    expect(sessionStorage.getItem('portal.session_token')).toBeNull();
    tab.channel.close();
  });

  it('tells the other tabs of its own sign-out, and a new tab without a session asks them', async () => {
    mockApi([[/signout/, { body: { message: 'ok' } }]]);
    const tab = otherTab();
    writeSessionToken(fakeToken({ iat: 1, vt: 20, device: 'trusted' }));
    await renderWithProviders(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(tab.heard).toContainEqual({ kind: 'logout' }));
    const answer = fakeToken({ iat: 3, vt: 20, device: 'trusted' });
    tab.channel.addEventListener('message', (event) => {
      if ((event as MessageEvent<{ kind: string }>).data.kind === 'ask')
        tab.channel.postMessage({ kind: 'token', token: answer });
    });
    expect(await askPeersForToken(1000)).toBe(answer);
    tab.channel.close();
  });
});
