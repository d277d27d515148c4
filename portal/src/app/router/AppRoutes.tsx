// §2.1 The routes of the public side, and /overview until the signed-in shell lands.
// Token login paths: /login/connector/:token (work-inclusion connector) and /login/epr/:token
// (patient-record link), see docs/decisions.md.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AuthCallbackPage, LoginPage } from '../../features/login';
import { ResetPasswordRoute } from '../../features/password-reset';
import { SignedInShell } from '../../features/signed-in-shell';
import { TokenLoginPage, UNABLE_TO_LOG_IN_PATH, UnableToLogInPage } from '../../features/token-login';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { FallbackRedirect, RequireAuth } from './RequireAuth';

const SignedInLayout = lazy(() => import('../layout/SignedInLayout'));

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/login/connector/:token?" element={<TokenLoginPage />} />
        <Route path="/login/epr/:token?" element={<TokenLoginPage />} />
        <Route path={UNABLE_TO_LOG_IN_PATH} element={<UnableToLogInPage />} />
        <Route path="/reset-password" element={<ResetPasswordRoute />} />
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
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
