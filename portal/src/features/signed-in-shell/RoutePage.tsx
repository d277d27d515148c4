// What one named route renders: the gate (features, capabilities, role) with the redirect to the
// landing page, the §2.3 redirects, the messaging block, then the shell page or the app's module.
import { Suspense } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { routePath, type PageProps } from '@portal/sdk';
import { useTranslation } from 'react-i18next';
import { MessagingGate } from '../access-restriction';
import { AdministrationPage } from '../administration';
import { OverviewPage } from '../overview';
import { PrivacyConsentsPage } from '../privacy-consents';
import {
  ModuleMount,
  ROUTES,
  inboxOutboxRedirect,
  isGateOpen,
  isOverviewHidden,
  landingPath,
  routeTitleKey,
  shellHref,
} from '../routes';
import type { RouteName, ShellRouteDefinition } from '../routes';
import { useShellSession } from '../user-context';

/** What a page module gets: its route, path parameters (not the sub-path it owns), query and base. */
export function pageProps(
  route: RouteName,
  matched: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
): PageProps {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(matched))
    if (key !== '*' && value !== undefined) params[key] = value;
  return { route, params, query: Object.fromEntries(query), basePath: routePath(route, params as never) };
}

export function RoutePage({ route }: { route: ShellRouteDefinition }) {
  const { t } = useTranslation();
  const session = useShellSession();
  const [params] = useSearchParams();
  const routeParams = useParams();
  const { features, capabilities } = session.bootstrap;
  const landingInput = { features, userContext: session.userContext, role: session.role };
  const landing = shellHref(landingPath(landingInput), params);
  if (!isGateOpen(route.gate, { features: new Set(features), capabilities, role: session.role }))
    return <Navigate to={landing} replace />;
  if (route.name === 'overview' && isOverviewHidden(landingInput)) return <Navigate to={landing} replace />;
  if (route.name === 'inboxOutbox') {
    const target = inboxOutboxRedirect(capabilities);
    if (target) return <Navigate to={shellHref(target, params)} replace />;
  }
  const title = t(routeTitleKey(route.name));
  const content =
    route.shell === 'overview' ? (
      <OverviewPage />
    ) : route.shell === 'administration' ? (
      <AdministrationPage />
    ) : route.shell === 'privacyAndConsents' ? (
      <PrivacyConsentsPage />
    ) : route.app && route.module ? (
      <ModuleMount
        app={route.app}
        module={route.module}
        title={title}
        props={pageProps(route.name, routeParams, params)}
        fallback={t('common.loading')}
      />
    ) : null;
  const page = <Suspense fallback={t('common.loading')}>{content}</Suspense>;
  if (route.messaging)
    return <MessagingGate leaveTo={shellHref(ROUTES.overview, params)}>{page}</MessagingGate>;
  return page;
}
