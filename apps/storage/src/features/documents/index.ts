// The documents area of the storage app (issue 14 parts 4, 5, 6 and 8): drafts, the document
// editor, generate and signing. Each page is its own chunk, loaded when the shell mounts it.
import { lazy } from 'react';

export const DraftsPage = lazy(() => import('./drafts/DraftsPage'));
export const RichEditPage = lazy(() => import('./editor/RichEditPage'));
export const GeneratePage = lazy(() => import('./generate/GeneratePage'));
export { withDocumentSigning } from './signing/with-document-signing';
export { withTemplateAdmin } from './templates/with-template-admin';
export { DraftsWidget } from './drafts/DraftsWidget';
