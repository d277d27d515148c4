// The post journal of the storage app (issue 14 part 7): the page and its widget variant.
import { lazy } from 'react';

export const PostJournalPage = lazy(() => import('./PostJournalPage'));
