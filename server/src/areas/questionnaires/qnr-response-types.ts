import {
  GraphQLBoolean,
  GraphQLInputObjectType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
} from 'graphql';
import { memoType, nonNullList, type SchemaContext } from '../../graphql/schema/schema-context';

// Input and output types of qnrResponse (spec §3 "Questionnaire action input"), built per role
// schema with that schema's scalars.

/** The inputs: participants, questionnaires, additional data, a schedule, a selected question. */
function inputTypes(ctx: SchemaContext) {
  const bigint = ctx.scalars.scalar('bigint');
  const participant = memoType(
    ctx,
    'qnr_participant_input',
    () =>
      new GraphQLInputObjectType({
        name: 'qnr_participant_input',
        fields: {
          id: { type: new GraphQLNonNull(bigint) },
          activity_id: { type: bigint },
          actno: { type: GraphQLString },
          name: { type: GraphQLString },
          national_id: { type: GraphQLString },
        },
      }),
  );
  const qnr = memoType(
    ctx,
    'qnr_input',
    () =>
      new GraphQLInputObjectType({
        name: 'qnr_input',
        fields: {
          template_id: { type: new GraphQLNonNull(bigint) },
          title: { type: GraphQLString },
          valid_from: { type: ctx.scalars.scalar('timestamptz') },
          valid_to: { type: ctx.scalars.scalar('timestamptz') },
        },
      }),
  );
  const additional = memoType(
    ctx,
    'qnr_additional_data_input',
    () =>
      new GraphQLInputObjectType({
        name: 'qnr_additional_data_input',
        fields: {
          context: { type: GraphQLString },
          importWithoutAnswer: { type: GraphQLBoolean },
          isUserContextMe: { type: GraphQLBoolean },
          version_id: { type: GraphQLString },
        },
      }),
  );
  const schedule = memoType(
    ctx,
    'qnr_schedule_input',
    () =>
      new GraphQLInputObjectType({
        name: 'qnr_schedule_input',
        fields: {
          is_blueprint: { type: GraphQLBoolean },
          recipient_id: { type: bigint },
          rruleset: { type: GraphQLString },
          updated_by: { type: bigint },
        },
      }),
  );
  const selected = memoType(
    ctx,
    'qnr_selected_question_input',
    () =>
      new GraphQLInputObjectType({
        name: 'qnr_selected_question_input',
        fields: {
          composite_question_id: { type: bigint },
          question_id: { type: bigint },
          row_id: { type: GraphQLString },
        },
      }),
  );
  return { participant: nonNullList(participant), qnr: nonNullList(qnr), additional, schedule, selected };
}

/** The answer: the questionnaires made and each participant's error. */
function outputTypes(ctx: SchemaContext) {
  const bigint = ctx.scalars.scalar('bigint');
  const error = memoType(
    ctx,
    'QnrResponseError',
    () =>
      new GraphQLObjectType({
        name: 'QnrResponseError',
        fields: {
          error: { type: new GraphQLNonNull(GraphQLString) },
          participant_id: { type: bigint },
          query_id: { type: bigint },
          template_id: { type: bigint },
        },
      }),
  );
  const created = memoType(
    ctx,
    'QnrResponseQuery',
    () =>
      new GraphQLObjectType({
        name: 'QnrResponseQuery',
        fields: {
          id: { type: new GraphQLNonNull(bigint) },
          query_uuid: { type: ctx.scalars.scalar('uuid') },
          participant_id: { type: bigint },
          template_id: { type: bigint },
        },
      }),
  );
  const output = memoType(
    ctx,
    'QnrResponseOutput',
    () =>
      new GraphQLObjectType({
        name: 'QnrResponseOutput',
        fields: {
          errors: { type: new GraphQLNonNull(nonNullList(error)) },
          queries: { type: new GraphQLNonNull(nonNullList(created)) },
          artifact_package_id: { type: bigint },
        },
      }),
  );
  return output;
}

export function qnrTypes(ctx: SchemaContext) {
  return { ...inputTypes(ctx), output: outputTypes(ctx) };
}
