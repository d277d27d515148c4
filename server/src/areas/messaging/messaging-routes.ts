// Issue 31: the inbox, the outbox and sharing, on the area kit. The kit resolves the caller, checks
// the capability (§6: inbox, outbox) and the input; the handlers add the §4 restriction (a
// participant without an invitation reaches no messaging page) and run under row-level security.
import type { FastifyPluginAsync } from 'fastify';
import { messagingContract as routes } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import type { Caller } from '../../area-kit/caller';
import type { Queryable } from '../../db/database';
import { OutsideServiceError } from '../../http/outside-service-error';
import { inboxItem, listInbox, markAllInboxRead, markInboxItem } from './inbox-store';
import { takeMessageBudget } from './message-budget';
import { messagingError } from './messaging-errors';
import { lastSms, listOutbox, outboxItem, withdrawItem } from './outbox-store';
import { isAccessRestricted, shareItem, shareTargets } from './share-store';

const inboxAccess: SignedInAccess = { who: 'anyone', capability: 'inbox' };
const outboxAccess: SignedInAccess = { who: 'staff', capability: 'outbox' };
const shareAccess: SignedInAccess = { who: 'staff', features: ['quickAccess_ShowShareButton'] };

/** §4: refuses a restricted caller, or a filter naming a restricted participant. */
async function refuseRestricted(db: Queryable, caller: Caller, participant?: number) {
  if (await isAccessRestricted(db, caller.userId)) throw messagingError(403, 'messaging_restricted');
  if (participant === undefined) return;
  const { rows } = await db.query<{ restricted: boolean }>(
    `SELECT u.pnr_class = 'TEMPORARY' AND u.invitation_code IS NULL AS restricted
       FROM recipients r JOIN users u ON u.id = r.user_id WHERE r.id = $1`,
    [participant],
  );
  if (rows[0]?.restricted) throw messagingError(403, 'messaging_restricted');
}

export const messagingRoutes: FastifyPluginAsync<AreaContext> = async (app, { db, clock, sms, log }) => {
  const router = areaRouter(app, db, 'messaging');

  router.route(routes.inbox, inboxAccess, async ({ caller, db, query }) => {
    await refuseRestricted(db, caller, query.participant);
    return listInbox(db, caller.userId, query, caller.features);
  });

  router.route(routes.inboxItem, inboxAccess, async ({ caller, db, params }) => {
    await refuseRestricted(db, caller);
    const item = await inboxItem(db, caller.userId, params.id, caller.features);
    if (!item) throw messagingError(404, 'inbox_item_not_found');
    return item;
  });

  router.route(routes.markRead, inboxAccess, async ({ caller, db, params, body }) => {
    await refuseRestricted(db, caller);
    if (!(await markInboxItem(db, caller.userId, params.id, body.read, clock.now())))
      throw messagingError(404, 'inbox_item_not_found');
    return { ok: true };
  });

  router.route(routes.markAllRead, inboxAccess, async ({ caller, db }) => {
    await refuseRestricted(db, caller);
    return { updated: await markAllInboxRead(db, caller.userId, clock.now()) };
  });

  router.route(routes.outbox, outboxAccess, async ({ caller, db, query }) =>
    listOutbox(db, caller.userId, query),
  );

  router.route(routes.resend, outboxAccess, async ({ caller, db, params }) => {
    await db.transaction(async (tx) => {
      const item = await outboxItem(tx, caller.userId, params.kind, params.id);
      if (!item) throw messagingError(404, 'outbox_item_not_found');
      const last = item.canResend ? await lastSms(tx, params.kind, params.id) : null;
      if (!last) throw messagingError(409, 'outbox_not_resendable');
      if (!(await takeMessageBudget(tx, caller, 1, clock.now())))
        throw messagingError(429, 'too_many_messages');
      const { rows } = await tx.query<{ id: string | number }>(
        `INSERT INTO sms (customer_id, query_id, sms_template_id, content, tlfmobil, create_user, uid, delivery_status)
         VALUES ($1, $2, $3, $4, $5, $6, gen_random_uuid()::text, 'sent') RETURNING id`,
        [caller.customerId, last.query_id, last.sms_template_id, last.content, last.tlfmobil, caller.userId],
      );
      if (params.kind === 'document')
        await tx.query(
          `INSERT INTO document_sms (document_id, sms_id, customer_id)
           SELECT document_id, $2, customer_id FROM document_patient WHERE id = $1`,
          [params.id, rows[0]!.id],
        );
      try {
        await sms.send({ to: last.tlfmobil, content: last.content });
      } catch (error) {
        if (!(error instanceof OutsideServiceError)) throw error;
        log.warn({ service: error.service, answer: error.answer }, 'sms service failed');
        throw messagingError(502, 'sms_not_sent');
      }
    });
    return { ok: true };
  });

  router.route(routes.withdraw, outboxAccess, async ({ caller, db, params }) => {
    await db.transaction(async (tx) => {
      const item = await outboxItem(tx, caller.userId, params.kind, params.id);
      if (!item) throw messagingError(404, 'outbox_item_not_found');
      if (!item.canWithdraw) throw messagingError(409, 'outbox_not_withdrawable');
      await withdrawItem(tx, params.kind, params.id, caller.userId, clock.now());
    });
    return { ok: true };
  });

  router.route(routes.shareTargets, shareAccess, async ({ caller, db, query }) => ({
    targets: await shareTargets(db, caller.userId, query.search),
  }));

  router.route(routes.share, shareAccess, async ({ caller, db, body }) => {
    const outcome = await db.transaction((tx) => shareItem(tx, caller.userId, body));
    if (!outcome.ok)
      throw messagingError(outcome.reason === 'messaging_restricted' ? 403 : 404, outcome.reason);
    return { id: outcome.id };
  });
};
