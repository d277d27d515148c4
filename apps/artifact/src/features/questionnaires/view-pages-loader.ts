// The questionnaire view's pages, in a chunk of their own, and SurveyJS beside them: whoever asks
// for one is about to show a questionnaire (the shell mounting the view, a list once it is idle or
// at a click in it). Made with the SDK's lazyWithPreload, so a view whose chunk came before renders
// at once, with no fallback and no wait for React's Suspense throttle (issue 13 figure).
import { useEffect } from 'react';
import { lazyWithPreload, type PageProps, type ShellServices } from '@portal/sdk';
import { qnrDetailQuery, qnrIdOf } from './qnr-api';
import { preloadSurveyViews } from './survey-views-loader';

const quietly = () => {
  // Asked for again when the view renders; a failure to load shows there.
};

function loadViewPages() {
  preloadSurveyViews().catch(quietly);
  return import('./QnrViewPages');
}

/**
 * The questionnaire the address names (each page reads its id as QnrViewPages does), asked for
 * while the view's chunks load: the shell calls it when the app's entry is in.
 */
const prefetchQnr =
  (idIn: (props: PageProps) => string | undefined) =>
  (props: PageProps, { api, queryClient }: ShellServices) => {
    const id = qnrIdOf(idIn(props));
    if (id !== null) void queryClient.prefetchQuery(qnrDetailQuery(api, id));
  };

export const QnrViewPage = lazyWithPreload(() => loadViewPages().then((m) => m.QnrViewPage), {
  prefetch: prefetchQnr(({ params, query }) => params.qnrId ?? query.qnrId),
});
export const QnrViewWidgetPage = lazyWithPreload(() => loadViewPages().then((m) => m.QnrViewWidgetPage), {
  prefetch: prefetchQnr(({ params, query }) => params.qnrId ?? query.qnrId ?? query.id),
});
export const QnrViewPrintPage = lazyWithPreload(() => loadViewPages().then((m) => m.QnrViewPrintPage), {
  prefetch: prefetchQnr(({ query }) => query.qnrId ?? query.id),
});

/** The view (and SurveyJS) now: a click on a questionnaire. */
export function preloadQnrView() {
  QnrViewPage.preload().catch(quietly);
}

/** How long a list has shown its rows before the view's code loads (SurveyJS's evaluation holds the page). */
export const PRELOAD_AFTER_MS = 1_000;

/**
 * While a screen lists questionnaires (`when`), the view's code loads a second after the rows showed,
 * once the page is idle, so a click on one has only its data to wait for. Not at once: evaluating
 * SurveyJS held the main thread for a few hundred ms just as the first list painted (issue 26
 * figure); a row that is pointed at or focused loads the view at once (QnrListRows).
 */
export function usePreloadQnrView(when: boolean) {
  useEffect(() => {
    if (!when) return;
    let idle: number | null = null;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(preloadQnrView, { timeout: 2_000 });
      else preloadQnrView();
    }, PRELOAD_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== null) cancelIdleCallback(idle);
    };
  }, [when]);
}
