// The artifact app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { ShortcutSettingsPage, ShortcutsPage } from './features/shortcuts';
import { AdjustTemplatesPage, QnrTemplatesPage } from './features/qnr-templates';
import {
  AllQnrsPage,
  ManageQnrsPage,
  QnrModulePage,
  QnrViewPage,
  QnrViewPrintPage,
  QnrViewWidgetPage,
  SendOrdersPage,
  ShareQnrsDialog,
  ShareQnrsPage,
} from './features/questionnaires';
import { InboxOutboxPage, InboxPage } from './features/inbox';
import { OutboxPage } from './features/outbox';
import { OutboxGroupPage, OutboxGroupsPage } from './features/outbox-groups';
import { ShareDialog } from './features/share';
import { PlansPage } from './features/plans';
import { ParcelsPage } from './features/parcels';
import { NewNoteDialog, SummaryPage } from './features/summary';
import { AnonymousPage } from './features/anonymous';

export const modules = {
  'page:artifact': AllQnrsPage,
  'page:all-qnrs-and-files': AllQnrsPage,
  'page:manage-qnrs': ManageQnrsPage,
  'page:qnr-view': QnrViewPage,
  'page:qnr-view-widget': QnrViewWidgetPage,
  'page:qnr-view-print': QnrViewPrintPage,
  'page:send-orders': SendOrdersPage,
  'page:send-orders-widget': SendOrdersPage,
  'page:qnr-module': QnrModulePage,
  'page:share': ShareQnrsPage,
  'dialog:share': ShareQnrsDialog,
  'page:qnr-templates': QnrTemplatesPage,
  'page:adjust-templates': AdjustTemplatesPage,
  'page:shortcuts': ShortcutsPage,
  'page:shortcut-settings': ShortcutSettingsPage,
  'page:inbox-outbox': InboxOutboxPage,
  'page:inbox': InboxPage,
  'page:outbox': OutboxPage,
  'page:outbox-groups': OutboxGroupsPage,
  'page:outbox-group': OutboxGroupPage,
  'dialog:share-with': ShareDialog,
  'page:plans': PlansPage,
  'page:manage-parcels': ParcelsPage,
  'page:summary': SummaryPage,
  'dialog:new-note': NewNoteDialog,
  'page:anonymous-qnrs': AnonymousPage,
} satisfies AppModules;
