import { STAFF_ROLES } from '@portal/rules';
import { GraphQLNonNull } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender';
import type { CustomMutation } from '../../graphql/schema/custom-mutation';
import { takeMessageBudget } from './message-budget';
import { notificationTypes } from './messaging-mutation-types';
import { notSent, sessionSender, tooManyMessages } from './send-sms';

interface NotificationInput {
  message: string;
  region?: number | null;
  sendSms?: boolean | null;
  service?: string | null;
  subject_id?: number | string | null;
  title?: string | null;
  trigger?: string | null;
  user_id?: number | string | null;
}

/** insertNotification(objects) -> {ids, message}; the customer is always the token's. */
export function insertNotificationMutation(sms: SmsSender, log: FastifyBaseLogger): CustomMutation {
  return {
    name: 'insertNotification',
    roles: STAFF_ROLES,
    field: (ctx) => {
      const types = notificationTypes(ctx);
      return {
        type: types.output,
        args: { objects: { type: new GraphQLNonNull(types.input) } },
        description: 'insert notifications (and send an SMS for those asking for it)',
      };
    },
    execute: async ({ args, session, tx }) => {
      const objects = args.objects as NotificationInput[];
      const ids: number[] = [];
      const texts: { to: string; content: string }[] = [];
      for (const n of objects) {
        const { rows } = await tx.query<{ id: number; mobile_phone: string | null }>(
          `INSERT INTO notifications (customer_id, user_id, subject_id, title, message, region, service, trigger, send_sms)
           SELECT $1, u.id, $3, $4, $5, $6, $7, $8, $9 FROM (SELECT $2::bigint AS id) AS want
             LEFT JOIN users u ON u.id = want.id AND u.customer_id = $1 AND u.deleted_at IS NULL
            WHERE want.id IS NULL OR u.id IS NOT NULL
           RETURNING id, (SELECT mobile_phone FROM users WHERE id = notifications.user_id) AS mobile_phone`,
          [
            session.customerId,
            n.user_id ?? null,
            n.subject_id ?? null,
            n.title ?? null,
            n.message,
            n.region ?? null,
            n.service ?? null,
            n.trigger ?? null,
            n.sendSms === true,
          ],
        );
        const row = rows[0];
        if (!row) continue;
        ids.push(Number(row.id));
        if (n.sendSms && row.mobile_phone)
          texts.push({ to: row.mobile_phone, content: n.title ? `${n.title}: ${n.message}` : n.message });
      }
      // The same budget as sendSms (issue 17.6): the whole request is refused, nothing inserted.
      if (!(await takeMessageBudget(tx, sessionSender(session), texts.length))) throw tooManyMessages('insertNotification');
      try {
        for (const text of texts) await sms.send(text);
      } catch (error) {
        throw notSent(error, log, 'insertNotification');
      }
      return { ids, message: `${ids.length} notification${ids.length === 1 ? '' : 's'} created` };
    },
  };
}
