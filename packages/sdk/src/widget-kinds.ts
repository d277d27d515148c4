// Spec §3 "Overview widget": the kinds, and the module names an app exposes for them.

// The kinds themselves are the rules package's one list; apps see them through the SDK.
export { WIDGET_KINDS, type WidgetKind } from '@portal/rules';

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
