// A page an app declares in its manifest (includes.json), not named by §2.3: its gate (features,
// capabilities, staff only) with the landing redirect, then the app's module with its PageProps.
// The page owns every path below its own, as a §2.3 app page does.
import { Suspense } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '@portal/sdk';
import { AppModule, type DeclaredPage } from '../apps';
import { isGateOpen, landingPath, shellHref } from '../routes';
import { useShellSession } from '../user-context';

/** The declared path with the address's parameters filled in (the page's base). */
export function declaredBasePath(path: string, params: Readonly<Record<string, string | undefined>>): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_all, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

export function DeclaredPageRoute({ page }: { page: DeclaredPage }) {
  const { t } = useTranslation();
  const session = useShellSession();
  const [query] = useSearchParams();
  const matched = useParams();
  const { features, capabilities } = session.bootstrap;
  if (!isGateOpen(page.gate, { features: new Set(features), capabilities, role: session.role })) {
    const landing = landingPath({ features, userContext: session.userContext, role: session.role });
    return <Navigate to={shellHref(landing, query)} replace />;
  }
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(matched))
    if (key !== '*' && value !== undefined) params[key] = value;
  const props: PageProps = {
    route: page.name,
    params,
    query: Object.fromEntries(query),
    basePath: declaredBasePath(page.path, params),
  };
  return (
    <Suspense fallback={t('common.loading')}>
      <AppModule app={page.app} module={page.module} props={props} fallback={t('common.loading')} />
    </Suspense>
  );
}
