// The messaging area (§9: messaging, SMS templates, notifications): its door. Its senders are the
// shared messaging plugin that the server registers before the areas (auth and the operator's
// commands send with them too); the area adds the data API's insertNotification and sendSms.
export { messagingArea } from './messaging-area';
export { insertNotificationMutation } from './insert-notification';
export { messagingPlugin, type Messaging, type MessagingOptions } from './messaging-plugin';
export { takeMessageBudget, MESSAGE_BUDGET, type MessageSender } from './message-budget';
export { smsName } from './sms-text';
export { mobileNumber } from './phone-number';
export { createOutboxEmailSender, createOutboxSmsSender, outboxDir, type OutboxOptions } from './dev-outbox';
export { createSmsGateway, type SmsGatewayOptions } from './sms-gateway';
export { createSmtpEmailSender } from './smtp-email-sender';
export type { EmailMessage, EmailSender } from './email-sender';
export type { SmsMessage, SmsSender } from './sms-sender';
export { queueSms, scheduleSmsJobs } from './sms-delivery';
