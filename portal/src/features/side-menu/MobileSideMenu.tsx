// §2.4 On mobile (up to 768 px) the menu is a drawer, and a submenu takes its whole width.
import { Box, Drawer } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_WIDTH_EXPANDED_PX } from '@portal/rules';
import { useShellSession } from '../user-context';
import { MENU_BACKGROUND } from './menu-colors';
import { SUBMENU_DOM_ID, SideMenuContent, entryLabel } from './SideMenuContent';
import { Submenu } from './Submenu';
import { catalogueEntry } from './menu-model';
import type { SideMenuState } from './useSideMenuState';
import { useMenuModel } from './useMenuModel';
import { UserMenuHeader, useSettingsAction } from '../settings';

export function MobileSideMenu({ state }: { state: SideMenuState }) {
  const { t } = useTranslation();
  const model = useMenuModel();
  const session = useShellSession();
  const onAction = useSettingsAction();
  const open = state.openCatalogue;
  const entry = open ? catalogueEntry(open, [...model.main, ...model.bottom]) : undefined;
  return (
    <Drawer
      open={state.mobileOpen}
      onClose={() => state.setMobileOpen(false)}
      slotProps={{
        paper: {
          'aria-label': t('sideMenu.label'),
          sx: {
            width: open ? '100%' : Math.max(SIDEBAR_WIDTH_EXPANDED_PX, 280),
            maxWidth: '100%',
            bgcolor: MENU_BACKGROUND[session.userContext],
            color: '#fff',
          },
        },
      }}
    >
      <Box
        component="nav"
        aria-label={t('sideMenu.label')}
        data-testid="mobile-side-menu"
        data-user-context={session.userContext}
        sx={{ height: '100%' }}
      >
        {open && entry ? (
          <Submenu
            id={SUBMENU_DOM_ID}
            title={entryLabel(entry, t)}
            items={model.submenu(open)}
            locked={state.locked}
            fullWidth
            onToggleLock={state.toggleLocked}
            onClose={state.closeCatalogue}
            onAction={onAction}
            header={open === 'userMenu' ? <UserMenuHeader /> : null}
          />
        ) : (
          <SideMenuContent
            model={model}
            collapsed={false}
            openCatalogue={open}
            onCatalogue={state.chooseCatalogue}
          />
        )}
      </Box>
    </Drawer>
  );
}
