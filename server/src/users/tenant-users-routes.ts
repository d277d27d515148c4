// Issue 32 item 7: the administration page's users: the list (search, role, status, paged, last
// sign-in), a change of role or details, deactivation (which ends the user's sessions) and
// reactivation, and a new set-password link (the operator's sendSetPasswordLink, as adding a user
// sends it). An admin may not deactivate themself, and the last active admin keeps the role.
import type { FastifyInstance } from 'fastify';
import { tenantUsersContract as routes, type TenantUser } from '@portal/rules';
import type { SchedulingClock } from '../clock/clock';
import { requestOrigin } from '../auth/request-origin';
import type { AreaRouter, SignedInAccess } from '../area-kit/area-routes';
import type { Caller } from '../area-kit/caller';
import type { Queryable } from '../db/database';
import { checkMobile, sendSetPasswordLink } from '../operations';
import { takeMessageBudget } from '../areas/messaging';
import { usersError } from './users-errors';
import {
  deactivateUser,
  findUser,
  listUsers,
  otherActiveAdmins,
  reactivateUser,
  updateUser,
  type UserChange,
} from './user-store';

/** The user `id` of the caller's tenant, locked for the change; 404 when there is none. */
async function userToChange(tx: Queryable, caller: Caller, id: number): Promise<TenantUser> {
  const user = await findUser(tx, caller.customerId, caller.userId, id, true);
  if (!user) throw usersError(404, 'user_not_found');
  return user;
}

/** Refuses leaving the tenant without an active admin. */
async function keepAnAdmin(tx: Queryable, caller: Caller, user: TenantUser): Promise<void> {
  if (user.role === 'admin' && user.status === 'active' && !(await otherActiveAdmins(tx, caller.customerId, user.id)))
    throw usersError(409, 'last_admin');
}

function checkedChange(body: UserChange): UserChange {
  if (body.mobile_phone === undefined) return body;
  try {
    return { ...body, mobile_phone: checkMobile(body.mobile_phone, 'mobile number') };
  } catch {
    throw usersError(400, 'mobile_invalid');
  }
}

export function tenantUsersRoutes(
  app: FastifyInstance,
  router: AreaRouter,
  admin: SignedInAccess,
  clock: SchedulingClock,
): void {
  router.route(routes.list, admin, ({ caller, db, query }) =>
    listUsers(db, caller.customerId, caller.userId, query),
  );

  router.route(routes.change, admin, async ({ caller, db, params, body, request }) => {
    const change = checkedChange(body);
    const user = await db.transaction(async (tx) => {
      const before = await userToChange(tx, caller, params.id);
      if (change.role && change.role !== 'admin') await keepAnAdmin(tx, caller, before);
      await updateUser(tx, caller.customerId, params.id, change);
      return (await findUser(tx, caller.customerId, caller.userId, params.id))!;
    });
    request.log.info({ customer: caller.customerId, user: user.id, by: caller.userId, fields: Object.keys(change) }, 'user changed');
    return user;
  });

  router.route(routes.deactivate, admin, async ({ caller, db, params, request }) => {
    if (params.id === caller.userId) throw usersError(409, 'cannot_deactivate_self');
    const user = await db.transaction(async (tx) => {
      const before = await userToChange(tx, caller, params.id);
      if (before.status === 'inactive') return before;
      await keepAnAdmin(tx, caller, before);
      await deactivateUser(tx, caller.customerId, params.id, clock.now());
      return (await findUser(tx, caller.customerId, caller.userId, params.id))!;
    });
    request.log.info({ customer: caller.customerId, user: user.id, by: caller.userId }, 'user deactivated');
    return user;
  });

  router.route(routes.reactivate, admin, async ({ caller, db, params, request }) => {
    const user = await db.transaction(async (tx) => {
      const before = await userToChange(tx, caller, params.id);
      if (before.status === 'active') return before;
      if (!(await reactivateUser(tx, caller.customerId, params.id))) throw usersError(409, 'username_taken');
      return (await findUser(tx, caller.customerId, caller.userId, params.id))!;
    });
    request.log.info({ customer: caller.customerId, user: user.id, by: caller.userId }, 'user reactivated');
    return user;
  });

  router.route(routes.sendLink, admin, async ({ caller, db, params, request }) => {
    const user = await findUser(db, caller.customerId, caller.userId, params.id);
    if (!user) throw usersError(404, 'user_not_found');
    if (user.status === 'inactive') throw usersError(409, 'user_inactive');
    if (!user.mobile_phone) throw usersError(409, 'mobile_invalid');
    const messages = user.email ? 2 : 1;
    const fits = await takeMessageBudget(db, { customerId: caller.customerId, userId: caller.userId }, messages, clock.now());
    if (!fits) return { link_sent: false, link_error: 'too_many_messages' as const };
    const recipient = {
      customerId: caller.customerId,
      userId: user.id,
      subdomain: caller.tenant.subdomain,
      tenantName: caller.tenant.name,
      mobile: user.mobile_phone,
      ...(user.email ? { email: user.email } : {}),
    };
    const sent = await sendSetPasswordLink(db, app.sessionKeys, app.messaging, recipient, requestOrigin(request)).then(
      () => true,
      (error: unknown) => {
        request.log.warn({ err: error, user: user.id }, 'set-password link not sent');
        return false;
      },
    );
    return { link_sent: sent };
  });
}
