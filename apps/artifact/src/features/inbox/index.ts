// The inbox (issue 31 item 1): the §2.3 inbox page and the combined inbox-outbox page, each a chunk
// of its own loaded when the shell mounts it.
import { lazy } from 'react';

export const InboxPage = lazy(() => import('./InboxPage').then((m) => ({ default: m.InboxPage })));
export const InboxOutboxPage = lazy(() =>
  import('./InboxPage').then((m) => ({ default: m.InboxOutboxPage })),
);
