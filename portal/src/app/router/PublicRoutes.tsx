// §2.1 The public pages before any sign-in in this page: login, token login, the token login's
// failure page, password reset and the national-ID callback, chosen by path with no router
// library (the login page's budget, bench/login-bundle.ts); any other path goes to login with the
// wanted page as `redirect`. The same pages under the data router are AppRoutes.tsx.
import { Suspense } from 'react';
import { AuthCallbackRoute, LoginPage } from '../../features/login';
import { ResetPasswordRoute } from '../../features/password-reset';
import {
  TOKEN_LOGIN_PATH,
  TokenLoginRoute,
  UNABLE_TO_LOG_IN_PATH,
  UnableToLogInRoute,
} from '../../features/token-login';
import { Redirect, useNavigation } from '../../shared/navigation/navigation';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { loginPathFor } from './login-path';

/** A path as react-router matches it: by case, with or without a trailing slash. */
const samePath = (pathname: string, path: string) =>
  pathname.replace(/\/+$/, '').toLowerCase() === path.toLowerCase();

function PublicPage() {
  const { pathname, search } = useNavigation().location;
  if (samePath(pathname, '/login')) return <LoginPage />;
  if (TOKEN_LOGIN_PATH.test(pathname)) return <TokenLoginRoute />;
  if (samePath(pathname, UNABLE_TO_LOG_IN_PATH)) return <UnableToLogInRoute />;
  if (samePath(pathname, '/reset-password')) return <ResetPasswordRoute />;
  if (samePath(pathname, '/auth/callback')) return <AuthCallbackRoute />;
  return <Redirect to={loginPathFor(`${pathname}${search}`)} />;
}

export function PublicRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PublicPage />
    </Suspense>
  );
}
