// The shell's wiring: i18n, session, bootstrap (brand and theme), toasts, the router and routes. The
// signed-in part (query client, session recording) is wired in layout/SignedInLayout, loaded lazily.
// The router holds only the routes (router/ShellRouter.tsx): the public pages with no router
// library, and for the signed-in part a data router with one splat route holding the shell's own
// <Routes> (and the apps' PageRoutes below them), so that `useBlocker` can hold the browser's back
// and forward for the unsaved-changes guard (§2.9), which a declarative <BrowserRouter> cannot.
import { Suspense } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BootstrapGate } from '../features/app-start';
import { OutdatedBrowserNotice } from '../features/browser-support';
import { SessionGuard } from '../features/session';
import { AuthProvider } from '../shared/session/AuthProvider';
import { LazySnackbarHost } from '../shared/snackbar/LazySnackbarHost';
import { ToastProvider } from '../shared/toasts/ToastProvider';
import { preloadSignedInRoutes } from './router/preload-signed-in';
import { ShellRouter } from './router/ShellRouter';

/** The session, the tenant's bootstrap, toasts and the routes under the page's router. */
export function ShellRoot() {
  return (
    <AuthProvider>
      <BootstrapGate preload={preloadSignedInRoutes}>
        <ToastProvider>
          <Suspense fallback={null}>
            <OutdatedBrowserNotice />
          </Suspense>
          <ShellRouter />
          <SessionGuard />
          <LazySnackbarHost />
        </ToastProvider>
      </BootstrapGate>
    </AuthProvider>
  );
}

export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ShellRoot />
    </I18nextProvider>
  );
}
