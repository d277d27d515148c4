// The CRM area's contract for an organization's own records (issue 29 item 1): its contact persons,
// its notes and the participants placed with it (work trials, jobs). The organization page reads
// them in one call and adds or removes one at a time.
import { z } from 'zod';
import { defineRoute, idParams, okResponse } from '../contract/route-contract';
import { safeText } from '../validation/storable';
import { calendarDateSchema } from '../time/time-entry';

const text = (max: number) =>
  safeText()
    .max(max)
    .nullish()
    .transform((v) => v?.trim() || null);

export const PLACEMENT_KINDS = ['work_trial', 'job'] as const;
export type PlacementKind = (typeof PLACEMENT_KINDS)[number];

export const orgContactInputSchema = z.strictObject({
  name: safeText().trim().min(1).max(200),
  title: text(200),
  phone: text(40),
  email: text(200),
});
export const orgNoteInputSchema = z.strictObject({ body: safeText().trim().min(1).max(4000) });
export const orgPlacementInputSchema = z
  .strictObject({
    recipientId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    kind: z.enum(PLACEMENT_KINDS),
    startsOn: calendarDateSchema,
    endsOn: calendarDateSchema.nullish().transform((v) => v ?? null),
    hoursPerWeek: z
      .number()
      .positive()
      .max(100)
      .nullish()
      .transform((v) => v ?? null),
    note: text(1000),
  })
  .refine((p) => p.endsOn === null || p.endsOn >= p.startsOn, {
    message: 'crm.placementEndBeforeStart',
    path: ['endsOn'],
  });
export type PlacementInput = z.output<typeof orgPlacementInputSchema>;

export const orgContactSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type OrganizationContact = z.infer<typeof orgContactSchema>;
export const orgNoteSchema = z.strictObject({
  id: z.number().int(),
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type OrganizationNote = z.infer<typeof orgNoteSchema>;
export const orgPlacementSchema = z.strictObject({
  id: z.number().int(),
  recipientId: z.number().int(),
  recipientName: z.string(),
  kind: z.enum(PLACEMENT_KINDS),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  hoursPerWeek: z.number().nullable(),
  note: z.string().nullable(),
});
export type OrganizationPlacement = z.infer<typeof orgPlacementSchema>;

const ERRORS = ['crm.featureOff', 'forbidden', 'crm.notFound'] as const;

export const crmDetailsContract = {
  details: defineRoute({
    method: 'GET',
    path: '/api/crm/organizations/:id/details',
    summary:
      'An organization’s contact persons, notes and placed participants, and the participants to place',
    resource: 'organizations',
    params: idParams(),
    response: z.strictObject({
      contacts: z.array(orgContactSchema),
      notes: z.array(orgNoteSchema),
      placements: z.array(orgPlacementSchema),
      participants: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
    }),
    errors: ERRORS,
  }),
  addContact: defineRoute({
    method: 'POST',
    path: '/api/crm/organizations/:id/contacts',
    summary: 'Add a contact person to an organization (staff)',
    resource: 'organizations',
    params: idParams(),
    body: orgContactInputSchema,
    example: { body: { name: 'Kari Nordmann', title: 'Daglig leder', phone: '+4791234567' } },
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: ERRORS,
  }),
  removeContact: defineRoute({
    method: 'DELETE',
    path: '/api/crm/organization-contacts/:id',
    summary: 'Remove a contact person (staff)',
    resource: 'organization_contacts',
    params: idParams(),
    response: okResponse,
    errors: ERRORS,
  }),
  addNote: defineRoute({
    method: 'POST',
    path: '/api/crm/organizations/:id/notes',
    summary: 'Write a note on an organization (staff)',
    resource: 'organizations',
    params: idParams(),
    body: orgNoteInputSchema,
    example: { body: { body: 'Møte med daglig leder om arbeidstrening.' } },
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: ERRORS,
  }),
  addPlacement: defineRoute({
    method: 'POST',
    path: '/api/crm/organizations/:id/placements',
    summary: 'Place a participant with an organization: a work trial or a job (staff)',
    resource: 'organizations',
    params: idParams(),
    body: orgPlacementInputSchema,
    example: { body: { recipientId: 1, kind: 'work_trial', startsOn: '2026-11-02', hoursPerWeek: 16 } },
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: [...ERRORS, 'crm.participantUnknown', 'crm.placementEndBeforeStart'],
  }),
  removePlacement: defineRoute({
    method: 'DELETE',
    path: '/api/crm/organization-placements/:id',
    summary: 'Remove a placement (staff)',
    resource: 'organization_placements',
    params: idParams(),
    response: okResponse,
    errors: ERRORS,
  }),
} as const;
