// Narrow hooks over useShell(), one per question an app asks the shell.
import { useShell } from './shell-context';
import type { Capabilities, SelectedRecipient, ShellUser, UserContextKind } from './shell-types';

export interface UserContextView {
  user: ShellUser;
  userContext: UserContextKind;
  /** The chosen recipient in the RECIPIENT context, else null. */
  selectedRecipient: SelectedRecipient | null;
}

export function useUserContext(): UserContextView {
  const { user, userContext, selectedRecipient } = useShell();
  return { user, userContext, selectedRecipient: userContext === 'RECIPIENT' ? selectedRecipient : null };
}

/** Whether the tenant has the feature flag on (§6). */
export function useFeature(name: string): boolean {
  return useShell().features.includes(name);
}

export function useCapability(name: keyof Capabilities): boolean {
  return useShell().capabilities[name];
}

export function useNavigate(): (path: string, options?: { replace?: boolean }) => void {
  return useShell().navigate;
}

export function useNotify() {
  return useShell().notify;
}

export function useShellEvents() {
  return useShell().events;
}
