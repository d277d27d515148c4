import { describe, expect, it, vi } from 'vitest';
import { useEffect, useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AppEntryModule, DialogModule, DialogProps } from '@portal/sdk';
import { AppsProvider, type AppIndex } from '../apps';
import { renderInShell } from '../user-context/testing';
import { QuickAccessDialog } from './QuickAccessDialog';
import type { QuickAccessItem } from './quick-access-items';
import { quickAccessTexts } from './quick-access-texts';

// A dialog module with one field that tells the frame when it has changes (and one that never does).
function NoteDialog({ close, setDirty }: DialogProps) {
  const [text, setText] = useState('');
  useEffect(() => setDirty?.(text !== ''), [text, setDirty]);
  return (
    <>
      <label>
        Note
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => close({ status: 'cancelled' })}>
        Cancel here
      </button>
    </>
  );
}
function OldDialog({ close }: DialogProps) {
  return (
    <button type="button" onClick={() => close({ status: 'saved', message: 'Done' })}>
      Save old
    </button>
  );
}

// One installed app, answered from memory instead of the network.
const modules = { 'dialog:note': NoteDialog as DialogModule, 'dialog:old': OldDialog as DialogModule };
const index: AppIndex = {
  apps: [
    {
      name: 'notes',
      versions: [
        {
          name: 'notes',
          version: '1.0.0',
          entry: 'entry.js',
          integrity: 'sha384-test',
          modules: Object.keys(modules),
          sdkVersion: '2.0.0',
          builtAt: '2026-01-01T00:00:00Z',
        },
      ],
    },
  ],
  widgets: {},
};
const importEntry = (): Promise<AppEntryModule> => Promise.resolve({ modules });
const item = (module: string): QuickAccessItem => ({
  id: 'newTask',
  dialog: 'CALENDAR',
  app: 'notes',
  module,
});

async function open(module: string) {
  const onClose = vi.fn();
  await renderInShell(
    <AppsProvider index={index} importEntry={importEntry} defaultAppVersions={{ notes: '1.0.0' }}>
      <QuickAccessDialog item={item(module)} onClose={onClose} />
    </AppsProvider>,
    { texts: [quickAccessTexts] },
  );
  return onClose;
}

const escape = () => fireEvent.keyDown(screen.getAllByRole('dialog')[0]!, { key: 'Escape', code: 'Escape' });

describe('QuickAccessDialog', () => {
  it('closes at once while the dialog has no changes', async () => {
    const onClose = await open('dialog:note');
    await screen.findByLabelText('Note');
    escape();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard changes?')).toBeNull();
  });

  it('asks before Escape or its close button discards changes: keep editing keeps them, discard closes', async () => {
    const onClose = await open('dialog:note');
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'Ring Kari' } });

    escape();
    expect(await screen.findByText('Discard changes?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard changes?')).toBeNull());
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Ring Kari');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Discard changes?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when the dialog closes itself', async () => {
    const onClose = await open('dialog:note');
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'Ring Kari' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel here' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard changes?')).toBeNull();
  });

  it('leaves a dialog that never says it has changes as it was', async () => {
    const onClose = await open('dialog:old');
    await screen.findByRole('button', { name: 'Save old' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
