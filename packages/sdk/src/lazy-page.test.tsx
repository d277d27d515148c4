import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isPreloadable, lazyWithPreload } from './lazy-page';

const Page = ({ who }: { who: string }) => <p>Hello {who}</p>;

describe('lazyWithPreload', () => {
  it('renders in the first render, with no fallback, once its chunk came before', async () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const Lazy = lazyWithPreload(load);
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy who="Kari" />
      </Suspense>,
    );
    // Synchronously there: no fallback was ever shown (React's reveal throttle never applies).
    expect(screen.getByText('Hello Kari')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not preloaded, and loads once however often it is asked for', async () => {
    let resolve: (component: typeof Page) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Page>((r) => (resolve = r)));
    const Lazy = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy who="Ola" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    void Lazy.preload();
    await act(async () => resolve(Page));
    expect(await screen.findByText('Hello Ola')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Page);
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("carries the page's prefetch for the shell to call", () => {
    const prefetch = vi.fn();
    expect(lazyWithPreload(() => Promise.resolve(Page), { prefetch }).prefetch).toBe(prefetch);
    expect(lazyWithPreload(() => Promise.resolve(Page)).prefetch).toBeUndefined();
  });

  it('is told apart from other modules by the shell', () => {
    expect(isPreloadable(lazyWithPreload(() => Promise.resolve(Page)))).toBe(true);
    expect(isPreloadable(Page)).toBe(false);
    expect(isPreloadable(null)).toBe(false);
  });
});
