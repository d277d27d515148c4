// What one named route renders: the gate (features, capabilities, role) with the redirect to the
// landing page, the §2.3 redirects, the messaging block, then the shell page or the app's module.
import { Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
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
import type { ShellRouteDefinition } from '../routes';
import { useShellSession } from '../user-context';

export function RoutePage({ route }: { route: ShellRouteDefinition }) {
  const { t } = useTranslation();
  const session = useShellSession();
  const [params] = useSearchParams();
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
        props={{ route: route.name, query: Object.fromEntries(params) }}
        fallback={t('common.loading')}
      />
    ) : null;
  const page = <Suspense fallback={t('common.loading')}>{content}</Suspense>;
  if (route.messaging)
    return <MessagingGate leaveTo={shellHref(ROUTES.overview, params)}>{page}</MessagingGate>;
  return page;
}
