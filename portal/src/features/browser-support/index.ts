import { lazy } from 'react';

/** The outdated-browser notice, loaded after start so it never slows the login page. */
export const OutdatedBrowserNotice = lazy(() =>
  import('./OutdatedBrowserNotice').then((m) => ({ default: m.OutdatedBrowserNotice })),
);
export { browserSupportTexts } from './browser-support-texts';
