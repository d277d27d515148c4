import { lazy } from 'react';

/** /reset-password, loaded when opened (it is not part of the login page's bundle). */
export const ResetPasswordRoute = lazy(() =>
  import('./ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
export { resetTexts } from './reset-texts';
