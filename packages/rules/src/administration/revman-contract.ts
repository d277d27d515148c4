// Revman (issue 32 item 6; §2.4 the Revman submenu): the platform operator's "select versions"
// (each tenant's app versions) and "select features" (each tenant's feature flags), with an audit
// of who changed what. Only a user the platform marks as an operator (users.is_revman) reaches it.
import { z } from 'zod';
import { defineRoute, idParams, okResponse } from '../contract/route-contract';
import { FEATURE_FLAGS } from '../domain/feature-flags';

const ERRORS = ['forbidden', 'missing_capability'] as const;

export const revmanTenantSchema = z.strictObject({
  id: z.number().int(),
  subdomain: z.string(),
  name: z.string(),
  appVersions: z.record(z.string(), z.string()),
  features: z.array(z.strictObject({ name: z.string(), enabled: z.boolean() })),
});
export type RevmanTenant = z.infer<typeof revmanTenantSchema>;

export const revmanChangeSchema = z.strictObject({
  id: z.number().int(),
  at: z.string(),
  by: z.string(),
  tenant: z.string(),
  kind: z.enum(['app_version', 'feature']),
  subject: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type RevmanChange = z.infer<typeof revmanChangeSchema>;

const appName = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/);
const appVersion = z.string().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/);

export const revmanContract = {
  tenants: defineRoute({
    method: 'GET',
    path: '/api/revman/tenants',
    summary: 'Every tenant with its app versions and feature flags, and the installed app versions (Revman)',
    response: z.strictObject({
      tenants: z.array(revmanTenantSchema),
      installed: z.array(z.strictObject({ name: z.string(), versions: z.array(z.string()) })),
    }),
    errors: ERRORS,
  }),
  setVersion: defineRoute({
    method: 'PUT',
    path: '/api/revman/tenants/:id/versions',
    summary: 'Set the version of one app for a tenant; it must be installed (Revman)',
    example: { body: { app: 'consents', version: '1.0.0' } },
    params: idParams(),
    body: z.strictObject({ app: appName, version: appVersion }),
    response: okResponse,
    errors: [...ERRORS, 'revman_tenant_not_found', 'app_version_not_installed'],
  }),
  setFeature: defineRoute({
    method: 'PUT',
    path: '/api/revman/tenants/:id/features',
    summary: 'Turn one feature flag of a tenant on or off (Revman)',
    example: { body: { name: 'consents_editor', enabled: true } },
    params: idParams(),
    body: z.strictObject({ name: z.enum(FEATURE_FLAGS), enabled: z.boolean() }),
    response: okResponse,
    errors: [...ERRORS, 'revman_tenant_not_found'],
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/revman/audit',
    summary: 'The latest changes made through Revman, newest first (Revman)',
    response: z.strictObject({ changes: z.array(revmanChangeSchema) }),
    errors: ERRORS,
  }),
} as const;
