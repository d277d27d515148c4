// The default overviews carry i18n keys as widget names ("widgets.CHAT.name", packages/rules
// widget-texts); a user-made name is shown as it is. A key that reaches the app unresolved falls
// back to the app's own title for the kind.
const NAME_KEY = /^widgets\.[A-Z0-9_]+\.name$/;

export function widgetTitle(name: string, ownTitle: string): string {
  const trimmed = name.trim();
  return trimmed === '' || NAME_KEY.test(trimmed) ? ownTitle : trimmed;
}
