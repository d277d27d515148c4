// The bootstrap request of the app start. Plain fetch and state (not TanStack Query): the query
// client belongs to the signed-in part and stays out of the login page's bundle.
import { useEffect, useState } from 'react';
import { takePublicBootstrap } from './fetch-bootstrap';
import type { BootstrapResult } from './fetch-bootstrap';

export type BootstrapRequest =
  { status: 'pending' } | { status: 'error' } | { status: 'done'; result: BootstrapResult };

/**
 * `preload` runs beside the request, and the request is done when both are: code that the first
 * screen will need is then in before it renders (App passes the signed-in routes' chunks when a
 * session is stored), so no Suspense fallback, and no wait for React's throttle after one, comes
 * between the loading screen and the page. A failed preload is the routes' own to show.
 */
export function useBootstrapRequest(preload?: () => Promise<unknown>): BootstrapRequest {
  const [request, setRequest] = useState<BootstrapRequest>({ status: 'pending' });
  useEffect(() => {
    let live = true;
    const preloaded = preload?.().catch(() => undefined);
    Promise.all([takePublicBootstrap(), preloaded]).then(
      ([result]) => live && setRequest({ status: 'done', result }),
      () => live && setRequest({ status: 'error' }),
    );
    return () => {
      live = false;
    };
    // Once, at the app's start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return request;
}
