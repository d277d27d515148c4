// features/side-menu: §2.4 the side menu, its submenus, the participant selector, the context-group
// entries and the mobile drawer.
export { SideMenu } from './SideMenu';
import { lazyWithPreload } from '@portal/sdk/lazy';

/**
 * The drawer of phones and small tablets, loaded only there: with the signed-in shell's chunk
 * (features/signed-in-shell), so it is in before the frame first renders.
 */
export const MobileSideMenu = lazyWithPreload(() => import('./MobileSideMenu').then((m) => m.MobileSideMenu));
export {
  useSideMenuState,
  nextCatalogue,
  closesMobileMenu,
  COLLAPSED_STORAGE_KEY,
  LOCK_STORAGE_KEY,
} from './useSideMenuState';
export type { SideMenuState } from './useSideMenuState';
export { buildBottomMenu, buildMainMenu, submenuItems } from './menu-model';
export type { MenuEntry, MenuInput, SubmenuItem } from './menu-model';
export { toContextGroups, fetchContextGroupsQuery } from './context-groups';
export type { ContextGroup } from './context-groups';
export { submenuItemText, truncateLabel } from './truncate-label';
export { sideMenuTexts } from './side-menu-texts';
export { useMenuButtonUnseen } from './useMenuButtonUnseen';
