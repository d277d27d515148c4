// The shell's wiring: i18n, router, session, bootstrap (brand and theme), toasts, routes. The
// signed-in part (query client, session recording) is wired in layout/SignedInLayout, loaded lazily.
// The router is a data router with one splat route holding the shell's own <Routes> (and the apps'
// PageRoutes below them): the same routes as before, and `useBlocker` can hold the browser's back
// and forward for the unsaved-changes guard (§2.9), which a declarative <BrowserRouter> cannot.
import { Suspense } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { BootstrapGate } from '../features/app-start';
import { OutdatedBrowserNotice } from '../features/browser-support';
import { SessionGuard } from '../features/session';
import { AuthProvider } from '../shared/session/AuthProvider';
import { LazySnackbarHost } from '../shared/snackbar/LazySnackbarHost';
import { ToastProvider } from '../shared/toasts/ToastProvider';
import { AppRoutes, preloadSignedInRoutes } from './router/AppRoutes';

/** Everything under the router: the session, the tenant's bootstrap, toasts and the routes. */
export function ShellRoot() {
  return (
    <AuthProvider>
      <BootstrapGate preload={preloadSignedInRoutes}>
        <ToastProvider>
          <Suspense fallback={null}>
            <OutdatedBrowserNotice />
          </Suspense>
          <AppRoutes />
          <SessionGuard />
          <LazySnackbarHost />
        </ToastProvider>
      </BootstrapGate>
    </AuthProvider>
  );
}

/** The page's one router, made on first use (it listens to the history from then on). */
let router: ReturnType<typeof createBrowserRouter> | null = null;
const shellRouter = () => (router ??= createBrowserRouter([{ path: '*', element: <ShellRoot /> }]));

export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={shellRouter()} />
    </I18nextProvider>
  );
}
