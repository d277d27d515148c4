// The session token lives in memory and in sessionStorage (docs/decisions.md): it survives a reload
// of the tab but not the tab itself, and it is never shared with other tabs or left on a public
// computer the way localStorage would leave it.
const STORAGE_KEY = 'portal.session_token';

let current: string | null | undefined;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): memory only
  }
}

export function readSessionToken(): string | null {
  if (current === undefined) current = storage()?.getItem(STORAGE_KEY) ?? null;
  return current;
}

export function writeSessionToken(token: string | null): void {
  current = token;
  const store = storage();
  if (!store) return;
  if (token === null) store.removeItem(STORAGE_KEY);
  else store.setItem(STORAGE_KEY, token);
}

/** Test support: forget the memory copy so the next read goes to sessionStorage again. */
export function resetTokenMemoryForTests(): void {
  current = undefined;
}
