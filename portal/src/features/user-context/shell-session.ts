// The signed-in user as the shell sees it: the session bootstrap, the user context (ME or RECIPIENT,
// §1) and the chosen recipient, with the role checks of §6.
import { createContext, useContext } from 'react';
import { isAdminRole, isTeamLeader, parseRole } from '@portal/rules';
import type { Role, UserContext } from '@portal/rules';
import type { SessionBootstrap } from './session-bootstrap';

export interface SelectedRecipient {
  /** recipients.id, the `selected_patient_id` of the address. */
  id: number;
  name: string;
  /** The recipient's user account (users.id), whose access is checked (§4 Invitation). */
  userId: number | null;
}

export interface ShellSession {
  bootstrap: SessionBootstrap;
  role: Role | null;
  isAdmin: boolean;
  isTeamLeader: boolean;
  userContext: UserContext;
  /** Set only in the RECIPIENT context. */
  selectedRecipient: SelectedRecipient | null;
  hasFeature: (name: string) => boolean;
}

export function createShellSession(
  bootstrap: SessionBootstrap,
  userContext: UserContext,
  selectedRecipient: SelectedRecipient | null,
): ShellSession {
  const features = new Set(bootstrap.features);
  return {
    bootstrap,
    role: parseRole(bootstrap.user_role),
    isAdmin: isAdminRole(bootstrap.user_role),
    isTeamLeader: isTeamLeader(bootstrap.user_role) || bootstrap.capabilities.team_leader,
    userContext,
    selectedRecipient: userContext === 'RECIPIENT' ? selectedRecipient : null,
    hasFeature: (name) => features.has(name),
  };
}

export const ShellSessionContext = createContext<ShellSession | null>(null);

export function useShellSession(): ShellSession {
  const session = useContext(ShellSessionContext);
  if (!session) throw new Error('useShellSession outside the UserContextProvider');
  return session;
}
