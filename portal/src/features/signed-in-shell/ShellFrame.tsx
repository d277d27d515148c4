// The signed-in frame: side menu (drawer up to 768 px), top bar, page header with quick access, and
// the routed page.
import { Suspense, useSyncExternalStore } from 'react';
import { Box, Link, useMediaQuery } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@portal/rules';
import { useShell } from '@portal/sdk';
import { PageHeader } from '../page-header';
import { QuickAccess } from '../quick-access';
import { ROUTES, findRoute, isQnrModulePath, shellHref, useLastVisitedUrl } from '../routes';
import { MobileSideMenu, SideMenu, useSideMenuState } from '../side-menu';
import { TopBar } from '../top-bar';
import { useShellSession } from '../user-context';
import { ShellRoutes } from './ShellRoutes';
import { usePageTitle } from './usePageTitle';

export const MOBILE_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX}px)`;
const MAIN_ID = 'shell-main';

export function ShellFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const session = useShellSession();
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const menu = useSideMenuState();
  const route = findRoute(pathname);
  const title = usePageTitle(route, session.bootstrap.customer_name);
  useLastVisitedUrl(session.bootstrap.customer_id, session.bootstrap.user_id, session.userContext);
  const routeBack = route?.parent ? shellHref(ROUTES[route.parent].replace(/\/:[^/]+$/, ''), params) : null;
  // §2.4 A page of an app may name its own title and back target (a sub-route's screen).
  const { pageHeader, href } = useShell();
  const fromPage = useSyncExternalStore(pageHeader.subscribe, pageHeader.current);
  const backTo = fromPage?.backTo ? href(fromPage.backTo) : routeBack;
  return (
    <Box
      sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}
      data-user-context={session.userContext}
    >
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: 10,
          '&:focus': { left: 8, top: 8, bgcolor: 'background.paper', p: 1 },
        }}
      >
        {t('shell.skipToContent')}
      </Link>
      {isMobile ? (
        <Suspense fallback={null}>
          <MobileSideMenu state={menu} />
        </Suspense>
      ) : (
        <SideMenu state={menu} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar isMobile={isMobile} onOpenMenu={() => menu.setMobileOpen(true)} />
        {route && (
          <PageHeader
            title={fromPage?.title ?? title}
            backTo={backTo}
            hideOnScroll={isMobile && isQnrModulePath(pathname)}
            actions={<QuickAccess compact={isMobile} />}
          />
        )}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          aria-label={t('shell.main')}
          sx={{ flex: 1, px: { xs: 1.5, sm: 3 }, pb: 3, outline: 'none' }}
        >
          <ShellRoutes />
        </Box>
      </Box>
    </Box>
  );
}
