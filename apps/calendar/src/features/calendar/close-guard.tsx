// Closing a form's dialog (Escape, outside click, Cancel) with changes not saved asks first, as
// leaving the page does (the shell's unsaved-changes guard covers navigation, not a dialog closing).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useAppTranslation, useUnsavedChangesGuard } from '@portal/sdk';
import { calendarTexts } from './calendar-texts';

export function useCloseGuard() {
  const { t } = useAppTranslation(calendarTexts);
  const dirty = useRef(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  /** `close`, asked about first while the form has changes. */
  const guard = useCallback(
    (close: () => void) => () => {
      if (dirty.current) setPending(() => close);
      else close();
    },
    [],
  );
  /** The form tells whether it has changes not saved. */
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const prompt = (
    <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby="calendar-discard-title">
      <DialogTitle id="calendar-discard-title">{t('discardTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('discardText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={() => setPending(null)}>
          {t('keepEditing')}
        </Button>
        <Button
          color="error"
          onClick={() => {
            const close = pending;
            dirty.current = false;
            setPending(null);
            close?.();
          }}
        >
          {t('discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { guard, onDirtyChange, prompt };
}

/**
 * A form's changes not saved (§2.9): leaving the page asks first, and "save and leave" saves through
 * `save`; the form's dialog is told (`onDirtyChange`) so that closing it asks too. `setSaved` marks
 * the form saved, after which nothing is asked.
 */
export function useFormChanges<T>(
  owner: string,
  fields: T,
  initial: T,
  save: () => Promise<boolean>,
  onDirtyChange?: (dirty: boolean) => void,
): { setSaved: (saved: boolean) => void } {
  const [saved, setSaved] = useState(false);
  const dirty = !saved && JSON.stringify(fields) !== JSON.stringify(initial);
  useUnsavedChangesGuard(owner, dirty, async () => {
    if (!(await save())) throw new Error(`${owner}: not saved`);
  });
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  return { setSaved };
}
