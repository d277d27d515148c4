// Issue 31 items 3 and 8: the outbox groups (a group send and, per participant, each item's status)
// and the caller's notification preferences, on the area kit.
import type { FastifyPluginAsync } from 'fastify';
import { isLeadingRole, messagingContract as routes } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import { messagingError } from './messaging-errors';
import { readPreferences, savePreferences } from './notification-preferences';
import { listOutboxGroups, outboxGroupDetail } from './outbox-groups-store';
import { isAccessRestricted } from './share-store';

const groupsAccess: SignedInAccess = { who: 'staff', capability: 'outbox_groups' };
const anyone: SignedInAccess = { who: 'anyone' };

export const groupAndPreferenceRoutes: FastifyPluginAsync<AreaContext> = async (app, { db }) => {
  const router = areaRouter(app, db, 'messaging');
  const viewer = (caller: { userId: number; role: Parameters<typeof isLeadingRole>[0] }) => ({
    userId: caller.userId,
    seesAll: isLeadingRole(caller.role),
  });

  router.route(routes.outboxGroups, groupsAccess, async ({ caller, db, query }) => {
    if (await isAccessRestricted(db, caller.userId)) throw messagingError(403, 'messaging_restricted');
    return listOutboxGroups(db, viewer(caller), query);
  });

  router.route(routes.outboxGroup, groupsAccess, async ({ caller, db, params }) => {
    if (await isAccessRestricted(db, caller.userId)) throw messagingError(403, 'messaging_restricted');
    const detail = await outboxGroupDetail(db, viewer(caller), params.id);
    if (!detail) throw messagingError(404, 'outbox_group_not_found');
    return detail;
  });

  router.route(routes.notificationPreferences, anyone, async ({ caller, db }) =>
    readPreferences(db, caller.userId),
  );

  router.route(routes.saveNotificationPreferences, anyone, async ({ caller, db, body }) => {
    await db.transaction((tx) => savePreferences(tx, caller, body.preferences));
    return { ok: true };
  });
};
