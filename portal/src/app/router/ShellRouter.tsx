// The page's router. The public pages (login, password reset, token login) start with no router
// library (PublicRoutes.tsx); the signed-in part runs under a data router (signed-in-router.tsx),
// whose blocker holds the browser's back and forward while a form is dirty (§2.9). A session at the
// start gets the data router from its first render (it loads beside the signed-in routes,
// preloadSignedInRoutes); a sign-in on this page changes to it once, under the loading screen that
// the signed-in routes show anyway, and keeps it from then on (after a logout too, when its own
// routes show the public pages). Only the routes are under the router: the session, bootstrap and
// toasts above it keep their state across the change.
import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { prefetchWhenIdle } from '../../shared/lazy/prefetch-when-idle';
import { useAuth } from '../../shared/session/auth-context';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { PublicRoutes } from './PublicRoutes';
import type * as SignedInRouterModuleNs from './signed-in-router';
import type { ShellDataRouter } from './signed-in-router';

type SignedInRouterModule = typeof SignedInRouterModuleNs;

let loaded: SignedInRouterModule | null = null;
let loading: Promise<SignedInRouterModule> | null = null;
/** The page's one data router, made on first use (it listens to the history from then on). */
let dataRouter: ShellDataRouter | null = null;

/** The signed-in router's code: with the signed-in routes, or when the login page's browser is idle. */
export function loadSignedInRouter(): Promise<SignedInRouterModule> {
  loading ??= import('./signed-in-router').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** `signedIn` and `publicPages` replace the app's routes in a test. */
export function ShellRouter({
  signedIn,
  publicPages,
}: {
  signedIn?: ReactElement;
  publicPages?: ReactElement;
}) {
  const { isAuthenticated } = useAuth();
  // Set when the router's code is in, or its load failed (thrown here, as a lazy chunk's is).
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setLoaded] = useState(loaded !== null);
  if (failure) throw failure.error;
  if (!dataRouter && isAuthenticated && loaded) dataRouter = loaded.createSignedInRouter(signedIn);
  const needsDataRouter = isAuthenticated && dataRouter === null;

  useEffect(() => {
    if (dataRouter) return;
    if (!needsDataRouter) {
      prefetchWhenIdle(loadSignedInRouter);
      return;
    }
    let live = true;
    loadSignedInRouter().then(
      () => live && setLoaded(true),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [needsDataRouter]);

  if (dataRouter && loaded) return <loaded.SignedInRouter router={dataRouter} />;
  if (needsDataRouter) return <LoadingScreen />;
  return publicPages ?? <PublicRoutes />;
}
