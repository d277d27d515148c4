// A menu entry leads somewhere this user can use (issue 33 item 3): a link or submenu item is shown
// only when its route's gate lets the user in and an installed app supplies its page (or the shell
// owns it); a submenu left with no item is not shown. The page an app does not supply yet still
// says so to whoever opens its address, but the menu does not send anyone there.
import { findRoute, isGateOpen, type RouteAccess } from '../routes';
import type { CatalogueId, MenuEntry, SubmenuItem } from './menu-model';

/** Whether the tenant's version of `app` supplies `module` (true while the apps load or their index failed). */
export type IsSupplied = (app: string, module: string) => boolean;

export interface MenuLists {
  main: MenuEntry[];
  bottom: MenuEntry[];
  submenu: (id: CatalogueId) => SubmenuItem[];
}

export function leadsSomewhere(path: string, access: RouteAccess, isSupplied: IsSupplied): boolean {
  const route = findRoute(path);
  if (!route) return true; // a page an app declares: its entry's own gate was asked already
  if (!isGateOpen(route.gate, access)) return false;
  if (route.shell) return true;
  return route.app !== undefined && route.module !== undefined && isSupplied(route.app, route.module);
}

export function pruneMenu(lists: MenuLists, access: RouteAccess, isSupplied: IsSupplied): MenuLists {
  const submenu = (id: CatalogueId) =>
    lists.submenu(id).filter((item) => !item.to || leadsSomewhere(item.to, access, isSupplied));
  const keep = (entry: MenuEntry) =>
    entry.kind === 'link' ? leadsSomewhere(entry.to, access, isSupplied) : submenu(entry.catalogue).length > 0;
  return { main: lists.main.filter(keep), bottom: lists.bottom.filter(keep), submenu };
}
