// The login steps after the welcome screen, each loaded when first needed so the login page's own
// bundle stays small (bench/login-bundle.ts). The credentials step and the sign-in calls are
// fetched as soon as the browser is idle, so "Login" and "Continue" answer at once.
import { lazy } from 'react';
import { prefetchWhenIdle } from '../../shared/lazy/prefetch-when-idle';

const loadCredentials = () => import('./CredentialsStep');
/** The sign-in calls (login-api.ts), needed from the credentials step on. */
export const loadLoginApi = () => import('./login-api');

export const CredentialsStep = lazy(() => loadCredentials().then((m) => ({ default: m.CredentialsStep })));
export const SmsCodeStep = lazy(() => import('./SmsCodeStep').then((m) => ({ default: m.SmsCodeStep })));
export const RelatedCustomerStep = lazy(() =>
  import('./RelatedCustomerStep').then((m) => ({ default: m.RelatedCustomerStep })),
);
export const ForgotPasswordStep = lazy(() =>
  import('./ForgotPasswordStep').then((m) => ({ default: m.ForgotPasswordStep })),
);
export const CheckEmailStep = lazy(() =>
  import('./CheckEmailStep').then((m) => ({ default: m.CheckEmailStep })),
);
export const NationalIdErrorPage = lazy(() =>
  import('./NationalIdErrorPage').then((m) => ({ default: m.NationalIdErrorPage })),
);

export function prefetchCredentialsStep(): void {
  prefetchWhenIdle(() => Promise.all([loadCredentials(), loadLoginApi()]));
}
