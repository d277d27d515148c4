// §2.4 Top bar: the menu button on mobile, the tenant, the notifications bell (issue 31), the external
// pages menu and the language switcher.
import { AppBar, Badge, Box, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../shared/brand/BrandLogo';
import { LanguageToggle } from '../../shared/ui/LanguageToggle';
import { useMenuButtonUnseen } from '../side-menu';
import { useShellSession } from '../user-context';
import { ExternalPagesMenu } from './ExternalPagesMenu';
import { NotificationBell } from './NotificationBell';
import { externalPageLinks } from './external-pages';

interface Props {
  isMobile: boolean;
  onOpenMenu: () => void;
}

export function TopBar({ isMobile, onOpenMenu }: Props) {
  const { t } = useTranslation();
  const session = useShellSession();
  const { bootstrap } = session;
  const links = session.hasFeature('shell_TopBarWidget') ? externalPageLinks(bootstrap.external_links) : [];
  // On a phone the drawer is closed most of the time: its button carries the unseen chat count.
  const unread = useMenuButtonUnseen(isMobile);
  return (
    <AppBar
      position="static"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
      data-testid="top-bar"
    >
      <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {isMobile && (
          <IconButton
            edge="start"
            onClick={onOpenMenu}
            aria-label={unread > 0 ? t('sideMenu.openMenuUnread', { count: unread }) : t('sideMenu.openMenu')}
            data-testid="open-mobile-menu"
            data-unread={unread}
          >
            <Badge badgeContent={unread} color="error" max={99} aria-hidden="true">
              <MenuIcon />
            </Badge>
          </IconButton>
        )}
        <BrandLogo brand={bootstrap.brand} name={bootstrap.customer_name} />
        {!isMobile && (
          <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 600 }}>
            {bootstrap.customer_name}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Typography
          variant="body2"
          data-testid="signed-in-user"
          noWrap
          sx={{ display: { xs: 'none', md: 'block' }, color: 'text.secondary' }}
        >
          {t('topBar.signedInAs', { name: bootstrap.user_name })}
        </Typography>
        <NotificationBell />
        <ExternalPagesMenu links={links} />
        <LanguageToggle />
      </Toolbar>
    </AppBar>
  );
}
