// The caches of the offline answering page (issue 33 item 8), named once for the service worker and
// the page that clears them. The worker's precache (workbox-precaching) holds only the shell's own
// build files, the same for everyone; these runtime caches hold what a visit loaded: the shared
// modules and the apps' chunks (code), and the few API answers the answering page needs (data).

/** The shell's hashed files and the import map's shared modules (/assets/, /shared/). */
export const CODE_CACHE = 'portal-code-v1';
/** The feature apps' files (/apps/<name>/<version>/...). */
export const APPS_CACHE = 'portal-apps-v1';
/** The API answers the answering page needs, keyed by their owner (offline-api.ts). */
export const DATA_CACHE = 'portal-data-v1';

/** Every cache filled at run time: all of them go at sign-out and when another user signs in. */
export const RUNTIME_CACHES = [CODE_CACHE, APPS_CACHE, DATA_CACHE] as const;

/** The message a page sends its worker after the worker took control (register-worker.ts). */
export interface WarmMessage {
  type: 'portal-offline-warm';
  /** Same-origin files and API addresses the page loaded before the worker controlled it. */
  urls: string[];
  /** The session's token, for the API answers among `urls` (null when signed out). */
  token: string | null;
}

export const isWarmMessage = (data: unknown): data is WarmMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'portal-offline-warm' &&
  Array.isArray((data as { urls?: unknown }).urls);
