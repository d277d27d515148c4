// Issue 33 item 3: a participant's menu holds only what a participant can use, and no entry leads
// to a page that no installed app supplies.
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@portal/rules';
import { ROUTES } from '../routes';
import { CAPABILITY_NAMES, type ShellCapabilities } from '../user-context';
import { buildBottomMenu, buildMainMenu, submenuItems, type MenuInput } from './menu-model';
import { pruneMenu, type IsSupplied } from './menu-reach';

const caps = (...on: string[]) =>
  Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, on.includes(name)])) as ShellCapabilities;

function menuOf(over: Partial<MenuInput>, supplied: IsSupplied) {
  const input: MenuInput = {
    features: new Set(FEATURE_FLAGS.filter((flag) => flag !== 'shell_HideContextMeOverview')),
    capabilities: caps(),
    role: 'participant',
    userContext: 'ME',
    brand: 'care',
    restricted: false,
    ...over,
  };
  const lists = pruneMenu(
    {
      main: buildMainMenu(input, []),
      bottom: buildBottomMenu(input),
      submenu: (id) => submenuItems(id, input, []),
    },
    input,
    supplied,
  );
  return { ...lists, ids: [...lists.main, ...lists.bottom].map((entry) => entry.id) };
}

/** What the installed apps supply today in this test: the storage page and the questionnaires. */
const someSupplied: IsSupplied = (app, module) =>
  (app === 'storage' && module === 'page:storage') || (app === 'artifact' && module === 'page:artifact');

describe('a menu entry leads somewhere the user can use', () => {
  it("gives a participant their own documents and none of the staff's document tools", () => {
    const menu = menuOf({}, () => true);
    expect(menu.submenu('documents').map((item) => item.to)).toEqual([ROUTES.documents]);
  });

  it('leaves out an entry whose page no installed app supplies, and a submenu left empty', () => {
    const menu = menuOf({ capabilities: caps('inbox', 'outbox') }, someSupplied);
    expect(menu.ids).not.toContain('plans');
    expect(menu.ids).not.toContain('summary');
    expect(menu.ids).not.toContain('inboxOutbox');
    expect(menu.ids).toContain('documents');
    expect(menu.ids).toContain('allQnrs');
    expect(menu.submenu('allQnrs').map((item) => item.to)).toEqual([ROUTES.allQnrs]);
  });

  it("keeps the staff's tools for staff when their pages are supplied", () => {
    const menu = menuOf({ role: 'staff' }, () => true);
    expect(menu.submenu('documents').map((item) => item.to)).toEqual([
      ROUTES.generate,
      ROUTES.postJournal,
      ROUTES.drafts,
    ]);
    expect(menu.ids).toEqual(expect.arrayContaining(['plans', 'summary', 'documents']));
  });
});
