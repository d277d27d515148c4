// The questionnaires area of the artifact app (issue 13: workspaces, sending, answering, reading and
// managing): its page modules, each loaded when the shell mounts it, and the survey-model door the
// designer (qnr-templates) uses for its preview.
import { lazy } from 'react';
import { lazyWithPreload } from '@portal/sdk';
import { prefetchQnrList } from './qnr-list-prefetch';

// The list's own chunk (and the MUI table it imports) asked for beside the pages' chunk, not after
// it: an app's build (library mode) emits no preload of a lazy chunk's imports.
const lists = () => Promise.all([import('./QnrListPages'), import('./QnrList')]).then(([pages]) => pages);
// The lists' first page of data is asked for beside their chunks (qnr-list-prefetch).
export const AllQnrsPage = lazyWithPreload(() => lists().then((m) => m.AllQnrsPage), { prefetch: prefetchQnrList });
export const ManageQnrsPage = lazyWithPreload(() => lists().then((m) => m.ManageQnrsPage), {
  prefetch: prefetchQnrList,
});
export { QnrViewPage, QnrViewPrintPage, QnrViewWidgetPage } from './view-pages-loader';
export const SendOrdersPage = lazy(() => lists().then((m) => ({ default: m.SendOrdersPage })));
export const QnrModulePage = lazy(() => lists().then((m) => ({ default: m.QnrModulePage })));
export const ShareQnrsPage = lazy(() => lists().then((m) => ({ default: m.ShareQnrsPage })));
export const ShareQnrsDialog = lazy(() => lists().then((m) => ({ default: m.ShareQnrsDialog })));

/** The designer's live preview: <QnrPreview model={buildTemplateModel(rows)} lang="no" width={375} /> (in a Suspense). */
export const QnrPreview = lazy(() => import('./QnrPreview'));

export * from './survey-model';
