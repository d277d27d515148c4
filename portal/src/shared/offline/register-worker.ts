// Registers the portal's service worker (sw.ts, issue 33 item 8) once the page has loaded, in the
// production build only. A page that loaded before the worker controlled it (the first visit)
// tells the worker what it loaded, so one online visit is enough to open the page with no network.
// A change of user clears what the last one left (offline-data.ts).
import { onPortalEvent } from '../events/event-bus';
import { readSessionToken } from '../session/token-store';
import { followTokenOwner } from './offline-data';
import type { WarmMessage } from './offline-caches';

const WARM = /^\/(assets|shared|apps)\/|^\/api\/(bootstrap|apps|consents\/pending|questionnaires\/[1-9][0-9]{0,15})$/;

/** Same-origin addresses the page has loaded that the worker keeps. */
function loadedUrls(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === location.origin && WARM.test(url.pathname)) urls.add(url.pathname + url.search);
  }
  return [...urls];
}

function warm(worker: ServiceWorker): void {
  const message: WarmMessage = { type: 'portal-offline-warm', urls: loadedUrls(), token: readSessionToken() };
  worker.postMessage(message);
}

export function registerOfflineWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // The shell and its shared modules are a few hundred files: every one is named to the worker.
  performance.setResourceTimingBufferSize(2000);
  void followTokenOwner(readSessionToken());
  onPortalEvent('token-changed', ({ token }) => void followTokenOwner(token));
  const container = navigator.serviceWorker;
  const controlledAtStart = container.controller !== null;
  const register = () => {
    if (!controlledAtStart) {
      container.addEventListener('controllerchange', () => {
        if (container.controller) warm(container.controller);
      }, { once: true });
    }
    container.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The offline worker did not register; the page works online only', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
