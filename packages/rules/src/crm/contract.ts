// The CRM area's REST contract (issue 29 items 1-2): the tenant's organizations (list with search
// and filters, create, change, archive) and the national business register (Enhetsregisteret):
// search by name or number, import one, import a CSV of numbers with a report. The server
// registers these (server/src/areas/crm), the crm app calls them (`api.call`).
import { z } from 'zod';
import { defineRoute, idParams, okResponse } from '../contract/route-contract';
import { safeText } from '../validation/storable';
import { isValidOrgNumber, normaliseOrgNumber } from './org-number';

export const ORGANIZATION_KINDS = ['employer', 'partner'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];

const text = (max: number) =>
  safeText()
    .max(max)
    .nullish()
    .transform((v) => v?.trim() || null);

export const orgNumberSchema = z
  .string()
  .max(20)
  .refine(isValidOrgNumber, 'crm.orgNumberInvalid')
  .transform((v) => normaliseOrgNumber(v)!);

export const organizationInputSchema = z.strictObject({
  name: safeText().trim().min(1).max(200),
  orgNumber: orgNumberSchema.nullish().transform((v) => v ?? null),
  kind: z.enum(ORGANIZATION_KINDS),
  address: text(300),
  postalCode: text(10),
  city: text(100),
  industryCode: text(20),
  industryName: text(200),
  employees: z
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .nullish()
    .transform((v) => v ?? null),
  phone: text(40),
  email: text(200),
  website: text(300),
});
export type OrganizationInput = z.output<typeof organizationInputSchema>;

export const organizationSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  orgNumber: z.string().nullable(),
  kind: z.enum(ORGANIZATION_KINDS),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  industryCode: z.string().nullable(),
  industryName: z.string().nullable(),
  employees: z.number().int().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  archived: z.boolean(),
  importedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** An organization as the register has it, read from its JSON. */
export const registerUnitSchema = z.strictObject({
  orgNumber: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  industryCode: z.string().nullable(),
  industryName: z.string().nullable(),
  employees: z.number().int().nullable(),
  /** The tenant's organization with this number, when it has one. */
  organizationId: z.number().int().nullable(),
});
export type RegisterUnit = z.infer<typeof registerUnitSchema>;

export const IMPORT_OUTCOMES = ['imported', 'updated', 'refused'] as const;
export const importReportSchema = z.strictObject({
  lines: z.array(
    z.strictObject({
      orgNumber: z.string(),
      outcome: z.enum(IMPORT_OUTCOMES),
      name: z.string().nullable(),
      /** Why it was refused: an error code of this contract. */
      reason: z.string().nullable(),
    }),
  ),
  imported: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The most numbers one CSV import takes. */
export const IMPORT_MAX_NUMBERS = 200;

const ORG_ERRORS = ['crm.featureOff', 'forbidden'] as const;
const REGISTER_ERRORS = ['crm.registerUnavailable', 'crm.registerGarbage'] as const;
const EXAMPLE = {
  name: 'Fjordkraft Bygg AS',
  orgNumber: '981599411',
  kind: 'employer',
  address: 'Strandgata 12',
  postalCode: '5013',
  city: 'Bergen',
} as const;

export const crmContract = {
  organizations: defineRoute({
    method: 'GET',
    path: '/api/crm/organizations',
    summary: 'The tenant’s organizations, searched by name or number, filtered by kind and archive',
    query: z.strictObject({
      q: safeText().max(100).optional(),
      kind: z.enum(ORGANIZATION_KINDS).optional(),
      archived: z.enum(['true', 'false']).optional(),
    }),
    response: z.strictObject({ organizations: z.array(organizationSchema) }),
    errors: ORG_ERRORS,
  }),
  organization: defineRoute({
    method: 'GET',
    path: '/api/crm/organizations/:id',
    summary: 'One organization of the tenant',
    resource: 'organizations',
    params: idParams(),
    response: organizationSchema,
    errors: [...ORG_ERRORS, 'crm.notFound'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/crm/organizations',
    summary: 'Create an organization (staff)',
    body: organizationInputSchema,
    example: { body: EXAMPLE },
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: [...ORG_ERRORS, 'crm.orgNumberTaken'],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/crm/organizations/:id',
    summary: 'Change an organization (staff)',
    resource: 'organizations',
    params: idParams(),
    body: organizationInputSchema,
    example: { body: EXAMPLE },
    response: okResponse,
    errors: [...ORG_ERRORS, 'crm.notFound', 'crm.orgNumberTaken'],
  }),
  archive: defineRoute({
    method: 'PUT',
    path: '/api/crm/organizations/:id/archived',
    summary: 'Archive an organization, or take it out of the archive (staff)',
    resource: 'organizations',
    params: idParams(),
    body: z.strictObject({ archived: z.boolean() }),
    example: { body: { archived: true } },
    response: okResponse,
    errors: [...ORG_ERRORS, 'crm.notFound'],
  }),
  registerSearch: defineRoute({
    method: 'GET',
    path: '/api/crm/register',
    summary: 'Search the national business register by name or organisation number',
    query: z.strictObject({ q: safeText().trim().min(2).max(100) }),
    response: z.strictObject({ units: z.array(registerUnitSchema) }),
    errors: [...ORG_ERRORS, ...REGISTER_ERRORS, 'crm.orgNumberInvalid'],
  }),
  importOne: defineRoute({
    method: 'POST',
    path: '/api/crm/register/import',
    summary: 'Import an organization from the register; one already present is updated (staff)',
    // The number's check digit is the route's own refusal (crm.orgNumberInvalid), with its text.
    body: z.strictObject({ orgNumber: safeText().max(20) }),
    example: { body: { orgNumber: '981599411' } },
    response: z.strictObject({ id: z.number().int(), outcome: z.enum(['imported', 'updated']) }),
    errors: [...ORG_ERRORS, ...REGISTER_ERRORS, 'crm.registerNotFound', 'crm.orgNumberInvalid'],
  }),
  importCsv: defineRoute({
    method: 'POST',
    path: '/api/crm/register/import-csv',
    summary:
      'Import a CSV of organisation numbers; the report says what was imported, updated and refused (staff)',
    body: z.strictObject({ csv: safeText().max(20_000) }),
    example: { body: { csv: 'orgnr\n981599411\n' } },
    response: importReportSchema,
    errors: [...ORG_ERRORS, 'crm.importTooMany', 'crm.importEmpty'],
  }),
} as const;

export * from './organization-details';
export * from './related-customers';
