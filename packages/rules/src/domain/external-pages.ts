// A file of its own, without zod: the admin's list screen reads the names and nothing else.
/** §2.4 The top bar's external pages, in the menu's order; each tenant sets their addresses. */
export const EXTERNAL_PAGES = [
  'communication_portal',
  'communication',
  'questions_module',
  'office',
  'designer',
  'dashboard',
] as const;
export type ExternalPage = (typeof EXTERNAL_PAGES)[number];
