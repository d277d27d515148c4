import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dispatchPortalEvent } from '../events/event-bus';
import { LazySnackbarHost } from './LazySnackbarHost';
import { SnackbarHost } from './SnackbarHost';
import { renderWithProviders } from '../../test/render-with-providers';

describe('§2.9 snackbar', () => {
  it('shows the message, its link button and closes', async () => {
    await renderWithProviders(<SnackbarHost />);
    act(() => dispatchPortalEvent('snackbar', { message: 'Saved', link: { label: 'Open', href: '/chat' } }));
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/chat');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('drops a javascript: link', async () => {
    await renderWithProviders(<SnackbarHost />);
    act(() =>
      dispatchPortalEvent('snackbar', { message: 'Hi', link: { label: 'Bad', href: 'javascript:alert(1)' } }),
    );
    expect(screen.getByText('Hi')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
  });

  it('keeps a message raised while the snackbar itself is still loading', async () => {
    await renderWithProviders(<LazySnackbarHost />);
    act(() => dispatchPortalEvent('snackbar', { message: 'Moved' }));
    act(() => dispatchPortalEvent('snackbar', { message: 'Saved' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
