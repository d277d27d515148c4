// A request asked for ahead of the code that reads it (the app start asks while chunks load and
// React has not rendered yet), and taken once by that reader: the bootstrap, the session's
// bootstrap, the apps' index.
export interface AskedAhead<K, T> {
  /** Asks now, once per key; a failure is the reader's to report when it takes the answer. */
  start(key: K): Promise<T>;
  /** The answer asked ahead for this key (once; asked again if that failed), else a new request. */
  take(key: K): Promise<T>;
  /**
   * The answer asked ahead for this key when it has already come (taken then, as `take` takes it),
   * else undefined: a reader renders with it at once instead of a loading state for one render.
   */
  takeIfIn(key: K): T | undefined;
}

export function askedAhead<K, T>(request: (key: K) => Promise<T>): AskedAhead<K, T> {
  let ahead: { key: K; answer: Promise<T>; value?: { is: T } } | null = null;
  return {
    start(key) {
      if (ahead === null || ahead.key !== key) {
        const asked: NonNullable<typeof ahead> = { key, answer: request(key) };
        asked.answer.then(
          (value) => void (asked.value = { is: value }),
          () => undefined,
        );
        ahead = asked;
      }
      return ahead.answer;
    },
    takeIfIn(key) {
      if (ahead === null || ahead.key !== key || !ahead.value) return undefined;
      const { value } = ahead;
      ahead = null;
      return value.is;
    },
    take(key) {
      const taken = ahead !== null && ahead.key === key ? ahead.answer : null;
      ahead = null;
      return taken ? taken.catch(() => request(key)) : request(key);
    },
  };
}
