// §3 Side-bar state: per-user values in local storage live under a key built from customer_id and
// user_id, so two users of one browser (or one user of two tenants) never see each other's choices.
export function userStorageKey(name: string, customerId: number, userId: number): string {
  return `portal.${name}.${customerId}.${userId}`;
}

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage disabled: the value lasts as long as the page
  }
}
