// §2.4 The top bar's external pages as an admin sets them: the same link rule as a shortcut's.
import { z } from 'zod';
import { EXTERNAL_PAGES } from '../domain/external-pages';
import { SHORTCUT_LINK_MAX, isWebLink } from './shortcut';

/** The tenant's external pages: a web link each, or empty (the page is left out of the menu). */
export const externalPagesSchema = z.object({
  links: z
    .partialRecord(
      z.enum(EXTERNAL_PAGES),
      z
        .string()
        .trim()
        .max(SHORTCUT_LINK_MAX, 'shortcut.linkTooLong')
        .refine((value) => value === '' || isWebLink(value), 'shortcut.linkNotWeb'),
    )
    .transform((links) => Object.fromEntries(Object.entries(links).filter(([, href]) => href !== ''))),
});
