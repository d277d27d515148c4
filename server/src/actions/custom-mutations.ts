import type { FastifyBaseLogger } from 'fastify';
import type { CustomMutation } from '../graphql/schema/custom-mutation';
import type { SmsSender } from '../messaging/sms-sender';
import { insertNotificationMutation } from './insert-notification';
import { qnrResponseMutation } from './qnr-response';
import { sendSmsMutation } from './send-sms';

/** The TypeScript mutations of §7 that live in the GraphQL schema beside the generated ones. */
export function createCustomMutations(deps: { sms: SmsSender; log: FastifyBaseLogger }): CustomMutation[] {
  return [insertNotificationMutation(deps.sms, deps.log), sendSmsMutation(deps.sms, deps.log), qnrResponseMutation()];
}
