// A component in a chunk of its own that can be loaded before it is rendered. React.lazy alone
// suspends at its first render even when the chunk is long in, and every reveal after a Suspense
// fallback waits until 300 ms after the last fallback React showed: on a slow phone the steps of
// one navigation (the app's entry, the page's chunk) added up to most of a second. Made with
// `lazyWithPreload`, a page renders at once when its chunk came before (a list preloads the screen a
// click opens), and the shell loads it together with the app's entry, behind one fallback. A page
// may also name its first data (`prefetch`), which the shell asks for beside the chunk, as a
// router's loader would, rather than after the page has rendered.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShellServices } from './shell-services';

export interface PreloadableComponent<P> extends LazyExoticComponent<ComponentType<P>> {
  /** Loads the chunk (once; a failed load is tried again on the next call). */
  preload(): Promise<void>;
  /** true once the chunk is in: the first render does not suspend. */
  isLoaded(): boolean;
  /**
   * Asks for the data the page will read first (into `shell.queryClient`, under the keys its
   * queries use); the shell calls it with the page's props when it starts loading the chunk.
   */
  prefetch?: (props: P, shell: ShellServices) => void;
}

export interface LazyWithPreloadOptions<P> {
  prefetch?: (props: P, shell: ShellServices) => void;
}

/**
 * A thenable that calls back at once: React.lazy then reads the module in the same render instead
 * of suspending for a microtask (React's lazy initializer takes any thenable).
 */
function resolvedThenable<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (value: T) => unknown) => void onFulfilled(value) };
  // Only `then` is called on it; a real Promise would call back a microtask later.
  return thenable as unknown as Promise<T>;
}

export function lazyWithPreload<P>(
  load: () => Promise<ComponentType<P>>,
  options: LazyWithPreloadOptions<P> = {},
): PreloadableComponent<P> {
  let module: { default: ComponentType<P> } | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (module = { default: component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const component = lazy(() => (module ? resolvedThenable(module) : start()));
  return Object.assign(component, {
    preload: () => start().then(() => undefined),
    isLoaded: () => module !== null,
    ...(options.prefetch ? { prefetch: options.prefetch } : {}),
  });
}

/** Whether a module the shell mounts can be loaded ahead (made with `lazyWithPreload`). */
export function isPreloadable(component: unknown): component is PreloadableComponent<object> {
  return (
    typeof component === 'object' &&
    component !== null &&
    typeof (component as { preload?: unknown }).preload === 'function' &&
    typeof (component as { isLoaded?: unknown }).isLoaded === 'function'
  );
}
