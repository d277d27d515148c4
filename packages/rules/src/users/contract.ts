// The users (administration) area's REST contract (issue 25, issue 18): an admin adds a user to their
// own tenant, stored without a password, and the user gets a set-password link. The server registers
// it (server/src/users), the portal's administration page calls it.
import { z } from 'zod';
import { defineRoute } from '../contract/route-contract';
import { ROLES } from '../domain/roles';

// The roles as a schema made here, not roles.ts's roleSchema: the shell reads roles.ts at start for
// the plain names, and a use of its schema would bring zod into the shell's first chunk (150/300 KB).
const role = z.enum(ROLES);

/** The new user as the admin's form sends it. */
export const newUserSchema = z.strictObject({
  username: z.string().regex(/^[A-Za-z0-9._@-]{2,64}$/),
  role,
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  /** Checked as a mobile number by the server (`mobile_invalid`). */
  mobile_phone: z.string().min(1).max(30),
  email: z
    .string()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)
    .optional(),
});
export type NewUserInput = z.input<typeof newUserSchema>;

export const addedUserSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  role,
  /** Whether the set-password link went out; the user is saved either way. */
  link_sent: z.boolean(),
  /** Why no link went out when the admin's message budget was spent. */
  link_error: z.literal('too_many_messages').optional(),
});

export const usersContract = {
  add: defineRoute({
    method: 'POST',
    path: '/api/admin/users',
    summary: 'Add a user to the tenant and send them a set-password link (admin)',
    body: newUserSchema,
    response: addedUserSchema,
    status: 201,
    errors: ['forbidden', 'mobile_invalid', 'username_taken'],
  }),
} as const;

// ---- Issue 32 item 7: the administration page's users list and a user's changes -------------------

export const USER_STATUSES = ['active', 'inactive'] as const;
export const USERS_PAGE_SIZE = 25;

/** One user as the administration's list shows them; `last_sign_in` from the login audit. */
export const tenantUserSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  role,
  status: z.enum(USER_STATUSES),
  last_sign_in: z.string().nullable(),
  /** The caller themself (they may not deactivate themself). */
  is_self: z.boolean(),
});
export type TenantUser = z.infer<typeof tenantUserSchema>;

export const usersQuerySchema = z.strictObject({
  /** Part of the name, username or e-mail. */
  q: z.string().trim().max(100).optional(),
  role: role.optional(),
  status: z.enum(USER_STATUSES).optional(),
  page: z
    .union([z.string().regex(/^[0-9]{1,6}$/), z.number().int().nonnegative()])
    .transform(Number)
    .optional(),
});

/** A user's details and role as an admin changes them; fields left out stay. */
export const userChangeSchema = z
  .strictObject({
    role: role.optional(),
    first_name: z.string().trim().max(100).optional(),
    last_name: z.string().trim().max(100).optional(),
    mobile_phone: z.string().min(1).max(30).optional(),
    email: z
      .string()
      .max(254)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)
      .nullable()
      .optional(),
  })
  .refine((change) => Object.keys(change).length > 0, 'validation.nothingToChange');

const userIdParams = z.strictObject({
  id: z
    .union([z.string().regex(/^[1-9][0-9]{0,15}$/), z.number().int().positive()])
    .transform(Number)
    .refine(Number.isSafeInteger),
});

const USER_ERRORS = ['forbidden', 'user_not_found'] as const;

export const tenantUsersContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    summary: "The tenant's users, a page at a time: search, role and status, last sign-in (admin)",
    query: usersQuerySchema,
    response: z.strictObject({
      users: z.array(tenantUserSchema),
      total: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
    errors: ['forbidden'],
  }),
  change: defineRoute({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    summary: "Change a user's role or details; the last admin keeps the role (admin)",
    params: userIdParams,
    body: userChangeSchema,
    response: tenantUserSchema,
    resource: 'users',
    example: { body: { first_name: 'Kari' } },
    errors: [...USER_ERRORS, 'last_admin', 'mobile_invalid'],
  }),
  deactivate: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/deactivate',
    summary: 'Deactivate a user and end their sessions; not oneself, not the last admin (admin)',
    params: userIdParams,
    response: tenantUserSchema,
    resource: 'users',
    errors: [...USER_ERRORS, 'last_admin', 'cannot_deactivate_self'],
  }),
  reactivate: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/reactivate',
    summary: 'Reactivate a deactivated user (admin)',
    params: userIdParams,
    response: tenantUserSchema,
    resource: 'users',
    errors: [...USER_ERRORS, 'username_taken'],
  }),
  sendLink: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/set-password-link',
    summary: 'Send an active user a new set-password link by SMS and e-mail (admin)',
    params: userIdParams,
    response: z.strictObject({
      link_sent: z.boolean(),
      link_error: z.literal('too_many_messages').optional(),
    }),
    resource: 'users',
    errors: [...USER_ERRORS, 'user_inactive'],
    idempotent: true,
  }),
} as const;
