// features/user-context: the signed-in user (session bootstrap, roles and capabilities of §6) and
// the user context ME or RECIPIENT with the chosen recipient (§1).
export {
  CAPABILITY_NAMES,
  parseSessionBootstrap,
  prefetchSessionBootstrap,
  sessionBootstrapQuery,
} from './session-bootstrap';
export type {
  CapabilityName,
  SessionBootstrap,
  ShellCapabilities,
  ShellOverview,
  ShellOverviewWidget,
} from './session-bootstrap';
export { ShellSessionContext, createShellSession, useShellSession } from './shell-session';
export type { SelectedRecipient, ShellSession } from './shell-session';
export { UserContextProvider } from './UserContextProvider';
export { useSwitchUserContext } from './useSwitchUserContext';
export type { SwitchUserContext } from './useSwitchUserContext';
export { readStored, userStorageKey, writeStored } from './user-storage-key';
export { sdkCapabilities, sdkShellState } from './sdk-shell-state';
// Test support lives in ./testing (imported by tests only, so no test library reaches the bundle).
