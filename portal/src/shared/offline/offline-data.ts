// What a signed-in user leaves on the device for the offline answering page, cleared at sign-out
// and when another user signs in (issue 33 item 8: no cached page or data survives sign-out).
// The worker's runtime caches go whole (the API answers, the apps' and the shell's modules); its
// precache holds only the shell's own build files, the same for every user, and stays. The
// answering page's confirmed copies of answers (answer-draft.ts, the artifact app) go too; answers
// not yet on the server stay for that user's next sign-in, so nothing typed is lost.
import { decodeTokenClaims } from '../session/token-claims';
import { RUNTIME_CACHES } from './offline-caches';

/** The key prefix of the answering page's copies of answers (apps/artifact answer-draft.ts). */
const DRAFT_PREFIX = 'portal.qnr-draft.';
/** Whose data the caches hold now: `<tenant>:<user>` of the last signed-in token. */
const OWNER_KEY = 'portal.offline.owner';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The answering page's copies already on the server (`pending: false`), of every user. */
function forgetConfirmedDrafts(store: Storage): void {
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key !== null && key.startsWith(DRAFT_PREFIX),
  );
  for (const key of keys) {
    try {
      const draft = JSON.parse(store.getItem(key) ?? 'null') as { pending?: unknown } | null;
      if (draft?.pending !== true) store.removeItem(key);
    } catch {
      store.removeItem(key);
    }
  }
}

/** Clears the worker's runtime caches and the confirmed answer copies. */
export async function clearOfflineData(): Promise<void> {
  const store = storage();
  if (store) {
    forgetConfirmedDrafts(store);
    store.removeItem(OWNER_KEY);
  }
  if (typeof caches === 'undefined') return;
  await Promise.all(RUNTIME_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

/** A new token: when it is another user's than the data kept is, the data goes first. */
export async function followTokenOwner(token: string | null): Promise<void> {
  if (token === null) return;
  const claims = decodeTokenClaims(token);
  if (!claims?.user_id || !claims.customer_id) return;
  const owner = `${claims.customer_id}:${claims.user_id}`;
  const store = storage();
  const before = store?.getItem(OWNER_KEY) ?? null;
  if (before !== null && before !== owner) await clearOfflineData();
  store?.setItem(OWNER_KEY, owner);
}
