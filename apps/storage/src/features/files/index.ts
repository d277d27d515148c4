// The files area of the storage app (issue 14 part 2): the files page, in a chunk of its own.
import { lazy } from 'react';

export const FilesPage = lazy(() => import('./FilesPage'));
