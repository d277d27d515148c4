// The organizations' door (issue 29 items 1-2): each page in a chunk of its own.
import { lazy } from 'react';
/** page:crm: the list. */
export const OrganizationsPage = lazy(() => import('./OrganizationsPage'));
/** page:organization-new and page:organization-edit: the form. */
export const OrganizationFormPage = lazy(() => import('./OrganizationFormPage'));
/** page:organization-import: the register search and the CSV import. */
export const OrganizationImportPage = lazy(() => import('./ImportPage'));
