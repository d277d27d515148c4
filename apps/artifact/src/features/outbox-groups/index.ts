// Outbox groups (issue 31 item 3): the §2.3 list (/outbox-groups) and a group's detail
// (/outbox-groups/{outboxGroupId}), each loaded when first shown.
import { lazy } from 'react';

export const OutboxGroupsPage = lazy(() => import('./OutboxGroupsPage'));
export const OutboxGroupPage = lazy(() => import('./OutboxGroupPage'));
