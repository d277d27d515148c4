// §2.1 The routes of the public side, and /overview until the signed-in shell lands.
// Token login paths: /login/connector/:token (work-inclusion connector) and /login/epr/:token
// (patient-record link), see docs/decisions.md.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { lazyWithPreload } from '@portal/sdk/lazy';
import { AuthCallbackRoute, LoginPage } from '../../features/login';
import { ResetPasswordRoute } from '../../features/password-reset';
import { preloadSessionGuard } from '../../features/session';
import { SignedInShell } from '../../features/signed-in-shell';
import { TokenLoginRoute, UNABLE_TO_LOG_IN_PATH, UnableToLogInRoute } from '../../features/token-login';
import { askSignedInAhead } from '../../shared/api/signed-in-ahead';
import { readSessionToken } from '../../shared/session/token-store';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { FallbackRedirect, RequireAuth } from './RequireAuth';
import { loadDataRouter } from './ShellRouter';

const SignedInLayout = lazyWithPreload(() => import('../layout/SignedInLayout').then((m) => m.default));

/**
 * With a session stored, the signed-in routes' code (with the data router, ShellRouter.tsx) and the shell's first two requests (the
 * session's bootstrap, the apps' index) load beside the app start's bootstrap, so the loading
 * screen goes straight to the shell (no Suspense fallback between them). Without one (the login
 * page) nothing more loads.
 */
export function preloadSignedInRoutes(): Promise<unknown> {
  const token = readSessionToken();
  if (token === null) return Promise.resolve();
  askSignedInAhead(token);
  return Promise.all([
    loadDataRouter(),
    SignedInLayout.preload(),
    SignedInShell.preload(),
    preloadSessionGuard(),
  ]);
}

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/login/connector/:token?" element={<TokenLoginRoute />} />
        <Route path="/login/epr/:token?" element={<TokenLoginRoute />} />
        <Route path={UNABLE_TO_LOG_IN_PATH} element={<UnableToLogInRoute />} />
        <Route path="/reset-password" element={<ResetPasswordRoute />} />
        <Route path="/auth/callback" element={<AuthCallbackRoute />} />
        <Route
          element={
            <RequireAuth>
              <SignedInLayout />
            </RequireAuth>
          }
        >
          <Route path="/*" element={<SignedInShell />} />
        </Route>
        <Route path="*" element={<FallbackRedirect />} />
      </Routes>
    </Suspense>
  );
}
