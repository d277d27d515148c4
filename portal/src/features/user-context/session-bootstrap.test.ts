import { describe, expect, it } from 'vitest';
import { createShellSession } from './shell-session';
import { parseSessionBootstrap } from './session-bootstrap';
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
