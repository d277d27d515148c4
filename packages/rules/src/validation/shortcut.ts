// §3 `shortcuts`, §2.4 external pages: a tenant's link with its title and description. One rule for
// the admin's form and the server's routes; the database's CHECK (migration 0030) holds the same.
import { z } from 'zod';

export const SHORTCUT_TITLE_MAX = 100;
export const SHORTCUT_DESCRIPTION_MAX = 500;
export const SHORTCUT_LINK_MAX = 2000;

/** The message codes a shortcut's fields can fail with (the app translates them). */
export type ShortcutProblem =
  | 'shortcut.titleRequired'
  | 'shortcut.titleTooLong'
  | 'shortcut.descriptionTooLong'
  | 'shortcut.linkRequired'
  | 'shortcut.linkTooLong'
  | 'shortcut.linkNotWeb';

/**
 * Only an absolute http or https address: `javascript:`, `data:` and the like would run or show
 * content in the portal's origin when a user opens the shortcut.
 */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const shortcutInputSchema = z.object({
  title: z.string().trim().min(1, 'shortcut.titleRequired').max(SHORTCUT_TITLE_MAX, 'shortcut.titleTooLong'),
  description: z.string().trim().max(SHORTCUT_DESCRIPTION_MAX, 'shortcut.descriptionTooLong').default(''),
  link: z
    .string()
    .trim()
    .min(1, 'shortcut.linkRequired')
    .max(SHORTCUT_LINK_MAX, 'shortcut.linkTooLong')
    .refine(isWebLink, 'shortcut.linkNotWeb'),
  /** projects.id of the journal project the shortcut leads to, or null. */
  projectId: z.number().int().positive().nullable().default(null),
});
export type ShortcutInput = z.infer<typeof shortcutInputSchema>;

/** A reorder: every shortcut of the tenant, by id, in the new order. */
export const shortcutOrderSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(1000),
});

/** The first problem of each field, for the form. */
export function shortcutProblems(input: unknown): Partial<Record<keyof ShortcutInput, ShortcutProblem>> {
  const parsed = shortcutInputSchema.safeParse(input);
  if (parsed.success) return {};
  const problems: Partial<Record<keyof ShortcutInput, ShortcutProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ShortcutInput;
    problems[field] ??= issue.message as ShortcutProblem;
  }
  return problems;
}
