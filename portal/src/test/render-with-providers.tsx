// Test support: renders a screen inside the providers the app gives it (i18n, theme, router,
// bootstrap, query client, auth, toasts).
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@portal/rules';
import { createPortalI18n } from '../shared/i18n/portal-i18n';
import { BootstrapContext } from '../shared/bootstrap/BootstrapContext';
import { parsePublicBootstrap } from '../shared/bootstrap/bootstrap-types';
import type { PublicBootstrap } from '../shared/bootstrap/bootstrap-types';
import { createPortalTheme } from '../shared/brand/portal-theme';
import { AuthProvider } from '../shared/session/AuthProvider';
import { ToastProvider } from '../shared/toasts/ToastProvider';
import { portalTexts } from '../app/portal-texts';
import { RouterNavigation } from '../shared/navigation/RouterNavigation';

export const demoBootstrap: PublicBootstrap = parsePublicBootstrap({
  customer_id: 1,
  registeredSubdomain: 'demo',
  customer_name: 'Demo Arbeid',
  brand: 'work-inclusion',
  theme: 'default',
  languages: ['no', 'en'],
  required_pnr: false,
  login_methods: ['password_sms'],
  features: [],
  external_links: { about: 'https://example.org/about', privacy_policy: 'https://example.org/privacy' },
  support_email: 'support@example.org',
  session_recording: { enabled: false },
});

export interface RenderOptions {
  lang?: Language;
  bootstrap?: PublicBootstrap | null;
  /** The address the router starts at. */
  route?: string;
  /** The route pattern the screen is mounted at (default: every path). */
  path?: string;
  /** Extra routes beside the screen, e.g. the target of a redirect. */
  extraRoutes?: ReactNode;
}

/** Shows the current address, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export async function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const i18n = await createPortalI18n(options.lang ?? 'en', portalTexts);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const bootstrap = options.bootstrap === undefined ? demoBootstrap : options.bootstrap;
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={createPortalTheme(bootstrap?.theme ?? 'default')}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>
            <BootstrapContext.Provider value={bootstrap}>
              <AuthProvider>
                <ToastProvider>
                  <RouterNavigation>
                    <Routes>
                      <Route path={options.path ?? '*'} element={ui} />
                      {options.extraRoutes}
                      {/* Where the screen navigates off its own route, the probe still shows the address
                        (and react-router does not warn "No routes matched"). */}
                      {options.path && options.path !== '*' ? <Route path="*" element={null} /> : null}
                    </Routes>
                  </RouterNavigation>
                  <LocationProbe />
                </ToastProvider>
              </AuthProvider>
            </BootstrapContext.Provider>
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
}
