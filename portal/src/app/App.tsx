// The shell's wiring: i18n, router, session, bootstrap (brand and theme), toasts, routes. The
// signed-in part (query client, session recording) is wired in layout/SignedInLayout, loaded lazily.
import { Suspense } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { BootstrapGate } from '../features/app-start';
import { OutdatedBrowserNotice } from '../features/browser-support';
import { SessionGuard } from '../features/session';
import { AuthProvider } from '../shared/session/AuthProvider';
import { LazySnackbarHost } from '../shared/snackbar/LazySnackbarHost';
import { ToastProvider } from '../shared/toasts/ToastProvider';
import { AppRoutes } from './router/AppRoutes';

export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <AuthProvider>
          <BootstrapGate>
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
      </BrowserRouter>
    </I18nextProvider>
  );
}
