// The participant summary page and the quick-access "new note" dialog (issue 28 items 5 and 6),
// each a chunk of its own.
import { lazy } from 'react';

export const SummaryPage = lazy(() => import('./SummaryPage'));
export const NewNoteDialog = lazy(() => import('./NewNoteDialog'));
