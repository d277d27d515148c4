import { lazy } from 'react';
import { whenIdle } from '../../shared/lazy/prefetch-when-idle';

/**
 * The outdated-browser notice, loaded when the browser is first idle, so it never competes with the
 * page's own start (it fetches the vendors' version lists, and only an outdated browser shows it).
 */
export const OutdatedBrowserNotice = lazy(() =>
  whenIdle()
    .then(() => import('./OutdatedBrowserNotice'))
    .then((m) => ({ default: m.OutdatedBrowserNotice })),
);
export { browserSupportTexts } from './browser-support-texts';
