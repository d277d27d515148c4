// The outbox (issue 31 item 2): the §2.3 page, and the list the combined inbox-outbox page shows,
// each loaded when first shown.
import { lazy } from 'react';

export const OutboxPage = lazy(() => import('./OutboxPage'));
export const OutboxList = lazy(() => import('./OutboxList').then((m) => ({ default: m.OutboxList })));
export { outboxTexts } from './outbox-texts';
