// What the shell tells an app about the person and the view (spec §1, §3, §6).
import { appCapabilities, NO_USER_CAPABILITIES, type AppCapabilities, type Role } from '@portal/rules';

export type Language = 'en' | 'no';
export const LANGUAGES: readonly Language[] = ['en', 'no'];

/** ME is the user's own view; RECIPIENT is the view of a chosen recipient (§1). */
export type UserContextKind = 'ME' | 'RECIPIENT';

/** §6 roles, as declared in @portal/rules. */
export type UserRole = Role;

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

/** §6: the per-user capabilities an app may ask about, computed by the server (names in @portal/rules). */
export type Capabilities = AppCapabilities;

export const NO_CAPABILITIES: Capabilities = appCapabilities(NO_USER_CAPABILITIES);

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  severity: ToastSeverity;
  message: string;
}

export interface NavigateOptions {
  replace?: boolean;
}
