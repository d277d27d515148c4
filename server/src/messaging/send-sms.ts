import { STAFF_ROLES } from '@portal/rules';
import { GraphQLNonNull } from 'graphql';
import { HasuraError } from '../graphql/shared/graphql-error';
import type { CustomMutation } from '../graphql/schema/custom-mutation';
import type { SmsSender } from './sms-sender';
import { smsTypes } from './messaging-mutation-types';

/** SMS a user may send per window (a typo in a loop must not empty the account's SMS budget). */
export const SMS_RATE_LIMIT = { perWindow: 20, windowMs: 60_000 };
const MOBILE = /^\+?[0-9 ]{8,15}$/;

/** A sliding window per user: how many SMS were sent in the last windowMs. */
export class SmsRateLimiter {
  private readonly sent = new Map<string, number[]>();
  constructor(
    private readonly limit = SMS_RATE_LIMIT,
    private readonly now = () => Date.now(),
  ) {}

  take(key: string, count: number): boolean {
    const since = this.now() - this.limit.windowMs;
    const recent = (this.sent.get(key) ?? []).filter((t) => t > since);
    if (recent.length + count > this.limit.perWindow) {
      this.sent.set(key, recent);
      return false;
    }
    for (let i = 0; i < count; i++) recent.push(this.now());
    this.sent.set(key, recent);
    return true;
  }
}

/** sendSms(objects: [{content, source, tlfmobil}]) -> {success}; logged in `sms`, rate-limited. */
export function sendSmsMutation(sender: SmsSender, limiter = new SmsRateLimiter()): CustomMutation {
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
      const objects = args.objects as { content: string; source?: string | null; tlfmobil: string }[];
      for (const o of objects) {
        if (!MOBILE.test(o.tlfmobil))
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
      if (!limiter.take(`${session.customerId}:${session.userId}`, objects.length)) {
        throw new HasuraError(
          'access-denied',
          'too many SMS: try again in a minute',
          '$.selectionSet.sendSms',
        );
      }
      for (const o of objects) {
        await tx.query(
          'INSERT INTO sms (customer_id, content, tlfmobil, create_user, uid) VALUES ($1, $2, $3, $4, $5)',
          [session.customerId, o.content, o.tlfmobil, session.userId, o.source ?? null],
        );
      }
      for (const o of objects) await sender.send({ to: o.tlfmobil, content: o.content });
      return { success: true };
    },
  };
}
