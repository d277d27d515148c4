// §2.4 The side menu: 56 collapsed or 192 expanded, with a 188 wide submenu beside it; outside
// clicks close the submenu unless it is locked; 0.3 s animation. Above 768 px only.
import { Box, ClickAwayListener, Slide } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MENU_ANIMATION_MS, SIDEBAR_WIDTH_COLLAPSED_PX, SIDEBAR_WIDTH_EXPANDED_PX } from '@portal/rules';
import { useShellSession } from '../user-context';
import { MENU_BACKGROUND } from './menu-colors';
import { SUBMENU_DOM_ID, SideMenuContent, entryLabel } from './SideMenuContent';
import { Submenu } from './Submenu';
import { catalogueEntry } from './menu-model';
import type { SideMenuState } from './useSideMenuState';
import { useMenuModel } from './useMenuModel';
import { UserMenuHeader, useSettingsAction } from '../settings';

export function SideMenu({ state }: { state: SideMenuState }) {
  const { t } = useTranslation();
  const model = useMenuModel();
  const session = useShellSession();
  const onAction = useSettingsAction();
  const width = state.collapsed ? SIDEBAR_WIDTH_COLLAPSED_PX : SIDEBAR_WIDTH_EXPANDED_PX;
  const open = state.openCatalogue;
  const entry = open ? catalogueEntry(open, [...model.main, ...model.bottom]) : undefined;
  return (
    <ClickAwayListener onClickAway={state.outsideClick}>
      <Box
        sx={{ display: 'flex', flexShrink: 0, height: '100vh', position: 'sticky', top: 0, zIndex: 2 }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !open) return;
          // Escape closes the submenu and gives the focus back to the entry that opened it.
          const opener = event.currentTarget.querySelector<HTMLElement>(
            '[data-menu-entry][aria-expanded="true"]',
          );
          state.closeCatalogue();
          opener?.focus();
        }}
      >
        <Box
          component="nav"
          aria-label={t('sideMenu.label')}
          data-testid="side-menu"
          data-collapsed={state.collapsed}
          data-user-context={session.userContext}
          sx={{
            width,
            transition: `width ${MENU_ANIMATION_MS}ms ease`,
            bgcolor: MENU_BACKGROUND[session.userContext],
            color: '#fff',
            height: '100%',
          }}
        >
          <SideMenuContent
            model={model}
            collapsed={state.collapsed}
            openCatalogue={open}
            onCatalogue={state.chooseCatalogue}
            onToggleCollapsed={state.toggleCollapsed}
          />
        </Box>
        <Slide
          direction="right"
          in={open !== null && entry !== undefined}
          mountOnEnter
          unmountOnExit
          timeout={MENU_ANIMATION_MS}
        >
          <Box sx={{ position: 'absolute', left: width, top: 0, height: '100%' }}>
            {open && entry && (
              <Submenu
                id={SUBMENU_DOM_ID}
                title={entryLabel(entry, t)}
                items={model.submenu(open)}
                locked={state.locked}
                fullWidth={false}
                onToggleLock={state.toggleLocked}
                onClose={state.closeCatalogue}
                onAction={onAction}
                header={open === 'userMenu' ? <UserMenuHeader /> : null}
              />
            )}
          </Box>
        </Slide>
      </Box>
    </ClickAwayListener>
  );
}
