// Issue 26 item 6: one key per thing a form sends. The key stays while the user tries again (a
// double click, a retry after the network failed halfway), so the server does it once; after a
// success the form takes a new key for the next thing it sends.
import { useCallback, useState } from 'react';

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The form's current key, and `next()` to take a new one once the server has answered success. */
export function useIdempotencyKey(): { key: string; next: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const next = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, next };
}
