export { dispatchPortalEvent, onPortalEvent } from './event-bus';
export { PORTAL_EVENT_NAMES, portalEventType } from './portal-events';
export type {
  LogoutReason,
  PortalEventMap,
  PortalEventName,
  SessionDevice,
  SnackbarLink,
} from './portal-events';
