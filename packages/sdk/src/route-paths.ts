// The route paths (spec §2.3) an app links to. The shell's route module uses the same values
// (docs/apps.md), so a widget row leads to the page that owns it.

export const ROUTE_PATHS = {
  overview: '/overview',
  chat: '/chat',
  calendar: '/calendar',
  tasks: '/tasks',
  timeTracking: '/time-tracking',
  myParticipants: '/my-participants',
  allQnrs: '/all-qnrs',
  drafts: '/documents/drafts',
  loginReports: '/reports/login-reports',
  plans: '/plans',
  summary: '/summary',
} as const;
export type RouteName = keyof typeof ROUTE_PATHS;

export type RouteQuery = Record<string, string | number | undefined>;

/** A shell path with query parameters (§2.3: user_context, selected_patient_id, activity_id …). */
export function routeHref(path: string, query: RouteQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
