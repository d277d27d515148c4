// §4 App start: fetch the bootstrap; show the 404 page, the generic error screen, or the app in the
// tenant's brand (title from the customer name, the tenant's theme).
import { lazy, Suspense, useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { BootstrapContext } from '../../shared/bootstrap/BootstrapContext';
import { createPortalTheme } from '../../shared/brand/portal-theme';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { useBootstrapRequest } from './useBootstrapRequest';

// The two failure screens load only when needed: the login page's bundle does not carry them.
const GenericErrorPage = lazy(() =>
  import('../../shared/ui/GenericErrorPage').then((m) => ({ default: m.GenericErrorPage })),
);
const DomainNotKnownPage = lazy(() =>
  import('./DomainNotKnownPage').then((m) => ({ default: m.DomainNotKnownPage })),
);

/** `preload`: code the first screen needs, loaded beside the bootstrap (useBootstrapRequest). */
export function BootstrapGate({
  children,
  preload,
}: {
  children: ReactNode;
  preload?: () => Promise<unknown>;
}) {
  const request = useBootstrapRequest(preload);
  const bootstrap =
    request.status === 'done' && request.result.kind === 'ok' ? request.result.bootstrap : null;
  const theme = useMemo(() => createPortalTheme(bootstrap?.theme ?? 'default'), [bootstrap?.theme]);

  // The base title, before any page's (the shell's usePageTitle, an effect): when the shell renders
  // in the same commit as the gate opens, a child's effect runs before its parent's, and the page's
  // title was overwritten by the bare customer name. A layout effect runs before every effect.
  useLayoutEffect(() => {
    if (bootstrap?.customer_name) document.title = bootstrap.customer_name;
  }, [bootstrap?.customer_name]);

  let content: ReactNode;
  if (request.status === 'pending') content = <LoadingScreen />;
  else if (request.status === 'error') content = <GenericErrorPage />;
  else if (request.result.kind === 'unknown-domain')
    content = <DomainNotKnownPage host={window.location.host} />;
  else
    content = (
      <BootstrapContext.Provider value={request.result.bootstrap}>{children}</BootstrapContext.Provider>
    );

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Suspense fallback={<LoadingScreen />}>{content}</Suspense>
    </ThemeProvider>
  );
}
