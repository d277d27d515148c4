// §2.9 The question before leaving a dirty form: the shell's dialog over the guard's held departure,
// links of the page held while a form is dirty, any other navigation to another path (the browser's
// back and forward, an app's own react-router navigate, a redirect) held by the data router's
// blocker, and the browser's own question on reload or close.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
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
  // Only a change of path leaves the form: a query of the same page (the side menu's is_collapsed,
  // a tab) does not ask. The guard's own departures (discard, save and leave) clear it first, so
  // they pass.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guard.isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    guard.request(() => blocker.proceed());
    // "Go back" drops the held departure with the form still dirty: the history stays where it is.
    return guard.subscribe(() => {
      if (guard.pending() === null && guard.isDirty()) blocker.reset();
    });
  }, [blocker, guard]);
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
