import {
  GraphQLBoolean,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
} from 'graphql';
import { memoType, nonNullList, type SchemaContext } from '../../graphql/schema/schema-context';

// Input and output types of the messaging area's custom mutations (spec §3 "Notification input",
// "SMS input"), built per role schema with that schema's scalars.

export function notificationTypes(ctx: SchemaContext) {
  const bigint = ctx.scalars.scalar('bigint');
  const input = memoType(
    ctx,
    'notification_input',
    () =>
      new GraphQLInputObjectType({
        name: 'notification_input',
        fields: {
          customer_id: { type: bigint, description: "ignored: the customer is the token's" },
          message: { type: new GraphQLNonNull(GraphQLString) },
          region: { type: GraphQLInt },
          sendSms: { type: GraphQLBoolean },
          service: { type: GraphQLString },
          subject_id: { type: bigint },
          title: { type: GraphQLString },
          trigger: { type: GraphQLString },
          user_id: { type: bigint },
        },
      }),
  );
  const output = memoType(
    ctx,
    'InsertNotificationOutput',
    () =>
      new GraphQLObjectType({
        name: 'InsertNotificationOutput',
        fields: { ids: { type: new GraphQLList(bigint) }, message: { type: GraphQLString } },
      }),
  );
  return { input: nonNullList(input), output };
}

export function smsTypes(ctx: SchemaContext) {
  const input = memoType(
    ctx,
    'sms_input',
    () =>
      new GraphQLInputObjectType({
        name: 'sms_input',
        fields: {
          content: { type: new GraphQLNonNull(GraphQLString) },
          source: { type: GraphQLString },
          tlfmobil: { type: new GraphQLNonNull(GraphQLString) },
        },
      }),
  );
  const output = memoType(
    ctx,
    'SendSmsOutput',
    () =>
      new GraphQLObjectType({
        name: 'SendSmsOutput',
        fields: { success: { type: new GraphQLNonNull(GraphQLBoolean) } },
      }),
  );
  return { input: nonNullList(input), output };
}
