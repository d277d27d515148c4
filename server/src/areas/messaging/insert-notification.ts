import { notificationKind, STAFF_ROLES } from '@portal/rules';
import { GraphQLNonNull } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender';
import type { EmailMessage, EmailSender } from './email-sender';
import type { Queryable } from '../../db/database';
import { notificationDeliveries } from './notification-preferences';
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

/**
 * All the notifications in one statement, in the order given: one without a user is kept, one for a
 * user who is not the tenant's (or deleted) is left out. The ids come from the table's sequence in
 * the order of the rows inserted, so sorted they are in the order given.
 */
async function insertAll(tx: Queryable, customerId: number | null, objects: readonly NotificationInput[]) {
  const { rows } = await tx.query<{ id: string | number }>(
    `INSERT INTO notifications (customer_id, user_id, subject_id, title, message, region, service, trigger, send_sms)
     SELECT $1, u.id, want.subject_id, want.title, want.message, want.region, want.service, want.trigger, want.send_sms
       FROM unnest($2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::integer[], $7::text[], $8::text[], $9::boolean[])
            WITH ORDINALITY AS want (user_id, subject_id, title, message, region, service, trigger, send_sms, ord)
       LEFT JOIN users u ON u.id = want.user_id AND u.customer_id = $1 AND u.deleted_at IS NULL
      WHERE want.user_id IS NULL OR u.id IS NOT NULL
      ORDER BY want.ord
     RETURNING id`,
    [
      customerId,
      objects.map((n) => n.user_id ?? null),
      objects.map((n) => n.subject_id ?? null),
      objects.map((n) => n.title ?? null),
      objects.map((n) => n.message),
      objects.map((n) => n.region ?? null),
      objects.map((n) => n.service ?? null),
      objects.map((n) => n.trigger ?? null),
      objects.map((n) => n.sendSms === true),
    ],
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** The SMS and e-mails of the notifications inserted for a user, in the order given. */
async function messagesOf(tx: Queryable, customerId: number | null, objects: readonly NotificationInput[], email?: EmailSender) {
  const texts: { to: string; content: string }[] = [];
  const mails: EmailMessage[] = [];
  const deliveries = await notificationDeliveries(
    tx,
    customerId,
    objects.map((n) => ({ userId: n.user_id ?? null, kind: notificationKind(n.trigger), sendSms: n.sendSms === true })),
  );
  for (const { index, sms, email: address } of deliveries) {
    const n = objects[index]!;
    const content = n.title ? `${n.title}: ${n.message}` : n.message;
    if (sms) texts.push({ to: sms, content });
    if (address && email) mails.push({ to: address, subject: n.title ?? n.message.slice(0, 80), text: n.message });
  }
  return { texts, mails };
}

/**
 * insertNotification(objects) -> {ids, message}; the customer is always the token's. Each
 * notification reaches its user by SMS and e-mail as they chose for its kind (e-mail when the caller
 * gives a sender: the data API's mutation does; another area's direct call sends SMS only). Two
 * statements for any number of notifications: the insert, and the users' numbers and choices.
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
      const ids = objects.length === 0 ? [] : await insertAll(tx, session.customerId, objects);
      // The user's choice for the kind (issue 31 item 8), else the sender's sendSms.
      const { texts, mails } =
        objects.length === 0 ? { texts: [], mails: [] } : await messagesOf(tx, session.customerId, objects, email);
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
