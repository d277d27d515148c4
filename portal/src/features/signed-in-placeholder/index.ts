import { lazy } from 'react';

/** Placeholder for /overview until the signed-in shell lands; loaded only after login. */
export const SignedInPlaceholderRoute = lazy(() =>
  import('./SignedInPlaceholderPage').then((m) => ({ default: m.SignedInPlaceholderPage })),
);
export { signedInTexts } from './signed-in-texts';
