// A request asked for ahead of the code that reads it (the app start asks while chunks load and
// React has not rendered yet), and taken once by that reader: the bootstrap, the session's
// bootstrap, the apps' index.
export interface AskedAhead<K, T> {
  /** Asks now, once per key; a failure is the reader's to report when it takes the answer. */
  start(key: K): Promise<T>;
  /** The answer asked ahead for this key (once; asked again if that failed), else a new request. */
  take(key: K): Promise<T>;
}

export function askedAhead<K, T>(request: (key: K) => Promise<T>): AskedAhead<K, T> {
  let ahead: { key: K; answer: Promise<T> } | null = null;
  return {
    start(key) {
      if (ahead === null || ahead.key !== key) {
        ahead = { key, answer: request(key) };
        ahead.answer.catch(() => undefined);
      }
      return ahead.answer;
    },
    take(key) {
      const taken = ahead !== null && ahead.key === key ? ahead.answer : null;
      ahead = null;
      return taken ? taken.catch(() => request(key)) : request(key);
    },
  };
}
