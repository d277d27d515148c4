// §2.4, §3 Side-bar state: is_collapsed (kept in the address and locally), the open submenu
// ("catalogue"), the submenu lock (stored locally) and the mobile drawer.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isQnrModulePath, parseShellQuery } from '../routes';
import { readStored, writeStored } from '../user-context';
import type { CatalogueId } from './menu-model';

export const COLLAPSED_STORAGE_KEY = 'portal.sideMenu.collapsed';
export const LOCK_STORAGE_KEY = 'portal.sideMenu.submenuLocked';

export interface SideMenuState {
  collapsed: boolean;
  toggleCollapsed: () => void;
  openCatalogue: CatalogueId | null;
  /** Opens a submenu; the active one again closes it unless locked. */
  chooseCatalogue: (id: CatalogueId) => void;
  closeCatalogue: () => void;
  /** An outside click: closes the submenu unless locked. */
  outsideClick: () => void;
  locked: boolean;
  toggleLocked: () => void;
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
}

export function nextCatalogue(
  current: CatalogueId | null,
  chosen: CatalogueId,
  locked: boolean,
): CatalogueId | null {
  if (current !== chosen) return chosen;
  return locked ? current : null;
}

/** §2.4 The mobile menu closes on navigation to a route that is not a catalogue of its own. */
export function closesMobileMenu(pathname: string): boolean {
  return !isQnrModulePath(pathname);
}

export function useSideMenuState(): SideMenuState {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const fromAddress = parseShellQuery(params).isCollapsed;
  const collapsed = fromAddress ?? readStored(COLLAPSED_STORAGE_KEY) === 'true';
  const [openCatalogue, setOpenCatalogue] = useState<CatalogueId | null>(null);
  const [locked, setLocked] = useState(() => readStored(LOCK_STORAGE_KEY) === 'true');
  const [mobileOpen, setMobileOpen] = useState(false);

  // The state "can be read from is_collapsed": the address always carries it.
  useEffect(() => {
    if (fromAddress === null)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('is_collapsed', String(collapsed));
          return next;
        },
        { replace: true },
      );
  }, [fromAddress, collapsed, setParams]);

  // A page opened from a submenu: the drawer closes, and so does the desktop submenu unless locked
  // (it stayed open over the page).
  useEffect(() => {
    if (!closesMobileMenu(pathname)) return;
    setMobileOpen(false);
    if (!locked) setOpenCatalogue(null);
    // The lock is read as it is when the page changes; locking does not close anything.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  const toggleCollapsed = useCallback(() => {
    const next = !collapsed;
    writeStored(COLLAPSED_STORAGE_KEY, String(next));
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('is_collapsed', String(next));
        return updated;
      },
      { replace: true },
    );
  }, [collapsed, setParams]);

  const toggleLocked = useCallback(() => {
    setLocked((was) => {
      writeStored(LOCK_STORAGE_KEY, String(!was));
      return !was;
    });
  }, []);

  return {
    collapsed,
    toggleCollapsed,
    openCatalogue,
    chooseCatalogue: useCallback(
      (id) => setOpenCatalogue((current) => nextCatalogue(current, id, locked)),
      [locked],
    ),
    closeCatalogue: useCallback(() => setOpenCatalogue(null), []),
    outsideClick: useCallback(() => {
      if (!locked) setOpenCatalogue(null);
    }, [locked]),
    locked,
    toggleLocked,
    mobileOpen,
    setMobileOpen,
  };
}
