// Sharing a questionnaire or a document with a colleague or the participant (issue 31 item 4): the
// form the inbox and outbox open in place, and the quick-access dialog, in chunks of their own.
import { lazy } from 'react';

export const ShareForm = lazy(() => import('./ShareForm').then((m) => ({ default: m.ShareForm })));
export const ShareDialog = lazy(() => import('./ShareDialog'));
export { shareTexts } from './share-texts';
