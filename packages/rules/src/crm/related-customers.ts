// The CRM area's contract for the tenant's related customers (issue 29 item 3; spec §3 "Related
// customers": id, name), with their details, kept by admins on the admin panel's "customers" page.
import { z } from 'zod';
import { defineRoute, idParams, okResponse } from '../contract/route-contract';
import { safeText } from '../validation/storable';
import { isValidOrgNumber, normaliseOrgNumber } from './org-number';

const text = (max: number) =>
  safeText()
    .max(max)
    .nullish()
    .transform((v) => v?.trim() || null);

export const relatedCustomerInputSchema = z.strictObject({
  name: safeText().trim().min(1).max(200),
  orgNumber: z
    .string()
    .max(20)
    .refine(isValidOrgNumber, 'crm.orgNumberInvalid')
    .transform((v) => normaliseOrgNumber(v)!)
    .nullish()
    .transform((v) => v ?? null),
  contactName: text(200),
  contactEmail: text(200),
  contactPhone: text(40),
  agreement: text(200),
  note: text(2000),
  archived: z.boolean().default(false),
});
export type RelatedCustomerInput = z.output<typeof relatedCustomerInputSchema>;

export const relatedCustomerSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  orgNumber: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  agreement: z.string().nullable(),
  note: z.string().nullable(),
  archived: z.boolean(),
  updatedAt: z.string(),
});
export type RelatedCustomer = z.infer<typeof relatedCustomerSchema>;

const ERRORS = ['crm.adminOnly'] as const;
const EXAMPLE = {
  name: 'NAV Bergenhus',
  orgNumber: '974600951',
  contactName: 'Per Hansen',
  agreement: 'Rammeavtale 2026',
} as const;

export const relatedCustomersContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/crm/customers',
    summary: 'The tenant’s related customers with their details (admins)',
    response: z.strictObject({ customers: z.array(relatedCustomerSchema) }),
    errors: ERRORS,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/crm/customers',
    summary: 'Add a related customer (admins)',
    body: relatedCustomerInputSchema,
    example: { body: EXAMPLE },
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: [...ERRORS, 'crm.customerNameTaken'],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/crm/customers/:id',
    summary: 'Change a related customer, or archive it (admins)',
    resource: 'related_customers',
    params: idParams(),
    body: relatedCustomerInputSchema,
    example: { body: EXAMPLE },
    response: okResponse,
    errors: [...ERRORS, 'crm.customerNotFound', 'crm.customerNameTaken'],
  }),
} as const;
