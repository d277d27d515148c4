// The bootstrap request of the app start. Plain fetch and state (not TanStack Query): the query
// client belongs to the signed-in part and stays out of the login page's bundle.
import { useEffect, useState } from 'react';
import { fetchPublicBootstrap } from './fetch-bootstrap';
import type { BootstrapResult } from './fetch-bootstrap';

export type BootstrapRequest =
  { status: 'pending' } | { status: 'error' } | { status: 'done'; result: BootstrapResult };

export function useBootstrapRequest(): BootstrapRequest {
  const [request, setRequest] = useState<BootstrapRequest>({ status: 'pending' });
  useEffect(() => {
    let live = true;
    fetchPublicBootstrap().then(
      (result) => live && setRequest({ status: 'done', result }),
      () => live && setRequest({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return request;
}
