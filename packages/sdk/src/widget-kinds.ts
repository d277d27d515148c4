// Spec §3 "Overview widget": the kinds, and the module names an app exposes for them.

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

export const DEFAULT_VARIATION = 'DEFAULT';

/** "widget:CHAT" for the DEFAULT variation, "widget:CHAT:COMPACT" for another. */
export function widgetModuleName(widget: string, variation: string = DEFAULT_VARIATION): string {
  return variation === DEFAULT_VARIATION ? `widget:${widget}` : `widget:${widget}:${variation}`;
}

/** The widget kind and variation a module name supplies, or null for a non-widget module. */
export function parseWidgetModuleName(module: string): { widget: string; variation: string } | null {
  const match = /^widget:([A-Z0-9_]+)(?::([A-Z0-9_]+))?$/.exec(module);
  if (!match?.[1]) return null;
  return { widget: match[1], variation: match[2] ?? DEFAULT_VARIATION };
}
