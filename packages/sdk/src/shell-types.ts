// What the shell tells an app about the person and the view (spec §1, §3, §6).

export type Language = 'en' | 'no';
export const LANGUAGES: readonly Language[] = ['en', 'no'];

/** ME is the user's own view; RECIPIENT is the view of a chosen recipient (§1). */
export type UserContextKind = 'ME' | 'RECIPIENT';

export type UserRole = 'admin' | 'team_leader' | 'staff' | 'participant';

export interface ShellUser {
  id: number;
  name: string;
  role: UserRole;
  customerId: number;
}

/** The recipient chosen in the side menu (RECIPIENT context); `id` is recipients.id. */
export interface SelectedRecipient {
  id: number;
  name: string;
}

/** §6: per-user capability checks computed by the server and delivered with the bootstrap. */
export interface Capabilities {
  inbox: boolean;
  outbox: boolean;
  outboxGroups: boolean;
  reports: boolean;
  timeTracking: boolean;
}

export const NO_CAPABILITIES: Capabilities = {
  inbox: false,
  outbox: false,
  outboxGroups: false,
  reports: false,
  timeTracking: false,
};

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  severity: ToastSeverity;
  message: string;
}

export interface NavigateOptions {
  replace?: boolean;
}
