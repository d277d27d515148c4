// §7 In-app events: token-changed, logout and snackbar. The SDK re-exports these names so feature
// apps listen to the same events; they travel on `window` so every bundle sees them.
import type { DeviceKind } from '@portal/rules';

/** The device of a session as the logout event reports it (§4): unknown before one was chosen. */
export type SessionDevice = DeviceKind | 'unknown';

export interface SnackbarLink {
  label: string;
  href: string;
}

export interface PortalEventMap {
  /** A new session token (login, "stay logged in"), or null when it was cleared. */
  'token-changed': { token: string | null };
  /** The session ends; carries the device (§4 Authentication). */
  logout: { device: SessionDevice; reason: LogoutReason };
  /** §2.9: a message with an optional link button. */
  snackbar: { message: string; link?: SnackbarLink };
}

export type LogoutReason = 'user' | 'idle' | 'other-tab' | 'unauthorized';

export type PortalEventName = keyof PortalEventMap;

export const PORTAL_EVENT_NAMES = [
  'token-changed',
  'logout',
  'snackbar',
] as const satisfies readonly PortalEventName[];

/** The DOM event type of a portal event, prefixed so it never clashes with a browser event. */
export function portalEventType(name: PortalEventName): string {
  return `portal:${name}`;
}
