// The snackbar is loaded with the first `snackbar` event, so the login page does not carry it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { onPortalEvent } from '../events/event-bus';
import type { PortalEventMap } from '../events/portal-events';

const SnackbarHost = lazy(() => import('./SnackbarHost').then((m) => ({ default: m.SnackbarHost })));

export function LazySnackbarHost() {
  const [first, setFirst] = useState<PortalEventMap['snackbar'] | null>(null);
  useEffect(() => {
    if (first) return undefined;
    return onPortalEvent('snackbar', setFirst);
  }, [first]);
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarHost initial={first} />
    </Suspense>
  );
}
