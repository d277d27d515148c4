// Chunks a page will probably need soon (the next login step, the toast) are fetched once the
// browser is idle: they stay out of the page's first load (bench/login-bundle.ts) and are there by
// the time they are used. A failed prefetch is quiet; the real import retries and reports.
export function prefetchWhenIdle(load: () => Promise<unknown>): void {
  void whenIdle().then(() => load().catch(() => undefined));
}

/** Resolves once the browser is idle, at the latest after 2 s (200 ms where idle callbacks are missing). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else window.setTimeout(resolve, 200);
  });
}
