import { STAFF_ROLES } from '@portal/rules';
import { GraphQLNonNull } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender';
import type { EmailMessage, EmailSender } from './email-sender';
import type { Queryable } from '../../db/database';
import { notificationDelivery } from './notification-preferences';
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

async function insertOne(tx: Queryable, customerId: number | null, n: NotificationInput) {
  const { rows } = await tx.query<{ id: string | number; user_id: string | number | null }>(
    `INSERT INTO notifications (customer_id, user_id, subject_id, title, message, region, service, trigger, send_sms)
     SELECT $1, u.id, $3, $4, $5, $6, $7, $8, $9 FROM (SELECT $2::bigint AS id) AS want
       LEFT JOIN users u ON u.id = want.id AND u.customer_id = $1 AND u.deleted_at IS NULL
      WHERE want.id IS NULL OR u.id IS NOT NULL
     RETURNING id, user_id`,
    [
      customerId,
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
  return rows[0] ?? null;
}

/**
 * insertNotification(objects) -> {ids, message}; the customer is always the token's. Each
 * notification reaches its user by SMS and e-mail as they chose for its kind (e-mail when the caller
 * gives a sender: the data API's mutation does; another area's direct call sends SMS only).
 */
export function insertNotificationMutation(
  sms: SmsSender,
  log: FastifyBaseLogger,
  email?: EmailSender,
): CustomMutation {
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
      const mails: EmailMessage[] = [];
      for (const n of objects) {
        const row = await insertOne(tx, session.customerId, n);
        if (!row) continue;
        ids.push(Number(row.id));
        if (row.user_id === null) continue;
        // The user's choice for the kind (issue 31 item 8), else the sender's sendSms.
        const to = await notificationDelivery(tx, Number(row.user_id), n.trigger, n.sendSms === true);
        const content = n.title ? `${n.title}: ${n.message}` : n.message;
        if (to.sms) texts.push({ to: to.sms, content });
        if (to.email && email) mails.push({ to: to.email, subject: n.title ?? n.message.slice(0, 80), text: n.message });
      }
      // The same budget as sendSms (issue 17.6): the whole request is refused, nothing inserted.
      if (!(await takeMessageBudget(tx, sessionSender(session), texts.length))) throw tooManyMessages('insertNotification');
      try {
        for (const text of texts) await sms.send(text);
        for (const mail of mails) await email?.send(mail);
      } catch (error) {
        throw notSent(error, log, 'insertNotification');
      }
      return { ids, message: `${ids.length} notification${ids.length === 1 ? '' : 's'} created` };
    },
  };
}
