import { useMemo } from 'react';
import { useAccessRestriction } from '../access-restriction';
import { useDeclaredIncludes } from '../apps';
import { useShellSession } from '../user-context';
import { buildBottomMenu, buildMainMenu, submenuItems } from './menu-model';
import type { CatalogueId, MenuEntry, MenuInput, SubmenuItem } from './menu-model';
import { useContextGroups } from './useContextGroups';
import { useSideMenuContextMemory } from './useSideMenuContextMemory';

export interface MenuModel {
  main: MenuEntry[];
  bottom: MenuEntry[];
  submenu: (id: CatalogueId) => SubmenuItem[];
}

/** The side menu of the signed-in user in the current context. */
export function useMenuModel(): MenuModel {
  const session = useShellSession();
  const groups = useContextGroups();
  const { restricted } = useAccessRestriction();
  useSideMenuContextMemory(groups);
  const declared = useDeclaredIncludes().menu;
  const { features, capabilities, brand } = session.bootstrap;
  return useMemo(() => {
    const input: MenuInput = {
      features: new Set(features),
      capabilities,
      role: session.role,
      userContext: session.userContext,
      brand,
      restricted,
      isDevelopment: import.meta.env.DEV,
      declared,
    };
    return {
      main: buildMainMenu(input, groups),
      bottom: buildBottomMenu(input),
      submenu: (id) => submenuItems(id, input, groups),
    };
  }, [features, capabilities, brand, session.role, session.userContext, restricted, groups, declared]);
}
