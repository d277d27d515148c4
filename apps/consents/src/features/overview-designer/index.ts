// The overview designer in the consents app (issue 32 item 5): route "designer overview" (the
// tenant's default, admins) and the page "My overview" (a staff member's own), each its own chunk.
import { lazy } from 'react';

export const DesignerOverviewPage = lazy(() =>
  import('./OverviewDesignerPage').then((m) => ({ default: m.DesignerOverviewPage })),
);
export const MyOverviewPage = lazy(() =>
  import('./OverviewDesignerPage').then((m) => ({ default: m.MyOverviewPage })),
);
