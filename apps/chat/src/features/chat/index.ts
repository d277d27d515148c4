// The chat area (issue 15): the page, the quick-access dialog and the overview widget, each its own
// chunk, loaded when the shell mounts it.
import { lazy } from 'react';

export const ChatPage = lazy(() => import('./ChatPage'));
export const NewChatDialog = lazy(() => import('./NewChatDialog'));
export const ChatWidget = lazy(() => import('./ChatWidget'));
