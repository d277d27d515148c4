// Closing a form's dialog with changes not saved asks first: "Keep editing" keeps the form,
// "Discard" closes it; with nothing changed it closes at once. Both languages.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import type { Language } from '@portal/sdk';
import { useCloseGuard } from './close-guard';

function Host({ dirty, close }: { dirty: boolean; close: () => void }) {
  const { guard, onDirtyChange, prompt } = useCloseGuard();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return (
    <>
      <button onClick={guard(close)}>close the form</button>
      {prompt}
    </>
  );
}

const renderHost = (dirty: boolean, close: () => void, language: Language) =>
  render(
    <TestShell shell={createTestShell({ language })}>
      <Host dirty={dirty} close={close} />
    </TestShell>,
  );

describe('the close guard of the calendar forms', () => {
  it.each([
    ['en', 'Discard your changes?', 'Keep editing', 'Discard'],
    ['no', 'Forkaste endringene?', 'Fortsett å redigere', 'Forkast'],
  ] as const)('asks before closing a changed form (%s)', async (language, title, keep, discard) => {
    const close = vi.fn();
    renderHost(true, close, language);
    fireEvent.click(screen.getByRole('button', { name: 'close the form' }));
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: keep }));
    // The question closes (after its fade); the form stays.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(close).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'close the form' }));
    fireEvent.click(await screen.findByRole('button', { name: discard }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('closes an unchanged form at once', () => {
    const close = vi.fn();
    renderHost(false, close, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'close the form' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
