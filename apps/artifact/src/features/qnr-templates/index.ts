// The questionnaire templates area of the artifact app (issue 13.1-13.3): the templates list with
// the designer, and the admin panel's "adjust templates" (genesis overrides). Each page is its own
// chunk, loaded when the shell mounts it.
import { lazy } from 'react';

export const QnrTemplatesPage = lazy(() => import('./QnrTemplatesPage'));
export const AdjustTemplatesPage = lazy(() => import('./AdjustTemplatesPage'));
