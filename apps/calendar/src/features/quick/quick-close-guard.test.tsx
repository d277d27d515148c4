// The quick dialogs' guard: the form's changes reach the shell's frame (setDirty) and the
// calendar's own question (its Cancel asks first); a shell without setDirty still works.
import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import { useQuickCloseGuard } from './quick-close-guard';

function Host({
  dirty,
  close,
  setDirty,
}: {
  dirty: boolean;
  close: () => void;
  setDirty?: (dirty: boolean) => void;
}) {
  const { guard, onDirtyChange, prompt } = useQuickCloseGuard(setDirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return (
    <>
      <button onClick={guard(close)}>Cancel</button>
      {prompt}
    </>
  );
}

const renderHost = (dirty: boolean, close: () => void, setDirty?: (dirty: boolean) => void) =>
  render(
    <TestShell shell={createTestShell({ language: 'en' })}>
      <Host dirty={dirty} close={close} setDirty={setDirty} />
    </TestShell>,
  );

describe('the quick dialogs’ close guard', () => {
  it('tells the frame about changes and asks before its own Cancel discards them', async () => {
    const close = vi.fn();
    const setDirty = vi.fn();
    const view = renderHost(false, close, setDirty);
    expect(setDirty).toHaveBeenLastCalledWith(false);
    view.rerender(
      <TestShell shell={createTestShell({ language: 'en' })}>
        <Host dirty close={close} setDirty={setDirty} />
      </TestShell>,
    );
    expect(setDirty).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('works in a shell that gives no setDirty', () => {
    const close = vi.fn();
    renderHost(true, close);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy();
  });
});
