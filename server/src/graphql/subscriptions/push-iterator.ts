/** An async iterator fed by push(); return() runs the cleanup once (client completed or left). */
export function pushIterator<T>() {
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | null = null;
  let done = false;
  let cleanup: (() => void) | null = null;
  const finish = () => {
    if (done) return;
    done = true;
    cleanup?.();
    waiting?.({ value: undefined, done: true });
    waiting = null;
  };
  const iterator = {
    [Symbol.asyncIterator]() {
      return this;
    },
    next(): Promise<IteratorResult<T>> {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return(): Promise<IteratorResult<T>> {
      finish();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(error: unknown): Promise<IteratorResult<T>> {
      finish();
      return Promise.reject(error);
    },
    onReturn(fn: () => void) {
      cleanup = fn;
    },
  };
  const push = (value: T) => {
    if (done) return;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value, done: false });
    } else queue.push(value);
  };
  return { iterator, push };
}
