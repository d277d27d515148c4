import { lazy } from 'react';

export { TOKEN_LOGIN_PATH, UNABLE_TO_LOG_IN_PATH } from './token-login-paths';
export { tokenLoginTexts } from './token-login-texts';

// Both pages load when opened, so the login page's bundle does not carry them.
export const TokenLoginRoute = lazy(() =>
  import('./TokenLoginPage').then((m) => ({ default: m.TokenLoginPage })),
);
export const UnableToLogInRoute = lazy(() =>
  import('./UnableToLogInPage').then((m) => ({ default: m.UnableToLogInPage })),
);
