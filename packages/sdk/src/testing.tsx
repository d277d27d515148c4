// @portal/sdk/testing: a shell stand-in for component tests of apps and of the loader (jsdom).
import type { ReactNode } from 'react';
import { ShellProvider, type Shell, type ShellState } from './shell-context';
import { createShellServices, type ShellServicesOptions } from './shell-services';
import { NO_CAPABILITIES } from './shell-types';

export interface TestShellOptions
  extends Partial<ShellState>, Partial<Pick<ShellServicesOptions, 'fetch' | 'token'>> {}

/** A shell whose GraphQL goes to `fetch` (stub it) and whose navigation and toasts are no-ops. */
export function createTestShell(options: TestShellOptions = {}): Shell {
  const services = createShellServices({
    token: options.token ?? 'test-token',
    fetch: options.fetch,
    navigate: () => undefined,
    notify: () => undefined,
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

export function TestShell({ shell, children }: { shell: Shell; children?: ReactNode }) {
  return <ShellProvider value={shell}>{children}</ShellProvider>;
}
