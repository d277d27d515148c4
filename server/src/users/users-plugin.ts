// Issue 18: an admin adds a user to their own tenant. The metadata gives admins no insert on
// `users` (and no way to set a password), so this is the one call for it: the user is stored without
// a password and gets the set-password link of the operator's command (an invitation link). The route
// is the contract of packages/rules (users/contract.ts); the kit checks the caller and the input and
// runs the SQL under the tenant's row-level security.
import type { FastifyPluginAsync } from 'fastify';
import { usersContract as routes } from '@portal/rules';
import { requestOrigin } from '../auth/request-origin';
import { areaRouter, type SignedInAccess } from '../area-kit/area-routes';
import type { AreaContext } from '../area-kit/feature-area';
import { addUser, checkMobile, sendSetPasswordLink, TenantInputError } from '../operations';
import { takeMessageBudget } from '../areas/messaging';
import { tenantUsersRoutes } from './tenant-users-routes';
import { usersError } from './users-errors';

export { usersError };

/** An admin of the tenant: 401 without a session, else 403 `forbidden`. */
const admin: SignedInAccess = { who: 'admin', refuse: { role: () => usersError(403, 'forbidden') } };

// The session's keys (for the link's code) and the message senders are the root's decorators.
export const usersPlugin: FastifyPluginAsync<AreaContext> = async (app, { db, clock }) => {
  const keys = app.sessionKeys;
  const router = areaRouter(app, db, 'users');
  tenantUsersRoutes(app, router, admin, clock);

  router.route(routes.add, admin, async ({ caller, db, body, request }) => {
    const customer = caller.tenant;
    let mobile: string;
    try {
      mobile = checkMobile(body.mobile_phone, 'mobile number');
    } catch {
      throw usersError(400, 'mobile_invalid');
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
      userId = await db.transaction((tx) => addUser(tx, caller.customerId, user));
    } catch (error) {
      if (error instanceof TenantInputError) throw usersError(409, 'username_taken');
      throw error;
    }
    request.log.info(
      { customer: caller.customerId, user: userId, role: user.role, by: caller.userId },
      'user added',
    );
    const recipient = {
      customerId: caller.customerId,
      userId,
      subdomain: customer.subdomain,
      tenantName: customer.name,
      mobile,
      ...(user.email ? { email: user.email } : {}),
    };
    // The user is saved either way; a link that could not go out is said so (and can be sent again
    // with `npm run tenant -- send-link`), never a 500 that hides the saved user. The link's SMS and
    // e-mail take the admin's message budget like every message a user makes the portal send (issue 24 case 9).
    const messages = recipient.email ? 2 : 1;
    const fits = await takeMessageBudget(
      db,
      { customerId: caller.customerId, userId: caller.userId },
      messages,
      clock.now(),
    );
    const linkSent =
      fits &&
      (await sendSetPasswordLink(db, keys, app.messaging, recipient, requestOrigin(request)).then(
        () => true,
        (error: unknown) => {
          request.log.warn({ err: error, user: userId }, 'set-password link not sent');
          return false;
        },
      ));
    return {
      id: userId,
      username: user.username,
      role: user.role,
      link_sent: linkSent,
      ...(fits ? {} : { link_error: 'too_many_messages' as const }),
    };
  });
};
