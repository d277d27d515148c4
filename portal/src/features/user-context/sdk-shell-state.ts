// What the shell tells the apps through @portal/sdk's ShellProvider (ARCHITECTURE.md §7).
import { appCapabilities } from '@portal/rules';
import type { Capabilities, Language, ShellState, UserRole } from '@portal/sdk';
import type { ShellSession } from './shell-session';

export function sdkCapabilities(session: ShellSession): Capabilities {
  return appCapabilities(session.bootstrap.capabilities);
}

export function sdkShellState(session: ShellSession, language: Language): ShellState {
  const { bootstrap } = session;
  return {
    language,
    user: {
      id: bootstrap.user_id,
      name: bootstrap.user_name,
      role: (session.role ?? 'participant') satisfies UserRole,
      customerId: bootstrap.customer_id,
    },
    userContext: session.userContext,
    selectedRecipient: session.selectedRecipient
      ? { id: session.selectedRecipient.id, name: session.selectedRecipient.name }
      : null,
    features: bootstrap.features,
    capabilities: sdkCapabilities(session),
  };
}
