// The page's router. The public pages (login, password reset, token login) start under a
// declarative <BrowserRouter>, which the shared react-router module holds; the signed-in part runs
// under a data router (data-router.ts), whose blocker holds the browser's back and forward while a
// form is dirty (§2.9). A session at the start gets the data router from its first render (it loads
// beside the signed-in routes, preloadSignedInRoutes); a sign-in on this page changes router once,
// under the loading screen that the signed-in routes show anyway, and keeps the data router from
// then on (after a logout too). Only the routes are under the router: the session, bootstrap and
// toasts above it keep their state across the change.
import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { BrowserRouter, RouterProvider } from 'react-router';
import { prefetchWhenIdle } from '../../shared/lazy/prefetch-when-idle';
import { useAuth } from '../../shared/session/auth-context';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import type * as DataRouterModuleNs from './data-router';
import type { ShellDataRouter } from './data-router';

type DataRouterModule = typeof DataRouterModuleNs;

let loaded: DataRouterModule | null = null;
let loading: Promise<DataRouterModule> | null = null;
/** The page's one data router, made on first use (it listens to the history from then on). */
let dataRouter: ShellDataRouter | null = null;

/** The data router's code: with the signed-in routes, or when the login page's browser is idle. */
export function loadDataRouter(): Promise<DataRouterModule> {
  loading ??= import('./data-router').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function dataRouterFor(routes: ReactElement): ShellDataRouter | null {
  if (!dataRouter && loaded) dataRouter = loaded.createShellDataRouter(routes);
  return dataRouter;
}

export function ShellRouter({ routes }: { routes: ReactElement }) {
  const { isAuthenticated } = useAuth();
  // Set when the data router's code is in, or its load failed (thrown here, as a lazy chunk's is).
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setLoaded] = useState(loaded !== null);
  if (failure) throw failure.error;
  const router = dataRouter ?? (isAuthenticated ? dataRouterFor(routes) : null);
  const needsDataRouter = isAuthenticated && router === null;

  useEffect(() => {
    if (router) return;
    if (!needsDataRouter) {
      prefetchWhenIdle(loadDataRouter);
      return;
    }
    let live = true;
    loadDataRouter().then(
      () => live && setLoaded(true),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [needsDataRouter, router]);

  if (router) return <RouterProvider router={router} />;
  if (needsDataRouter) return <LoadingScreen />;
  return <BrowserRouter>{routes}</BrowserRouter>;
}
