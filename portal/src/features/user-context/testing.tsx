// Test support for the shell's features: a session (bootstrap, context, recipient) without a server.
import type { ReactNode } from 'react';
import type { UserContext } from '@portal/rules';
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
