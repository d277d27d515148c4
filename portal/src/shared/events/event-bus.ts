// A small typed event bus over window CustomEvents (see portal-events.ts).
import { portalEventType } from './portal-events';
import type { PortalEventMap, PortalEventName } from './portal-events';

export function dispatchPortalEvent<K extends PortalEventName>(name: K, detail: PortalEventMap[K]): void {
  window.dispatchEvent(new CustomEvent(portalEventType(name), { detail }));
}

/** Listens to one portal event; returns the function that stops listening. */
export function onPortalEvent<K extends PortalEventName>(
  name: K,
  handler: (detail: PortalEventMap[K]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<PortalEventMap[K]>).detail);
  window.addEventListener(portalEventType(name), listener);
  return () => window.removeEventListener(portalEventType(name), listener);
}
