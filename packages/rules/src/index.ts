// @portal/rules: the rules shared by the browser and the server (ARCHITECTURE §1).
// Pure TypeScript and zod only: no Node-only and no DOM APIs.
export * from './constants';

export * from './domain/languages';
export * from './domain/contexts';
export * from './domain/brands';
export * from './domain/device-kinds';
export * from './domain/chat-statuses';
export * from './domain/nbid-providers';
export * from './domain/roles';
export * from './domain/capabilities';
export * from './domain/feature-flags';
export * from './domain/widget-kinds';
export * from './domain/external-pages';
export * from './domain/widget-texts';
export * from './domain/overview';
export * from './domain/default-overviews';
export * from './domain/dialog-states';
export * from './domain/app-includes';

export * from './session-claims';
export * from './idle-timer-settings';

export * from './validation/messages';
export * from './validation/field-rule';
export * from './validation/login-form';
export * from './validation/password';
export * from './validation/personal-number';
export * from './validation/codes';
export * from './validation/email';
export * from './validation/reset-form';
export * from './validation/shortcut';
export * from './validation/external-pages';
export * from './validation/storable';
export * from './questionnaires/template-design';
export * from './questionnaires/design-from-rows';

export * from './contract';

export * from './errors';
export * from './heavy-work';

export * from './national-id/check-digits';
export * from './national-id/birth-date';
export * from './national-id/validate-national-id';
export * from './national-id/synthetic-national-id';

export * from './i18n/interpolate';
export * from './i18n/rules-translations';

export * from './metadata/metadata-schema';

export * from './questionnaires';
export * from './shortcuts/contract';
export * from './time/time-entry';
export * from './time/contract';
export * from './crm/org-number';
export * from './crm/contract';
export * from './calendar/contract';
export * from './chat/contract';
export * from './documents/contract';
export * from './storage/contract';
export * from './meetings/contract';
export * from './users/contract';
export * from './directory/contract';
export * from './directory/national-id-mask';
export * from './messaging/contract';
export * from './administration';
export * from './plans';
export * from './domain/browser-minimums';
export * from './reports';
export * from './anonymous';
export * from './messaging/sms-text';
export * from './messaging/sms-contract';
