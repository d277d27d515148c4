// The snackbar is loaded with the first `snackbar` event, so the login page does not carry it. The
// latest message is kept while it loads and handed over, so a message raised meanwhile is not lost.
import { lazy, Suspense, useEffect, useState } from 'react';
import { onPortalEvent } from '../events/event-bus';
import type { PortalEventMap } from '../events/portal-events';

const SnackbarHost = lazy(() => import('./SnackbarHost').then((m) => ({ default: m.SnackbarHost })));

export function LazySnackbarHost() {
  const [latest, setLatest] = useState<PortalEventMap['snackbar'] | null>(null);
  useEffect(() => onPortalEvent('snackbar', setLatest), []);
  if (!latest) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarHost initial={latest} />
    </Suspense>
  );
}
