// The anonymous questionnaires page of the artifact app (issue 28 item 7): a chunk of its own.
import { lazy } from 'react';

export const AnonymousPage = lazy(() => import('./AnonymousPage'));
