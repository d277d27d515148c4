// The plans page of the artifact app (issue 28): its own chunk, loaded when the shell mounts it.
import { lazy } from 'react';

export const PlansPage = lazy(() => import('./PlansPage'));
// The checkbox group the parcels screens share.
export { CheckList } from './CheckList';
