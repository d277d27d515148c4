import { useEffect, useRef } from 'react';
import { useShell } from './shell-context';

/**
 * §2.9 "Unsaved changes": while `dirty`, the shell asks before leaving (save and leave, discard or
 * go back). `owner` names the form, e.g. "calendar:event-form"; `save` is what "save and leave"
 * runs (without it that choice stays on the page); unmounting clears it.
 */
export function useUnsavedChangesGuard(owner: string, dirty: boolean, save?: () => Promise<void>): void {
  const { unsavedChanges } = useShell();
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  }, [save]);
  useEffect(() => {
    const saveNow = latestSave.current ? () => latestSave.current?.() ?? Promise.resolve() : undefined;
    unsavedChanges.setDirty(owner, dirty, saveNow);
    return () => unsavedChanges.setDirty(owner, false);
  }, [unsavedChanges, owner, dirty]);
}
