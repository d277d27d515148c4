// One entry of the side menu: a link to a route or a catalogue that opens a submenu. Collapsed, it
// shows the icon with the label as tooltip and accessible name; expanded, the label cut at 17 (§2.4).
import { forwardRef } from 'react';
import { Box, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { MENU_ICONS } from './menu-icons';
import type { MenuEntry } from './menu-model';
import { truncateLabel } from './truncate-label';

interface Props {
  entry: MenuEntry;
  label: string;
  href: string | null;
  active: boolean;
  /** A count shown beside the label (unseen chat messages, unseen questionnaires). */
  badge?: number;
  /** The badge for screen readers, e.g. "3 unseen". */
  badgeText?: string;
  collapsed: boolean;
  submenuOpen: boolean;
  submenuId?: string;
  onCatalogue: () => void;
}

export const MenuEntryButton = forwardRef<HTMLDivElement, Props>(function MenuEntryButton(
  { entry, label, href, active, badge = 0, badgeText = '', collapsed, submenuOpen, submenuId, onCatalogue },
  ref,
) {
  const Icon = MENU_ICONS[entry.icon];
  const shown = truncateLabel(label);
  const common = {
    selected: active,
    'aria-label': badge > 0 ? `${label} (${badgeText})` : collapsed || shown !== label ? label : undefined,
    'data-menu-entry': entry.id,
    sx: { minHeight: 44, px: 2, color: 'inherit', '&.Mui-selected': { bgcolor: 'rgba(255,255,255,0.18)' } },
  };
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'inherit' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText primary={shown} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
      )}
      {badge > 0 && (
        <Box
          component="span"
          aria-hidden
          data-testid={`${entry.id}-unseen`}
          sx={{
            ml: collapsed ? -1 : 1,
            px: 0.75,
            borderRadius: 8,
            bgcolor: '#b3261e',
            color: '#fff',
            fontSize: 12,
            fontWeight: 700,
            lineHeight: '20px',
          }}
        >
          {badge > 99 ? '99+' : badge}
        </Box>
      )}
    </>
  );
  const button =
    entry.kind === 'link' && href ? (
      <ListItemButton {...common} component={RouterLink} to={href} aria-current={active ? 'page' : undefined}>
        {content}
      </ListItemButton>
    ) : (
      <ListItemButton
        {...common}
        ref={ref}
        onClick={onCatalogue}
        aria-haspopup="true"
        aria-expanded={submenuOpen}
        aria-controls={submenuOpen ? submenuId : undefined}
      >
        {content}
      </ListItemButton>
    );
  return collapsed ? (
    <Tooltip title={label} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
});
