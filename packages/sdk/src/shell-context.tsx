import { createContext, useContext, type ReactNode } from 'react';
import type { ShellServices } from './shell-services';
import type { Capabilities, Language, SelectedRecipient, ShellUser, UserContextKind } from './shell-types';

/** What changes while the shell runs; a new value re-renders every app below the provider. */
export interface ShellState {
  language: Language;
  user: ShellUser;
  userContext: UserContextKind;
  selectedRecipient: SelectedRecipient | null;
  /** Enabled feature flags of the tenant (§6). */
  features: readonly string[];
  capabilities: Capabilities;
}

export type Shell = ShellServices & ShellState;

/** One context, shared by the shell and every app because @portal/sdk is one shared ES module. */
export const ShellContext = createContext<Shell | null>(null);
ShellContext.displayName = 'ShellContext';

export function ShellProvider({ value, children }: { value: Shell; children?: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export class MissingShellError extends Error {
  constructor() {
    super('useShell() was called outside <ShellProvider>: an app must be mounted by the shell');
    this.name = 'MissingShellError';
  }
}

/** Everything the shell offers an app. Throws MissingShellError outside the shell. */
export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new MissingShellError();
  return shell;
}
