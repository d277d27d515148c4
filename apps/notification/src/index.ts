// The notification app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { NotificationsPage } from './features/notifications';
import { SmsTemplatesPage } from './features/sms-templates';

export const modules = {
  'page:sms-templates': SmsTemplatesPage,
  'page:notifications': NotificationsPage,
} satisfies AppModules;
