import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionExpiryDialog } from './SessionExpiryDialog';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { renderWithProviders } from '../../test/render-with-providers';

describe('§2.9 unsaved changes dialog', () => {
  it('offers delete changes, go back and save and leave', async () => {
    const onDiscard = vi.fn();
    const onGoBack = vi.fn();
    const onSaveAndLeave = vi.fn();
    await renderWithProviders(
      <UnsavedChangesDialog open onDiscard={onDiscard} onGoBack={onGoBack} onSaveAndLeave={onSaveAndLeave} />,
    );
    expect(screen.getByRole('dialog', { name: 'Save changes' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and leave' }));
    await userEvent.keyboard('{Escape}');
    expect(onDiscard).toHaveBeenCalledOnce();
    expect(onSaveAndLeave).toHaveBeenCalledOnce();
    expect(onGoBack).toHaveBeenCalledOnce();
  });

  it('speaks Norwegian', async () => {
    await renderWithProviders(
      <UnsavedChangesDialog open onDiscard={vi.fn()} onGoBack={vi.fn()} onSaveAndLeave={vi.fn()} />,
      {
        lang: 'no',
      },
    );
    expect(screen.getByRole('dialog', { name: 'Lagre endringer' })).toBeTruthy();
  });
});

describe('§4 session expiry dialog', () => {
  it('counts down in mm:ss and offers to stay logged in', async () => {
    const onStay = vi.fn();
    await renderWithProviders(
      <SessionExpiryDialog
        open
        mode="warning"
        secondsLeft={125}
        onStayLoggedIn={onStay}
        onLogOut={vi.fn()}
      />,
    );
    expect(screen.getByRole('timer').textContent).toBe('02:05');
    await userEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(onStay).toHaveBeenCalled();
  });

  it('says the session expired, with a close button', async () => {
    const onClose = vi.fn();
    await renderWithProviders(<SessionExpiryDialog open mode="expired" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Your session has expired' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
