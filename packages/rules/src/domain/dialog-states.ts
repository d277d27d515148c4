// §2.4 The quick-access dialog states (closed is null).
export const DIALOG_STATE_NAMES = ['QUESTIONNAIRE', 'MESSAGE', 'CALENDAR'] as const;
export type DialogStateName = (typeof DIALOG_STATE_NAMES)[number];
