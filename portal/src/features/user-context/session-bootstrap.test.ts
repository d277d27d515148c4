import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShellSession } from './shell-session';
import { parseSessionBootstrap, prefetchSessionBootstrap, sessionBootstrapQuery } from './session-bootstrap';
import { userStorageKey } from './user-storage-key';

describe('the session bootstrap', () => {
  it('reads role, capabilities and overviews defensively', () => {
    const parsed = parseSessionBootstrap({
      user_role: 'ADMIN',
      metadata: { user_id: 4, customer_id: 2 },
      capabilities: { admin: true, reports: 'yes' },
      overviews: [
        {
          name: 'x',
          app_context: 'JOURNAL_ME',
          overview_widgets: [
            { widget: 'CHAT', order: 1, settings: { status: 'Off', amount_of_rows: -3 } },
            { order: 2 },
          ],
        },
        { name: 'bad', app_context: 'ELSEWHERE', overview_widgets: [] },
      ],
    });
    expect(parsed).toMatchObject({
      user_id: 4,
      customer_id: 2,
      capabilities: { admin: true, reports: false, inbox: false },
    });
    expect(parsed.overviews).toHaveLength(1);
    expect(parsed.overviews[0]?.overview_widgets).toEqual([
      {
        widget: 'CHAT',
        variation: 'DEFAULT',
        order: 1,
        settings: { status: 'Off', amount_of_rows: 5 },
        name: null,
      },
    ]);
  });

  it('compares the admin role case-insensitively (§6)', () => {
    for (const role of ['ADMIN', 'admin', 'Admin'])
      expect(createShellSession(parseSessionBootstrap({ user_role: role }), 'ME', null).isAdmin).toBe(true);
    expect(createShellSession(parseSessionBootstrap({ user_role: 'STAFF' }), 'ME', null).isAdmin).toBe(false);
  });

  it('drops the recipient outside the RECIPIENT context', () => {
    const session = createShellSession(parseSessionBootstrap({}), 'ME', { id: 1, name: 'x', userId: null });
    expect(session.selectedRecipient).toBeNull();
  });

  it('keys per-user storage by customer and user', () => {
    expect(userStorageKey('sideMenuContext', 2, 4)).toBe('portal.sideMenuContext.2.4');
    expect(userStorageKey('sideMenuContext', 3, 4)).not.toBe(userStorageKey('sideMenuContext', 2, 4));
  });
});

describe('the session bootstrap asked ahead', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the query\'s first data once it has come, for the same token only, and asked for once', async () => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(new Response(JSON.stringify({ user_role: 'STAFF', metadata: { user_id: 9, customer_id: 2 } }), { status: 200 })),
      );
    expect(sessionBootstrapQuery('token-a').initialData()).toBeUndefined();
    prefetchSessionBootstrap('token-a');
    prefetchSessionBootstrap('token-a');
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [, init] = fetched.mock.calls[0]!;
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
    expect(sessionBootstrapQuery('token-b').initialData()).toBeUndefined();
    expect(sessionBootstrapQuery('token-a').initialData()).toMatchObject({ user_id: 9, customer_id: 2 });
    // Taken once: a later query for the token asks the server again.
    expect(sessionBootstrapQuery('token-a').initialData()).toBeUndefined();
    expect(sessionBootstrapQuery(null).initialData()).toBeUndefined();
  });
});
