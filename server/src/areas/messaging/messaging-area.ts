import type { FeatureArea } from '../../area-kit/feature-area';
import { insertNotificationMutation } from './insert-notification';
import { messagingRoutes } from './messaging-routes';
import { sendSmsMutation } from './send-sms';

/**
 * The messaging area (§9: messaging, SMS templates, notifications). Its senders are the shared
 * messaging plugin (auth sends codes with them too); the area adds the data API's insertNotification
 * and sendSms.
 */
export const messagingArea: FeatureArea = {
  name: 'messaging',
  plugin: messagingRoutes,
  customMutations: ({ sms, log }) => [insertNotificationMutation(sms, log), sendSmsMutation(sms, log)],
};
