// §3: every kind of overview widget.
export const WIDGET_KINDS = [
  'ARTIFACT_QNRS',
  'CHAT',
  'CALENDAR_TASK',
  'CALENDAR_EVENT',
  'CRM_TIME_TRACKING',
  'DIRECTORY_MY_RECIPIENTS',
  'ACTIVITIES_LOG',
  'DIRECTORY_LOGIN_REPORTS',
  'DRAFTS',
  'AO_DIRECTORY_SELECTED_USER',
  'ARTIFACT_PLANS',
] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

export function isWidgetKind(value: unknown): value is WidgetKind {
  return typeof value === 'string' && (WIDGET_KINDS as readonly string[]).includes(value);
}
