// Test support for the shell's features: a session (bootstrap, context, recipient) without a
// server, and a render helper with the providers the signed-in shell gives its pages.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Language, UserContext } from '@portal/rules';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import type { Shell } from '@portal/sdk';
import { BootstrapContext } from '../../shared/bootstrap/BootstrapContext';
import { parsePublicBootstrap } from '../../shared/bootstrap/bootstrap-types';
import { createPortalI18n } from '../../shared/i18n/portal-i18n';
import type { LocalizedTexts } from '../../shared/i18n/text-tree';
import { AuthProvider } from '../../shared/session/AuthProvider';
import { ToastProvider } from '../../shared/toasts/ToastProvider';
import { parseSessionBootstrap } from './session-bootstrap';
import type { SessionBootstrap } from './session-bootstrap';
import { ShellSessionContext, createShellSession } from './shell-session';
import type { SelectedRecipient } from './shell-session';

export function testSessionBootstrap(overrides: Record<string, unknown> = {}): SessionBootstrap {
  return parseSessionBootstrap({
    customer_id: 1,
    customer_name: 'Demo Arbeid',
    brand: 'work-inclusion',
    user_role: 'STAFF',
    user_name: 'Siri Staff',
    metadata: { user_id: 7, customer_id: 1 },
    features: [],
    capabilities: {},
    overviews: [],
    external_links: {},
    ...overrides,
  });
}

export function TestSessionProvider({
  bootstrap,
  userContext = 'ME',
  recipient = null,
  children,
}: {
  bootstrap: SessionBootstrap;
  userContext?: UserContext;
  recipient?: SelectedRecipient | null;
  children: ReactNode;
}) {
  return (
    <ShellSessionContext.Provider value={createShellSession(bootstrap, userContext, recipient)}>
      {children}
    </ShellSessionContext.Provider>
  );
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface ShellRenderOptions {
  bootstrap?: SessionBootstrap;
  userContext?: UserContext;
  recipient?: SelectedRecipient | null;
  route?: string;
  texts?: readonly LocalizedTexts[];
  /** The UI language (default English). */
  lang?: Language;
  /** The route pattern the screen is mounted at (default: every path). */
  path?: string;
  /** Answers the GraphQL requests of the test shell. */
  fetch?: typeof fetch;
}

export async function renderInShell(
  ui: ReactElement,
  options: ShellRenderOptions = {},
): Promise<RenderResult & { shell: Shell }> {
  const i18n = await createPortalI18n(options.lang ?? 'en', options.texts ?? []);
  const bootstrap = options.bootstrap ?? testSessionBootstrap();
  const shell = createTestShell({ fetch: options.fetch, features: bootstrap.features });
  const tenant = parsePublicBootstrap({
    customer_id: 1,
    customer_name: bootstrap.customer_name,
    features: bootstrap.features,
  });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={shell.queryClient}>
        <MemoryRouter initialEntries={[options.route ?? '/overview']}>
          <BootstrapContext.Provider value={tenant}>
            <AuthProvider>
              <ToastProvider>
                <TestShell shell={shell}>
                  <TestSessionProvider
                    bootstrap={bootstrap}
                    userContext={options.userContext}
                    recipient={options.recipient}
                  >
                    <Routes>
                      <Route path={options.path ?? '*'} element={ui} />
                    </Routes>
                    <LocationProbe />
                  </TestSessionProvider>
                </TestShell>
              </ToastProvider>
            </AuthProvider>
          </BootstrapContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, shell };
}
