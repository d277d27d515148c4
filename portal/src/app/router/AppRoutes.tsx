// §2.1 The routes under the signed-in part's data router: the shell's pages, and the public pages
// for a session that visits them (a token link opened in a signed-in browser) or that has ended
// (after a logout the data router stays). Before any sign-in the public pages are PublicRoutes.tsx,
// with no router library. Token login paths: /login/connector/:token (work-inclusion connector)
// and /login/epr/:token (patient-record link), see docs/decisions.md.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AuthCallbackRoute, LoginPage } from '../../features/login';
import { ResetPasswordRoute } from '../../features/password-reset';
import { SignedInShell } from '../../features/signed-in-shell';
import { TokenLoginRoute, UNABLE_TO_LOG_IN_PATH, UnableToLogInRoute } from '../../features/token-login';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { SignedInLayout } from './preload-signed-in';
import { FallbackRedirect, RequireAuth } from './RequireAuth';

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
