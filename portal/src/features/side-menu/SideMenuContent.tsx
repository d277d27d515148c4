// The side menu's column: collapse toggle, participant selector, context banner, main and bottom
// entries. Shared by the desktop rail and the mobile drawer.
import { Box, Divider, IconButton, List, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { shellHref } from '../routes';
import { useShellSession } from '../user-context';
import { isActivePath, isActiveTarget } from './active-path';
import { MenuEntryButton } from './MenuEntryButton';
import type { MenuEntry } from './menu-model';
import type { MenuModel } from './useMenuModel';
import { ParticipantSelector } from './ParticipantSelector';
import { useChatUnseenCount } from './useChatUnseenCount';
import { useQnrUnseenCount } from './useQnrUnseenCount';

export const SUBMENU_DOM_ID = 'side-submenu';

interface Props {
  model: MenuModel;
  collapsed: boolean;
  openCatalogue: string | null;
  onCatalogue: (id: string) => void;
  onToggleCollapsed?: () => void;
}

export function entryLabel(entry: MenuEntry, t: (key: string) => string): string {
  return entry.labelKey ? t(entry.labelKey) : (entry.label ?? '');
}

export function SideMenuContent({ model, collapsed, openCatalogue, onCatalogue, onToggleCollapsed }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const session = useShellSession();
  const recipientMode = session.userContext === 'RECIPIENT';
  const unseen = useChatUnseenCount(model.main.some((entry) => entry.id === 'chat'));
  const unseenQnrs = useQnrUnseenCount(model.main.some((entry) => entry.id === 'allQnrs'));

  const renderEntry = (entry: MenuEntry) => {
    const label = entryLabel(entry, t);
    if (entry.kind === 'link') {
      const active = isActiveTarget(pathname, params, entry.to, entry.query);
      return (
        <MenuEntryButton
          key={entry.id}
          entry={entry}
          label={label}
          href={shellHref(entry.to, params, entry.query)}
          active={active}
          badge={entry.id === 'chat' ? unseen : 0}
          badgeText={t('sideMenu.unseen', { count: unseen })}
          collapsed={collapsed}
          submenuOpen={false}
          onCatalogue={() => undefined}
        />
      );
    }
    const ownsPage = model
      .submenu(entry.catalogue)
      .some((item) => item.to !== undefined && isActivePath(pathname, item.to));
    return (
      <MenuEntryButton
        key={entry.id}
        entry={entry}
        label={label}
        href={null}
        active={openCatalogue === entry.catalogue || ownsPage}
        badge={entry.id === 'allQnrs' ? unseenQnrs : 0}
        badgeText={t('sideMenu.unseen', { count: unseenQnrs })}
        collapsed={collapsed}
        submenuOpen={openCatalogue === entry.catalogue}
        submenuId={SUBMENU_DOM_ID}
        onCatalogue={() => onCatalogue(entry.catalogue)}
      />
    );
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        overflowX: 'hidden',
        overflowY: 'auto',
      }}
    >
      {onToggleCollapsed && (
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 0.5 }}>
          <Tooltip title={collapsed ? t('sideMenu.expand') : t('sideMenu.collapse')} placement="right">
            <IconButton
              onClick={onToggleCollapsed}
              aria-label={collapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
              aria-expanded={!collapsed}
              sx={{ color: 'inherit' }}
            >
              {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </IconButton>
          </Tooltip>
        </Box>
      )}
      {!collapsed && session.role !== 'participant' && (
        <Box sx={{ px: 1, pb: 1 }}>
          <ParticipantSelector />
        </Box>
      )}
      {!collapsed && (
        <Typography variant="caption" data-testid="user-context-banner" sx={{ px: 2, pb: 1, opacity: 0.9 }}>
          {recipientMode
            ? t('sideMenu.recipientContext', { name: session.selectedRecipient?.name ?? '' })
            : t('sideMenu.meContext')}
        </Typography>
      )}
      <List component="div" aria-label={t('sideMenu.mainItems')} data-testid="side-menu-main">
        {model.main.map(renderEntry)}
      </List>
      <Box sx={{ flex: 1 }} />
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.3)' }} />
      <List component="div" aria-label={t('sideMenu.bottomItems')} data-testid="side-menu-bottom">
        {model.bottom.map(renderEntry)}
      </List>
    </Box>
  );
}
