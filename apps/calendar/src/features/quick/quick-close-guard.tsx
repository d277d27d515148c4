// The quick dialogs' forms ask before their own Cancel loses changes (the calendar's close guard)
// and tell the shell's dialog frame they have changes, so that Escape, a click outside and the
// frame's close button ask too (DialogProps.setDirty).
import { useCallback } from 'react';
import type { DialogProps } from '@portal/sdk';
import { useCloseGuard } from '../calendar';

export function useQuickCloseGuard(setDirty: DialogProps['setDirty']) {
  const { guard, onDirtyChange: guardDirty, prompt } = useCloseGuard();
  const onDirtyChange = useCallback(
    (dirty: boolean) => {
      guardDirty(dirty);
      setDirty?.(dirty);
    },
    [guardDirty, setDirty],
  );
  return { guard, onDirtyChange, prompt };
}
