import { useMemo } from 'react';
import { useAccessRestriction } from '../access-restriction';
import { useAppRegistry, useDeclaredIncludes } from '../apps';
import { moduleAvailability } from '../routes';
import { useShellSession } from '../user-context';
import { buildBottomMenu, buildMainMenu, submenuItems } from './menu-model';
import type { MenuInput } from './menu-model';
import type { MenuLists } from './menu-reach';
import { pruneMenu } from './menu-reach';
import { useContextGroups } from './useContextGroups';
import { useSideMenuContextMemory } from './useSideMenuContextMemory';

export type MenuModel = MenuLists;

/** The side menu of the signed-in user in the current context. */
export function useMenuModel(): MenuLists {
  const session = useShellSession();
  const groups = useContextGroups();
  const { restricted } = useAccessRestriction();
  useSideMenuContextMemory(groups);
  const declared = useDeclaredIncludes().menu;
  const apps = useAppRegistry();
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
    // While the apps load, or when their index could not be read, the menu cannot tell: it shows all.
    const supplied = (app: string, module: string) =>
      apps.status !== 'ready' || moduleAvailability(apps, app, module) === 'supplied';
    return pruneMenu(
      {
        main: buildMainMenu(input, groups),
        bottom: buildBottomMenu(input),
        submenu: (id) => submenuItems(id, input, groups),
      },
      { features: input.features, capabilities, role: session.role },
      supplied,
    );
  }, [features, capabilities, brand, session.role, session.userContext, restricted, groups, declared, apps]);
}
