// The answering and reading screens carry SurveyJS (about 1.9 MB of script): they are their own
// chunk, loaded in parallel with the questionnaire's data (from the list's click, or when the view
// mounts), never before it is asked for, and never holding the view's own page back.
import { lazy } from 'react';
import type * as SurveyViews from './survey-views';

let loading: Promise<typeof SurveyViews> | null = null;

export function preloadSurveyViews() {
  loading ??= import('./survey-views').catch((error: unknown) => {
    // A failed load is tried again on the next call (lazy() shows the app's error boundary).
    loading = null;
    throw error;
  });
  return loading;
}

export const LazyQnrAnswer = lazy(() => preloadSurveyViews().then((m) => ({ default: m.QnrAnswer })));
export const LazyReadOnlyAnswers = lazy(() => preloadSurveyViews().then((m) => ({ default: m.ReadOnlyAnswers })));
