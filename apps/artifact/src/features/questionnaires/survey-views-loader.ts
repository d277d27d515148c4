// The answering and reading screens carry SurveyJS (about 1.9 MB of script): they are their own
// chunk. It is asked for as early as anything shows a questionnaire may be opened: when the view's
// page module is asked for (view-pages-loader.ts), from a list once it is idle, and at a click in it, so it
// loads beside the questionnaire's data and is usually there before the view needs it.
//
// The view takes it through `useSurveyViews`, a state, not React.lazy under Suspense: a lazy
// component that resolves shows its content no sooner than 300 ms after the last fallback React
// showed (its throttle of Suspense reveals), which on a slow phone was a third of the time to the
// first question (issue 13 figure; docs/decisions.md).
import { useEffect, useState } from 'react';
import type * as SurveyViews from './survey-views';
import { loadSurveyStyles } from './survey-styles';

export type SurveyViewsModule = typeof SurveyViews;

let loading: Promise<SurveyViewsModule> | null = null;
let loaded: SurveyViewsModule | null = null;

export function preloadSurveyViews(): Promise<SurveyViewsModule> {
  // SurveyJS itself and its stylesheet are asked for at once too, not after the screens' small
  // chunk has come and named them.
  loading ??= Promise.all([import('./survey-views'), import('./survey-runtime'), loadSurveyStyles()]).then(
    ([module]) => (loaded = module),
    (error: unknown) => {
      // A failed load is tried again on the next call.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The SurveyJS screens once their chunk is in (at once when it already is), else null. */
export function useSurveyViews(): SurveyViewsModule | null {
  const [views, setViews] = useState(loaded);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (views) return;
    let live = true;
    preloadSurveyViews().then(
      (module) => live && setViews(module),
      (error: unknown) => live && setFailed({ error }),
    );
    return () => {
      live = false;
    };
  }, [views]);
  // To the app's error boundary, as a chunk that cannot load anywhere else in the app does.
  if (failed) throw failed.error;
  return views;
}
