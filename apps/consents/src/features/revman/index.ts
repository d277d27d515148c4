// Revman in the consents app (routes "select versions" and "select features"), each its own chunk.
import { lazy } from 'react';

export const SelectVersionsPage = lazy(() => import('./SelectVersionsPage'));
export const SelectFeaturesPage = lazy(() => import('./SelectFeaturesPage'));
