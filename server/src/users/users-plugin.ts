import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requestOrigin } from '../auth/request-origin';
import type { AreaContext } from '../area-kit/feature-area';
import { ApiError } from '../http/api-error';
import { addUser, checkMobile, ROLES, sendSetPasswordLink, TenantInputError, type Role } from '../operations';
import { takeMessageBudget } from '../areas/messaging';
import { requireTenant } from '../tenancy/tenancy-plugin';

// Issue 18: an admin adds a user to their own tenant. The metadata gives admins no insert on
// `users` (and no way to set a password), so this is the one call for it: the user is stored without
// a password and gets the set-password link of the operator's command (an invitation link).

interface NewUserBody {
  username: string;
  role: Role;
  first_name?: string;
  last_name?: string;
  mobile_phone: string;
  email?: string;
}

const newUserBody = {
  type: 'object',
  required: ['username', 'role', 'mobile_phone'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', pattern: '^[A-Za-z0-9._@-]{2,64}$' },
    role: { type: 'string', enum: [...ROLES] },
    first_name: { type: 'string', maxLength: 100 },
    last_name: { type: 'string', maxLength: 100 },
    mobile_phone: { type: 'string', minLength: 1, maxLength: 30 },
    email: { type: 'string', maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  },
} as const;

// The session's keys (for the link's code) and the message senders are the root's decorators.
export const usersPlugin: FastifyPluginAsync<AreaContext> = async (app, { db, clock }) => {
  const keys = app.sessionKeys;
  const requireAdmin = async (request: FastifyRequest) => {
    const customer = requireTenant(request);
    const session = await app.requireSession(request);
    if (session.role !== 'admin') throw new ApiError(403, 'forbidden', 'Only an administrator may do this');
    return { customer, session };
  };

  app.post<{ Body: NewUserBody }>(
    '/api/admin/users',
    { schema: { body: newUserBody } },
    async (request, reply) => {
      const { customer, session } = await requireAdmin(request);
      const body = request.body;
      let mobile: string;
      try {
        mobile = checkMobile(body.mobile_phone, 'mobile number');
      } catch {
        throw new ApiError(400, 'mobile_invalid', 'The mobile number is not valid');
      }
      const user = {
        username: body.username,
        role: body.role,
        mobile,
        firstName: body.first_name?.trim() ?? '',
        lastName: body.last_name?.trim() ?? '',
        ...(body.email ? { email: body.email } : {}),
      };
      let userId: number;
      try {
        userId = await db.transaction((tx) => addUser(tx, customer.id, user));
      } catch (error) {
        if (error instanceof TenantInputError) throw new ApiError(409, 'username_taken', 'The username is taken');
        throw error;
      }
      request.log.info({ customer: customer.id, user: userId, role: user.role, by: session.user_id }, 'user added');
      const recipient = { customerId: customer.id, userId, subdomain: customer.subdomain, tenantName: customer.name, mobile, ...(user.email ? { email: user.email } : {}) };
      // The user is saved either way; a link that could not go out is said so (and can be sent again
      // with `npm run tenant -- send-link`), never a 500 that hides the saved user. The link's SMS and
      // e-mail take the admin's message budget like every message a user makes the portal send (issue 24 case 9).
      const messages = recipient.email ? 2 : 1;
      const fits = await takeMessageBudget(db, { customerId: customer.id, userId: session.user_id }, messages, clock.now());
      const linkSent =
        fits &&
        (await sendSetPasswordLink(db, keys, app.messaging, recipient, requestOrigin(request)).then(
          () => true,
          (error: unknown) => {
            request.log.warn({ err: error, user: userId }, 'set-password link not sent');
            return false;
          },
        ));
      return reply.status(201).send({
        id: userId,
        username: user.username,
        role: user.role,
        link_sent: linkSent,
        ...(fits ? {} : { link_error: 'too_many_messages' }),
      });
    },
  );
};
