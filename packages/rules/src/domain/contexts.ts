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
