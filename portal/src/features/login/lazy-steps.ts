// The login steps after the welcome screen, each loaded when first needed so the login page's own
// bundle stays small (bench/login-bundle.ts). The credentials step is fetched as soon as the
// browser is idle, so "Login" answers at once.
import { lazy } from 'react';

const loadCredentials = () => import('./CredentialsStep');

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
  const load = () => void loadCredentials().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 2000 });
  else window.setTimeout(load, 200);
}
