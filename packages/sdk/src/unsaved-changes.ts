import { useEffect } from 'react';
import { useShell } from './shell-context';

/**
 * §2.9 "Unsaved changes": while `dirty`, the shell asks before leaving (save, discard or go back).
 * `owner` names the form, e.g. "calendar:event-form"; unmounting clears it.
 */
export function useUnsavedChangesGuard(owner: string, dirty: boolean): void {
  const { unsavedChanges } = useShell();
  useEffect(() => {
    unsavedChanges.setDirty(owner, dirty);
    return () => unsavedChanges.setDirty(owner, false);
  }, [unsavedChanges, owner, dirty]);
}
