// Issue 26 item 6: one key per thing a form sends. The key stays while the user tries again (a
// double click, a retry after the network failed halfway), so the server does it once; after a
// success the form takes a new key for the next thing it sends.
import { useCallback, useRef, useState } from 'react';

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The form's current key, and `next()` to take a new one once the server has answered success. */
export function useIdempotencyKey(): { key: string; next: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const next = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, next };
}

/**
 * A key that follows what the form sends: `keyFor(content)` keeps the key while the same content is
 * tried again (a double click, a retry after a lost answer) and takes a new one when the content
 * changed (a fixed key would be refused as reused for other content); `done()` after a success.
 */
export function useKeyPerContent(): { keyFor: (content: unknown) => string; done: () => void } {
  const attempt = useRef<{ content: string; key: string } | null>(null);
  const keyFor = useCallback((content: unknown) => {
    const json = JSON.stringify(content);
    if (attempt.current?.content !== json) attempt.current = { content: json, key: newIdempotencyKey() };
    return attempt.current.key;
  }, []);
  const done = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, done };
}
