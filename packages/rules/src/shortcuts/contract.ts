// The shortcuts area's REST contract (§3 shortcuts, §2.4 external pages): the admin's writes. Reads go
// through the data API. The server registers these (server/src/areas/shortcuts), the artifact app
// calls them (`api.call`), so each wire type is written once, here.
import { z } from 'zod';
import { defineRoute, idParams, okResponse } from '../contract/route-contract';
import { EXTERNAL_PAGES } from '../domain/external-pages';
import { externalPagesSchema } from '../validation/external-pages';
import { shortcutInputSchema, shortcutOrderSchema } from '../validation/shortcut';

const ADMIN_ERRORS = ['forbidden', 'feature_off'] as const;

export const externalLinksSchema = z.partialRecord(z.enum(EXTERNAL_PAGES), z.string());

export const shortcutsContract = {
  create: defineRoute({
    method: 'POST',
    path: '/api/shortcuts',
    summary: 'Create a shortcut (admin)',
    body: shortcutInputSchema.strict(),
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: [...ADMIN_ERRORS, 'project_not_found', 'idempotency_key_reused', 'request_in_progress'],
    idempotent: true,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/shortcuts/:id',
    summary: 'Change a shortcut (admin)',
    resource: 'shortcuts',
    example: {
      body: { title: 'NAV', description: 'Arbeid og velferd', link: 'https://www.nav.no', projectId: null },
    },
    params: idParams(),
    body: shortcutInputSchema.strict(),
    response: okResponse,
    errors: [...ADMIN_ERRORS, 'shortcut_not_found', 'project_not_found'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/shortcuts/:id',
    summary: 'Delete a shortcut (admin)',
    resource: 'shortcuts',
    params: idParams(),
    response: okResponse,
    errors: [...ADMIN_ERRORS, 'shortcut_not_found'],
  }),
  reorder: defineRoute({
    method: 'PUT',
    path: '/api/shortcuts/order',
    summary: 'Put every shortcut of the tenant in a new order (admin)',
    body: shortcutOrderSchema.strict(),
    response: okResponse,
    errors: [...ADMIN_ERRORS, 'shortcut_order_mismatch'],
  }),
  externalPages: defineRoute({
    method: 'GET',
    path: '/api/shortcuts/external-pages',
    summary: 'The top bar’s external pages (admin)',
    response: z.strictObject({ links: externalLinksSchema }),
    errors: ADMIN_ERRORS,
  }),
  setExternalPages: defineRoute({
    method: 'PUT',
    path: '/api/shortcuts/external-pages',
    summary: 'Set the top bar’s external pages; an empty link leaves the page out (admin)',
    body: externalPagesSchema.strict(),
    response: z.strictObject({ links: externalLinksSchema }),
    errors: ADMIN_ERRORS,
  }),
} as const;
