// §2.9 The question before leaving a dirty form: the shell's dialog over the guard's held departure,
// links of the page held while a form is dirty, and the browser's own question on reload or close.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { UnsavedChangesDialog } from '../../shared/dialogs/UnsavedChangesDialog';
import type { UnsavedChangesGuard } from './unsaved-changes-guard';

function sameOriginLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

export function UnsavedChangesPrompt({
  guard,
  navigate,
}: {
  guard: UnsavedChangesGuard;
  navigate: (href: string) => void;
}) {
  const held = useSyncExternalStore(guard.subscribe, guard.pending);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    // Capture phase: before react-router's own link handler sees the click.
    const onClick = (event: MouseEvent) => {
      if (!guard.isDirty()) return;
      const anchor = sameOriginLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      const href = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      guard.request(() => navigate(href));
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (guard.isDirty()) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [guard, navigate]);
  return (
    <UnsavedChangesDialog
      open={held !== null}
      saving={saving}
      onDiscard={guard.discard}
      onGoBack={guard.stay}
      onSaveAndLeave={() => {
        setSaving(true);
        void guard.saveAndLeave().finally(() => setSaving(false));
      }}
    />
  );
}
