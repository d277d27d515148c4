// @portal/sdk/testing: a shell stand-in for component tests of apps and of the loader (jsdom).
import { useContext, useState, type ReactNode } from 'react';
import i18next from 'i18next';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { MemoryRouter, useInRouterContext } from 'react-router';
import { ShellProvider, type Shell, type ShellState } from './shell-context';
import { createShellServices, type ShellServicesOptions } from './shell-services';
import { NO_CAPABILITIES } from './shell-types';

export interface TestShellOptions
  extends
    Partial<ShellState>,
    Partial<Pick<ShellServicesOptions, 'fetch' | 'token' | 'navigate' | 'notify'>> {}

/** A shell whose GraphQL goes to `fetch` (stub it) and whose navigation and toasts are no-ops. */
export function createTestShell(options: TestShellOptions = {}): Shell {
  const services = createShellServices({
    token: options.token ?? 'test-token',
    fetch: options.fetch,
    navigate: options.navigate ?? (() => undefined),
    notify: options.notify ?? (() => undefined),
  });
  services.queryClient.setDefaultOptions({ queries: { retry: false } });
  return {
    ...services,
    language: options.language ?? 'en',
    user: options.user ?? { id: 1, name: 'Test Staff', role: 'staff', customerId: 1 },
    userContext: options.userContext ?? 'ME',
    selectedRecipient: options.selectedRecipient ?? null,
    features: options.features ?? [],
    capabilities: options.capabilities ?? NO_CAPABILITIES,
  };
}

/** An i18next of its own per test shell, as the shell's (React escapes; no async init). */
function createTestI18n(language: string) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** The shell around a module under test; `path` is the address a page's routes see. */
export function TestShell({
  shell,
  path = '/',
  children,
}: {
  shell: Shell;
  path?: string;
  children?: ReactNode;
}) {
  // Inside the shell's own test providers (a router, its i18next) those stay; an app's test gets
  // its own.
  const outer = useContext(I18nContext) as { i18n?: unknown } | null;
  const [i18n] = useState(() => createTestI18n(shell.language));
  const inRouter = useInRouterContext();
  const provided = <ShellProvider value={shell}>{children}</ShellProvider>;
  const routed = inRouter ? provided : <MemoryRouter initialEntries={[path]}>{provided}</MemoryRouter>;
  return outer?.i18n ? routed : <I18nextProvider i18n={i18n}>{routed}</I18nextProvider>;
}
