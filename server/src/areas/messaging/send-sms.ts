import { STAFF_ROLES } from '@portal/rules';
import { mobileNumber } from './phone-number';
import { GraphQLNonNull } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { HasuraError } from '../../graphql/shared/graphql-error';
import { OutsideServiceError } from '../../http/outside-service-error';
import type { CustomMutation } from '../../graphql/schema/custom-mutation';
import { takeMessageBudget } from './message-budget';
import type { SmsSender } from './sms-sender';
import { smsTypes } from './messaging-mutation-types';


/** The sender of a custom mutation's messages: the session's user (mutations need one). */
export function sessionSender(session: { customerId: number | null; userId: number | null }) {
  return { customerId: session.customerId ?? 0, userId: session.userId ?? 0 };
}

/** The refusal when a mutation's messages do not fit the sender's budget (MESSAGE_BUDGET). */
export function tooManyMessages(field: string): HasuraError {
  return new HasuraError('access-denied', 'too many SMS: try again in a minute', `$.selectionSet.${field}`);
}

/**
 * A gateway that failed (issue 18.5): one warning with its answer, and the user's message "could not
 * be sent, try again" in Hasura's error shape; the request's transaction rolls back.
 */
export function notSent(error: unknown, log: FastifyBaseLogger, field: string): unknown {
  if (!(error instanceof OutsideServiceError)) return error;
  log.warn({ service: error.service, answer: error.answer }, `${error.service} service failed`);
  return new HasuraError('unexpected', error.userMessage.message, `$.selectionSet.${field}`, { reported: true });
}

/** sendSms(objects: [{content, source, tlfmobil}]) -> {success}; logged in `sms`, within the message budget. */
export function sendSmsMutation(sender: SmsSender, log: FastifyBaseLogger): CustomMutation {
  return {
    name: 'sendSms',
    roles: STAFF_ROLES,
    field: (ctx) => {
      const types = smsTypes(ctx);
      return {
        type: new GraphQLNonNull(types.output),
        args: { objects: { type: new GraphQLNonNull(types.input) } },
        description: 'send text messages through the SMS adapter',
      };
    },
    execute: async ({ args, session, tx }) => {
      const given = args.objects as { content: string; source?: string | null; tlfmobil: string }[];
      // One form of the number, stored and sent (issue 26 item 12).
      const objects = given.map((o) => ({ ...o, tlfmobil: mobileNumber(o.tlfmobil) ?? o.tlfmobil, valid: mobileNumber(o.tlfmobil) !== null }));
      for (const o of objects) {
        if (!o.valid)
          throw new HasuraError(
            'validation-failed',
            `not a mobile number: ${o.tlfmobil.slice(0, 20)}`,
            '$.selectionSet.sendSms.args.objects',
          );
        if (o.content.length === 0 || o.content.length > 1600)
          throw new HasuraError(
            'validation-failed',
            'an SMS has 1 to 1600 characters',
            '$.selectionSet.sendSms.args.objects',
          );
      }
      if (!(await takeMessageBudget(tx, sessionSender(session), objects.length))) throw tooManyMessages('sendSms');
      for (const o of objects) {
        await tx.query(
          'INSERT INTO sms (customer_id, content, tlfmobil, create_user, uid) VALUES ($1, $2, $3, $4, $5)',
          [session.customerId, o.content, o.tlfmobil, session.userId, o.source ?? null],
        );
      }
      try {
        for (const o of objects) await sender.send({ to: o.tlfmobil, content: o.content });
      } catch (error) {
        throw notSent(error, log, 'sendSms');
      }
      return { success: true };
    },
  };
}
