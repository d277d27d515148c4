import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AppModule } from './app-module';
import { prefetchAppIndex } from './app-index';
import { AppsProvider } from './apps-provider';
import { fakeInstallation } from './test-apps';
import { ShellContext, lazyWithPreload, type PageModule, type Shell } from '@portal/sdk';

function Greeting({ who }: { who: string }) {
  const [count] = useState(1);
  return (
    <p>
      Hello {who} ({count})
    </p>
  );
}
function Throws(): never {
  throw new Error('boom');
}
function ThrowsInEffect() {
  useEffect(() => {
    throw new Error('effect boom');
  }, []);
  return <p>effect</p>;
}

let pageChunkLoads = 0;
const ChunkedPage = lazyWithPreload(async () => {
  pageChunkLoads++;
  await new Promise((resolve) => setTimeout(resolve, 5));
  return () => <p>from its own chunk</p>;
});

const prefetched: unknown[][] = [];
const PrefetchingPage = lazyWithPreload(() => Promise.resolve(() => <p>with its data</p>), {
  prefetch: (props, shell) => void prefetched.push([props, shell]),
});

const apps = fakeInstallation({
  'chat@1.0.0': {
    'page:chat': Greeting as unknown as PageModule,
    'page:chunked': ChunkedPage,
    'page:prefetching': PrefetchingPage as unknown as PageModule,
  },
  'chat@1.1.0': { 'page:chat': () => <p>chat 1.1.0</p> },
  'crash@1.0.0': { 'page:render': Throws, 'page:effect': ThrowsInEffect },
});

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const logged = () => errors.mock.calls.map((c) => c.map(String).join(' ')).join('\n');

describe('<AppModule>', () => {
  it("mounts the tenant's version of the module with its props", async () => {
    render(
      <AppsProvider index={apps.index} importEntry={apps.importEntry} defaultAppVersions={{ chat: '1.0.0' }}>
        <AppModule app="chat" module="page:chat" props={{ who: 'Kari' }} />
      </AppsProvider>,
    );
    expect(await screen.findByText('Hello Kari (1)')).toBeTruthy();
    expect(apps.imported).toContain('/apps/chat/1.0.0/entry.js');
  });

  it('logs a version that is not installed with the app and version, and renders nothing', async () => {
    render(
      <AppsProvider index={apps.index} importEntry={apps.importEntry} defaultAppVersions={{ chat: '9.9.9' }}>
        <div data-testid="slot">
          <AppModule app="chat" module="page:chat" />
        </div>
        <p>rest of the page</p>
      </AppsProvider>,
    );
    await waitFor(() => expect(logged()).toMatch(/chat@9\.9\.9 .*not installed/));
    expect(screen.getByTestId('slot').innerHTML).toBe('');
    expect(screen.getByText('rest of the page')).toBeTruthy();
  });

  it('logs an app the tenant does not name, and a module the app does not expose', async () => {
    render(
      <AppsProvider index={apps.index} importEntry={apps.importEntry} defaultAppVersions={{ chat: '1.0.0' }}>
        <AppModule app="calendar" module="page:calendar" />
        <AppModule app="chat" module="page:nope" />
      </AppsProvider>,
    );
    await waitFor(() => expect(logged()).toMatch(/calendar@\(none\).*default_app_versions/));
    await waitFor(() =>
      expect(logged()).toMatch(/chat@1\.0\.0 module "page:nope": the app does not expose this module/),
    );
  });

  it('contains a module that throws while rendering or in an effect', async () => {
    render(
      <AppsProvider
        index={apps.index}
        importEntry={apps.importEntry}
        defaultAppVersions={{ chat: '1.0.0', crash: '1.0.0' }}
      >
        <AppModule app="crash" module="page:render" />
        <AppModule app="crash" module="page:effect" />
        <AppModule app="chat" module="page:chat" props={{ who: 'Ola' }} />
      </AppsProvider>,
    );
    expect(await screen.findByText('Hello Ola (1)')).toBeTruthy();
    await waitFor(() => expect(logged()).toMatch(/crash@1\.0\.0 module "page:render" crashed/));
    await waitFor(() => expect(logged()).toMatch(/crash@1\.0\.0 module "page:effect" crashed/));
    expect(screen.queryByText('effect')).toBeNull();
  });

  it('gives up on a bundle that does not load in time', async () => {
    render(
      <AppsProvider
        index={apps.index}
        importEntry={() => new Promise(() => undefined)}
        defaultAppVersions={{ chat: '1.0.0' }}
      >
        <AppModule app="chat" module="page:chat" timeoutMs={30} />
      </AppsProvider>,
    );
    await waitFor(() =>
      expect(logged()).toMatch(/chat@1\.0\.0 module "page:chat": did not load within 30 ms/),
    );
  });

  it('without default_app_versions says so and registers the newest installed versions', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <AppsProvider index={apps.index} importEntry={apps.importEntry} defaultAppVersions={null}>
        <AppModule app="chat" module="page:chat" />
      </AppsProvider>,
    );
    expect(await screen.findByText('chat 1.1.0')).toBeTruthy();
    expect(warn.mock.calls.flat().join(' ')).toMatch(/no default_app_versions.*chat@1\.1\.0/);
  });

  it("loads a page's own chunk with the entry, and mounts a module of an app already in at once", async () => {
    const tree = (module: string | null) => (
      <AppsProvider index={apps.index} importEntry={apps.importEntry} defaultAppVersions={{ chat: '1.0.0' }}>
        {module && <AppModule app="chat" module={module} fallback={<p>loading</p>} />}
      </AppsProvider>
    );
    const { rerender } = render(tree('page:chunked'));
    expect(await screen.findByText('from its own chunk')).toBeTruthy();
    expect(pageChunkLoads).toBe(1);
    rerender(tree(null));
    expect(screen.queryByText('from its own chunk')).toBeNull();
    // The entry and the page's chunk are in: the first render shows the page, no fallback.
    rerender(tree('page:chunked'));
    expect(screen.getByText('from its own chunk')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(pageChunkLoads).toBe(1);
  });

  it("asks for a page's first data with its props beside its chunk", async () => {
    const shell = { api: {} } as unknown as Shell;
    render(
      <ShellContext.Provider value={shell}>
        <AppsProvider
          index={apps.index}
          importEntry={apps.importEntry}
          defaultAppVersions={{ chat: '1.0.0' }}
        >
          <AppModule app="chat" module="page:prefetching" props={{ params: { qnrId: '7' } }} />
        </AppsProvider>
      </ShellContext.Provider>,
    );
    expect(await screen.findByText('with its data')).toBeTruthy();
    expect(prefetched).toEqual([[{ params: { qnrId: '7' } }, shell]]);
  });

  it("asks for the app's entry in its first render (not after the frame's commit)", () => {
    const fresh = fakeInstallation({ 'chat@1.0.0': { 'page:chat': Greeting as unknown as PageModule } });
    render(
      <AppsProvider index={fresh.index} importEntry={fresh.importEntry} defaultAppVersions={{ chat: '1.0.0' }}>
        <AppModule app="chat" module="page:chat" props={{ who: 'Kari' }} />
      </AppsProvider>,
    );
    expect(fresh.imported).toEqual(['/apps/chat/1.0.0/entry.js']);
  });

  it("is ready in its first render with the apps' index read ahead, and asks for it no more", async () => {
    const fresh = fakeInstallation({ 'chat@1.0.0': { 'page:chat': Greeting as unknown as PageModule } });
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(JSON.stringify(fresh.index), { status: 200 })));
    prefetchAppIndex();
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <AppsProvider importEntry={fresh.importEntry} defaultAppVersions={{ chat: '1.0.0' }}>
        <AppModule app="chat" module="page:chat" props={{ who: 'Ola' }} />
      </AppsProvider>,
    );
    expect(fresh.imported).toEqual(['/apps/chat/1.0.0/entry.js']);
    expect(await screen.findByText('Hello Ola (1)')).toBeTruthy();
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('mounts nothing outside an AppsProvider', () => {
    const { container } = render(<AppModule app="chat" module="page:chat" />);
    expect(container.innerHTML).toBe('');
  });
});
