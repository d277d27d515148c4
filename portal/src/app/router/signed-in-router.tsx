// The signed-in part's router, loaded with the signed-in routes (preload-signed-in.ts) or when the
// login page's browser is idle, never at the login page's start: the data router (data-router.ts),
// the shared react-router module's RouterProvider that drives it, and the routes under it
// (AppRoutes.tsx), whose public pages and shared hooks follow it through RouterNavigation.
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router';
import { RouterNavigation } from '../../shared/navigation/RouterNavigation';
import { AppRoutes } from './AppRoutes';
import { createShellDataRouter } from './data-router';
import type { ShellDataRouter } from './data-router';

export type { ShellDataRouter };

/** The page's data router over `routes` (the app's routes unless a test gives its own). */
export function createSignedInRouter(routes: ReactElement = <AppRoutes />): ShellDataRouter {
  return createShellDataRouter(<RouterNavigation>{routes}</RouterNavigation>);
}

export function SignedInRouter({ router }: { router: ShellDataRouter }) {
  return <RouterProvider router={router} />;
}
