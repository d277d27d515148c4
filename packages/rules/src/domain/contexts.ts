// §1, §3: the journal an overview belongs to, and the view the user works in.
export const APP_CONTEXTS = ['JOURNAL_ME', 'JOURNAL_RECIPIENT'] as const;
export type AppContext = (typeof APP_CONTEXTS)[number];

/** ME is the user's own view; RECIPIENT is the view of a chosen recipient (also "pathfinder"). */
export const USER_CONTEXTS = ['ME', 'RECIPIENT'] as const;
export type UserContext = (typeof USER_CONTEXTS)[number];

export function isUserContext(value: unknown): value is UserContext {
  return typeof value === 'string' && (USER_CONTEXTS as readonly string[]).includes(value);
}

/** The overview journal that belongs to a user context. */
export function appContextFor(userContext: UserContext): AppContext {
  return userContext === 'ME' ? 'JOURNAL_ME' : 'JOURNAL_RECIPIENT';
}

/**
 * Widget kinds about a staff member's own work (their time, their caseload, their drafts, sign-in
 * reports): a participant's overview leaves them out (issue 33 item 4).
 */
export const STAFF_WORK_WIDGET_KINDS: readonly string[] = [
  'CRM_TIME_TRACKING',
  'DIRECTORY_MY_RECIPIENTS',
  'DIRECTORY_LOGIN_REPORTS',
  'DRAFTS',
  'AO_DIRECTORY_SELECTED_USER',
];

/**
 * The overview a user sees in a context: staff their journal of the context; a participant, who
 * has only ME, the recipient's journal (§9's JOURNAL_RECIPIENT, the view of a participant's own
 * case) read from their side, without the widgets of staff work.
 */
export function overviewFor<W extends { widget: string }>(
  overviews: readonly { app_context: string; overview_widgets: readonly W[] }[],
  userContext: UserContext,
  isParticipant: boolean,
): { appContext: AppContext; widgets: W[] } {
  const appContext = isParticipant ? 'JOURNAL_RECIPIENT' : appContextFor(userContext);
  const widgets = overviews.find((o) => o.app_context === appContext)?.overview_widgets ?? [];
  return {
    appContext,
    widgets: isParticipant
      ? widgets.filter((w) => !STAFF_WORK_WIDGET_KINDS.includes(w.widget))
      : [...widgets],
  };
}
