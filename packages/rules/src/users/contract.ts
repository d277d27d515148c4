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
