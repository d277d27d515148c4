import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionGuard } from './SessionGuard';
import { mockApi } from '../../test/mock-api';
import { fakeToken } from '../../test/fake-token';
import { renderWithProviders } from '../../test/render-with-providers';
import { onPortalEvent } from '../../shared/events/event-bus';
import { writeSessionToken } from '../../shared/session/token-store';

// react-idle-timer keeps the timer functions it found when loaded: fake them before any import.
vi.hoisted(() =>
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
  }),
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('§4 session', () => {
  it('warns in the last 15 %, extends on "stay logged in" with a new token', async () => {
    const fresh = fakeToken({ iat: nowSeconds() + 60, vt: 1, device: 'trusted' });
    const calls = mockApi([[/protected\/refresh/, { body: { token: fresh, vt: 1 } }]]);
    writeSessionToken(fakeToken({ iat: nowSeconds(), vt: 1, device: 'trusted' }));
    const changes: Array<string | null> = [];
    const stop = onPortalEvent('token-changed', ({ token }) => changes.push(token));
    await renderWithProviders(<SessionGuard />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(52_000);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to end' });
    expect(dialog.querySelector('[role="timer"]')?.textContent).toMatch(/^00:0\d$/);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your session is about to end' })).toBeNull(),
    );
    expect(calls[0]?.url).toBe('/api/auth/protected/refresh?context=session');
    expect(changes).toContain(fresh);
    stop();
  });

  it('logs out on idle expiry, carrying the device, and says the session expired', async () => {
    const calls = mockApi([[/signout/, { body: { message: 'ok' } }]]);
    writeSessionToken(fakeToken({ iat: nowSeconds(), vt: 1, device: 'untrusted' }));
    const logouts: unknown[] = [];
    const stop = onPortalEvent('logout', (detail) => logouts.push(detail));
    await renderWithProviders(<SessionGuard />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(logouts).toEqual([{ device: 'untrusted', reason: 'idle' }]);
    const expired = await screen.findByRole('dialog', { name: 'Your session has expired' });
    expect(expired).toBeTruthy();
    expect(sessionStorage.getItem('portal.session_token')).toBeNull();
    // An untrusted device also forgets its authorization.
    expect(calls[0]?.url).toBe('/api/auth/signout?unset=device_authorization_token');
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    stop();
  });

  it('has no timeout for vt 0', async () => {
    writeSessionToken(fakeToken({ iat: nowSeconds(), vt: 0, device: 'trusted' }));
    await renderWithProviders(<SessionGuard />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs a token without iat or vt as an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeSessionToken(fakeToken({ device: 'trusted' }));
    await renderWithProviders(<SessionGuard />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('without iat or vt'));
  });
});
