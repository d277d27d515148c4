/// <reference lib="webworker" />
// The portal's service worker (issue 33 item 8): the answering page opens with no network after one
// online visit. Built by vite-plugin-pwa (injectManifest) into dist/sw.js, served from the portal's
// origin with the scope /. Pages: the network first, the precached shell when there is none. Code:
// the hashed files from the cache. Data: only the API answers the answering page needs, from the
// network, kept for offline under their owner (offline-api.ts). Answers typed offline are kept by
// the answering page on the device and sent when the network is back (its autosave); the worker
// keeps the cached questionnaire up to date with what was sent.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { APPS_CACHE, CODE_CACHE, isWarmMessage } from './offline-caches';
import { isOfflineGet, QNR_ACTIONS, QNR_ANSWERS } from './offline-api';
import { forgetKept, keepAnswer, patchAnswers, readKept, refreshDetail } from './sw-data';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SHELL = '/index.html';

// A new worker takes over at once: the answering page must be covered from its first visit.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Pages (client routes): the server's page when there is a network, the shell without one. Not the
// API, the apps' files, nor the server's own public pages (the anonymous form).
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(SHELL);
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api\//, /^\/apps\//, /^\/anonymous\//] },
  ),
);

// Registered after the pages' route: a page is never answered from here while there is a network.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
cleanupOutdatedCaches();

// No expiration plugin on the code caches: it writes each hit's time to IndexedDB, a cost on every
// one of the page's few hundred module loads. The caches are trimmed when a new worker starts.
const okOnly = new CacheableResponsePlugin({ statuses: [200] });
const code = new CacheFirst({ cacheName: CODE_CACHE, plugins: [okOnly] });
const apps = new StaleWhileRevalidate({ cacheName: APPS_CACHE, plugins: [okOnly] });

/** Keeps the newest `most` entries of a cache (its keys come in the order they were put). */
async function trim(name: string, most: number): Promise<void> {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - most)).map((key) => cache.delete(key)));
}
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([trim(CODE_CACHE, 800), trim(APPS_CACHE, 600)])));
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isCode = (url: URL) => sameOrigin(url) && /^\/(assets|shared)\//.test(url.pathname);
const isApps = (url: URL) => sameOrigin(url) && /^\/apps\/[^/]+\/[^/]+\//.test(url.pathname);
registerRoute(({ url }) => isCode(url), code);
registerRoute(({ url }) => isApps(url), apps);

/** An API GET the answering page needs: the network, its answer kept; the kept answer offline. */
async function offlineGet(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.status === 200) await keepAnswer(request, response.clone());
    // Refused or gone (a session ended, a questionnaire withdrawn): its kept copy goes too.
    else if (response.status === 401 || response.status === 403 || response.status === 404) await forgetKept(request);
    return response;
  } catch (error) {
    const kept = await readKept(request);
    if (kept) return kept;
    throw error;
  }
}

registerRoute(({ url, request }) => sameOrigin(url) && request.method === 'GET' && isOfflineGet(url.pathname), ({ request }) =>
  offlineGet(request),
);

// What the participant sent to an open questionnaire: the kept copy of the questionnaire follows,
// so a reload with no network shows what was typed even once the device's copy is confirmed.
for (const method of ['PUT', 'POST'] as const) {
  registerRoute(
    ({ url }) => sameOrigin(url) && (QNR_ANSWERS.test(url.pathname) || QNR_ACTIONS.test(url.pathname)),
    async ({ request, url, event }) => {
      const body = QNR_ANSWERS.test(url.pathname) ? await request.clone().text() : null;
      const response = await fetch(request);
      if (response.ok) {
        const done = body !== null ? patchAnswers(request, body) : refreshDetail(request);
        event.waitUntil(done.catch(() => undefined));
      }
      return response;
    },
    method,
  );
}

// A page that loaded before this worker controlled it names what it loaded: kept now, so the first
// visit is enough to open the page again with no network.
self.addEventListener('message', (event) => {
  if (!isWarmMessage(event.data)) return;
  const { urls, token } = event.data;
  const warm = async () => {
    for (const href of urls.slice(0, 1000)) {
      const url = new URL(href, self.location.origin);
      if (!sameOrigin(url)) continue;
      const request = new Request(url.href);
      if (isCode(url)) await code.handle({ request, event }).catch(() => undefined);
      else if (isApps(url)) await apps.handle({ request, event }).catch(() => undefined);
      else if (isOfflineGet(url.pathname)) {
        // The bootstrap and the apps' index are asked for without a session too; the rest with it.
        if (/^\/api\/(bootstrap|apps)$/.test(url.pathname)) await offlineGet(request).catch(() => undefined);
        if (token && url.pathname !== '/api/apps') {
          const signed = new Request(url.href, { headers: { authorization: `Bearer ${token}` } });
          await offlineGet(signed).catch(() => undefined);
        }
      }
    }
  };
  event.waitUntil(warm());
});
