// §2.1 The routes of the public side, and /overview until the signed-in shell lands.
// Token login paths: /login/connector/:token (work-inclusion connector) and /login/epr/:token
// (patient-record link), see docs/decisions.md.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AuthCallbackRoute, LoginPage } from '../../features/login';
import { ResetPasswordRoute } from '../../features/password-reset';
import { SignedInShell } from '../../features/signed-in-shell';
import { TokenLoginRoute, UNABLE_TO_LOG_IN_PATH, UnableToLogInRoute } from '../../features/token-login';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { FallbackRedirect, RequireAuth } from './RequireAuth';

const SignedInLayout = lazy(() => import('../layout/SignedInLayout'));

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
