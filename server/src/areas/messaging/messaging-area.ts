import type { FeatureArea } from '../../area-kit/feature-area';
import { insertNotificationMutation } from './insert-notification';
import { groupAndPreferenceRoutes } from './group-routes';
import { messagingRoutes } from './messaging-routes';
import { sendSmsMutation } from './send-sms';
import { SMS_SEND_JOB, runSmsSendJob } from './sms-delivery';
import { smsRoutes } from './sms-routes';

/**
 * The messaging area (§9: messaging, SMS templates, notifications). Its senders are the shared
 * messaging plugin (auth sends codes with them too); the area adds the data API's insertNotification
 * and sendSms.
 */
export const messagingArea: FeatureArea = {
  name: 'messaging',
  plugin: async (app, context) => {
    await app.register(messagingRoutes, context);
    await app.register(smsRoutes, context);
    await app.register(groupAndPreferenceRoutes, context);
  },
  jobs: { [SMS_SEND_JOB]: runSmsSendJob },
  customMutations: ({ sms, email, log }) => [
    insertNotificationMutation(sms, log, email),
    sendSmsMutation(sms, log),
  ],
};
