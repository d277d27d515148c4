import { lazy } from 'react';

export { LoginPage } from './LoginPage';
export { loginTexts } from './login-texts';
export { loginStepTexts } from './login-step-texts';

/** /auth/callback, the national-ID login's return leg, loaded when opened (not by the login page). */
export const AuthCallbackRoute = lazy(() =>
  import('./AuthCallbackPage').then((m) => ({ default: m.AuthCallbackPage })),
);
