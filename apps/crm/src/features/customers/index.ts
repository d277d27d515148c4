// The admin panel's customers (issue 29 item 3): its page in a chunk of its own.
import { lazy } from 'react';
/** page:customers: the tenant's related customers. */
export const CustomersPage = lazy(() => import('./CustomersPage'));
