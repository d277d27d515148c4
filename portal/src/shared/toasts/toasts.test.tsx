import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE } from '@portal/rules';
import { useEffect } from 'react';
import { useToast } from './toast-context';
import type { ToastInput } from './toast-context';
import { renderWithProviders } from '../../test/render-with-providers';

function Show({ toasts }: { toasts: ToastInput[] }) {
  const { showToast } = useToast();
  useEffect(() => toasts.forEach(showToast), [showToast, toasts]);
  return null;
}

afterEach(() => vi.useRealTimers());

// The toast itself loads lazily (prefetched when the browser is idle): the first one is awaited.
describe('§8 toasts', () => {
  it('shows at most three, then the waiting ones as others close', async () => {
    const toasts = [1, 2, 3, 4].map((n) => ({ severity: 'info' as const, message: `toast ${n}` }));
    await renderWithProviders(<Show toasts={toasts} />);
    expect(await screen.findAllByRole('status')).toHaveLength(TOAST_MAX_VISIBLE);
    expect(screen.queryByText('toast 4')).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByText('toast 1')).toBeNull();
    expect(screen.getByText('toast 4')).toBeTruthy();
  });

  it('shows errors as red alerts that hide after 6 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithProviders(<Show toasts={[{ severity: 'error', message: 'Code is wrong' }]} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Code is wrong');
    expect(alert.className).toMatch(/filledError|colorError/);
    act(() => vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS + 10));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows markup as text', async () => {
    await renderWithProviders(
      <Show toasts={[{ severity: 'info', message: '<img src=x onerror=alert(1)>' }]} />,
    );
    expect((await screen.findByRole('status')).querySelector('img')).toBeNull();
  });
});
