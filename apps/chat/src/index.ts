// The chat app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { ChatPage, ChatWidget, NewChatDialog } from './features/chat';

export const modules = {
  'page:chat': ChatPage,
  'dialog:new-chat': NewChatDialog,
  'widget:CHAT': ChatWidget,
} satisfies AppModules;
