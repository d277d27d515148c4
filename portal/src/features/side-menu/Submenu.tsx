// §2.4 A submenu: 188 wide beside the menu (100 % in the mobile drawer), a lock that stops outside
// clicks from closing it, and its items; the active item's text is cut at 23 plus an ellipsis.
import { Box, IconButton, List, ListItemButton, ListItemText, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { SUBMENU_WIDTH_PX } from '@portal/rules';
import { shellHref } from '../routes';
import { LanguageToggle } from '../../shared/ui/LanguageToggle';
import { isActiveTarget } from './active-path';
import type { ReactNode } from 'react';
import type { SubmenuAction, SubmenuItem } from './menu-model';
import { submenuItemText } from './truncate-label';

interface Props {
  id: string;
  title: string;
  items: readonly SubmenuItem[];
  locked: boolean;
  fullWidth: boolean;
  onToggleLock: () => void;
  onClose: () => void;
  onAction: (action: SubmenuAction) => void;
  header?: ReactNode;
}

export function Submenu({
  id,
  title,
  items,
  locked,
  fullWidth,
  onToggleLock,
  onClose,
  onAction,
  header,
}: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (
    <Box
      id={id}
      role="region"
      aria-label={title}
      data-testid="submenu"
      sx={{
        width: fullWidth ? '100%' : SUBMENU_WIDTH_PX,
        bgcolor: 'background.paper',
        color: 'text.primary',
        height: '100%',
        overflowY: 'auto',
        boxShadow: fullWidth ? 0 : 4,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 1, gap: 0.5 }}>
        <Typography component="h2" variant="subtitle2" sx={{ flex: 1, fontWeight: 700 }} noWrap title={title}>
          {title}
        </Typography>
        <Tooltip title={locked ? t('sideMenu.unlock') : t('sideMenu.lock')}>
          <IconButton
            size="small"
            onClick={onToggleLock}
            aria-pressed={locked}
            aria-label={t('sideMenu.lockSubmenu')}
          >
            {locked ? <LockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        <IconButton size="small" onClick={onClose} aria-label={t('sideMenu.closeSubmenu')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {header}
      <List dense component="div" aria-label={title}>
        {items.length === 0 && <ListItemText sx={{ px: 2 }} secondary={t('sideMenu.emptySubmenu')} />}
        {items.map((item) => {
          const text = item.labelKey ? t(item.labelKey) : (item.label ?? '');
          if (item.action === 'language')
            return (
              <Box key={item.id} sx={{ px: 2, py: 1 }}>
                <LanguageToggle />
              </Box>
            );
          if (item.action) {
            const action = item.action;
            return (
              <ListItemButton key={item.id} onClick={() => onAction(action)}>
                <ListItemText primary={text} />
              </ListItemButton>
            );
          }
          const to = item.to ?? '/';
          const active = isActiveTarget(pathname, params, to, item.query);
          const shown = submenuItemText(text, active);
          return (
            <ListItemButton
              key={item.id}
              component={RouterLink}
              to={shellHref(to, params, item.query)}
              selected={active}
              aria-current={active ? 'page' : undefined}
              aria-label={shown !== text ? text : undefined}
              title={shown !== text ? text : undefined}
            >
              <ListItemText primary={shown} slotProps={{ primary: { noWrap: active } }} />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}
