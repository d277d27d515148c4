// The signed-in frame: side menu (drawer up to 768 px), top bar, page header with quick access, and
// the routed page.
import { Suspense, useSyncExternalStore } from 'react';
import { Box, Link, useMediaQuery } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useSearchParams } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@portal/rules';
import { useShell } from '@portal/sdk';
import { useAppRegistry, useDeclaredIncludes, type DeclaredPage } from '../apps';
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

/** The declared page an address belongs to (the longest path that prefixes it). */
function findDeclaredPage(pathname: string, pages: readonly DeclaredPage[]): DeclaredPage | null {
  const matching = pages.filter((page) => matchPath({ path: page.path, end: false }, pathname));
  return matching.sort((a, b) => b.path.length - a.path.length)[0] ?? null;
}

/** The back target of a declared page: its parent page's path or §2.3 route, else none. */
function declaredBack(page: DeclaredPage | null): string | null {
  if (!page) return null;
  if (page.parentPath) return page.parentPath;
  const parent = page.parentRoute as keyof typeof ROUTES | undefined;
  return parent && parent in ROUTES ? ROUTES[parent].replace(/\/:[^/]+$/, '') : null;
}

export function ShellFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const session = useShellSession();
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const menu = useSideMenuState();
  const declared = useDeclaredIncludes();
  const appsReady = useAppRegistry().status !== 'loading';
  const route = findRoute(pathname);
  const declaredPage = route ? null : findDeclaredPage(pathname, declared.pages);
  const title = usePageTitle(route, session.bootstrap.customer_name, declaredPage);
  useLastVisitedUrl(session.bootstrap.customer_id, session.bootstrap.user_id, session.userContext);
  const parentPath = route?.parent
    ? ROUTES[route.parent].replace(/\/:[^/]+$/, '')
    : declaredBack(declaredPage);
  const routeBack = parentPath ? shellHref(parentPath, params) : null;
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
        {(route ?? declaredPage) && (
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
          <ShellRoutes declared={declared.pages} appsReady={appsReady} />
        </Box>
      </Box>
    </Box>
  );
}
