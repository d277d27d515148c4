import { QNR_FIELD_MAX_CHARS, QNR_TITLE_MAX_CHARS, STAFF_ROLES } from '@portal/rules';
import { GraphQLBoolean, GraphQLList, GraphQLNonNull, GraphQLString } from 'graphql';
import type { Queryable } from '../../db/database';
import type { CustomMutation } from '../../graphql/schema/custom-mutation';
import type { SessionValues } from '../../graphql/shared/session-values';
import { qnrTypes } from './qnr-response-types';
import { HasuraError } from '../../graphql/shared/graphql-error';
import { effectiveTemplates, templateSnapshot, type EffectiveTemplate } from './templates';
import { once } from './qnr-response-once';

interface QnrArgs {
  participants: { id: number | string }[];
  qnrs: {
    template_id: number | string;
    title?: string | null;
    valid_from?: string | null;
    valid_to?: string | null;
  }[];
  actionTypes?: string[] | null;
  shareQnr?: boolean | null;
  withPostToConnector?: boolean | null;
  withPrefillFromConnector?: boolean | null;
  withPropertiesToReturn?: boolean | null;
  withSave?: boolean | null;
  additionalData?: Record<string, unknown> | null;
  schedule?: {
    is_blueprint?: boolean | null;
    recipient_id?: number | string | null;
    rruleset?: string | null;
  } | null;
  selected_question?: Record<string, unknown> | null;
}

interface Made {
  errors: QnrError[];
  queries: { id: number; query_uuid: string; participant_id: number; template_id: number }[];
  artifact_package_id: number | null;
}

interface QnrError {
  error: string;
  participant_id: number | null;
  query_id: number | null;
  template_id: number | null;
}

async function scheduleFor(
  tx: Queryable,
  session: SessionValues,
  schedule: QnrArgs['schedule'],
  recipientId: number,
): Promise<number | null> {
  if (!schedule?.rruleset) return null;
  // The schedule's own recipient_id comes from the request: only one of this customer's live
  // recipients is taken (issue 17.2), and another is answered as the missing participant it is to us.
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO artifact_packages (customer_id, recipient_id, is_blueprint, rruleset, created_by, updated_by)
     SELECT $1, r.id, $3, $4, $5, $5 FROM recipients r
      WHERE r.id = $2 AND r.customer_id = $1 AND r.deleted_at IS NULL
     RETURNING id`,
    [
      session.customerId,
      schedule.recipient_id ?? recipientId,
      schedule.is_blueprint === true,
      schedule.rruleset,
      session.userId,
    ],
  );
  if (!rows[0])
    throw new HasuraError(
      'validation-failed',
      'participant not found',
      '$.selectionSet.qnrResponse.args.schedule.recipient_id',
    );
  return Number(rows[0].id);
}

/** Issue 24: the free-text fields of the input within their limits (a title is printed in the PDF). */
function checkLengths(a: QnrArgs) {
  const tooLong = (path: string, max: number) =>
    new HasuraError(
      'validation-failed',
      `${path} is longer than ${max} characters`,
      `$.selectionSet.qnrResponse.args.${path}`,
    );
  a.qnrs.forEach((q, i) => {
    if ((q.title ?? '').length > QNR_TITLE_MAX_CHARS) throw tooLong(`qnrs[${i}].title`, QNR_TITLE_MAX_CHARS);
  });
  if ((a.schedule?.rruleset ?? '').length > QNR_FIELD_MAX_CHARS)
    throw tooLong('schedule.rruleset', QNR_FIELD_MAX_CHARS);
  for (const [name, value] of Object.entries({ ...a.additionalData, ...a.selected_question }))
    if (typeof value === 'string' && value.length > QNR_FIELD_MAX_CHARS)
      throw tooLong(name, QNR_FIELD_MAX_CHARS);
}

/** The questionnaires made for one participant; a template not this tenant's is an error entry. */
async function createFor(
  tx: Queryable,
  session: SessionValues,
  a: QnrArgs,
  participantId: number,
  packageId: number | null,
  templates: Map<number, EffectiveTemplate>,
  out: Made,
) {
  const properties = {
    ...(a.additionalData ?? {}),
    ...(a.selected_question ? { selected_question: a.selected_question } : {}),
    actionTypes: a.actionTypes ?? [],
    withPrefillFromConnector: a.withPrefillFromConnector === true,
    withPostToConnector: a.withPostToConnector === true,
  };
  for (const qnr of a.qnrs) {
    const template = templates.get(Number(qnr.template_id));
    if (!template) {
      out.errors.push({
        error: 'template not found',
        participant_id: participantId,
        query_id: null,
        template_id: Number(qnr.template_id),
      });
      continue;
    }
    const { rows } = await tx.query<{ id: number; query_uuid: string }>(
      `INSERT INTO queries (customer_id, patient_id, template_id, artifact_package_id, title, status, properties, share_with_recipient, valid_from, valid_to, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, coalesce($10::timestamptz, CASE WHEN $11::integer IS NULL THEN NULL ELSE now() + make_interval(days => $11::integer) END), $12, $12)
       RETURNING id, query_uuid`,
      [
        session.customerId,
        participantId,
        template.id,
        packageId,
        qnr.title ?? template.title,
        a.shareQnr ? 'SENT' : 'DRAFT',
        JSON.stringify({ ...properties, template: templateSnapshot(template) }),
        a.shareQnr === true,
        qnr.valid_from ?? null,
        qnr.valid_to ?? null,
        template.valid_days,
        session.userId,
      ],
    );
    out.queries.push({
      id: Number(rows[0]!.id),
      query_uuid: rows[0]!.query_uuid,
      participant_id: participantId,
      template_id: Number(template.id),
    });
  }
}

/** Makes the questionnaires: each of this customer's participants gets each template. */
async function createQueries(tx: Queryable, session: SessionValues, a: QnrArgs): Promise<Made> {
  const participantIds = a.participants.map((p) => Number(p.id));
  const templateIds = a.qnrs.map((q) => Number(q.template_id));
  const recipients = new Set(
    (
      await tx.query<{ id: number }>(
        'SELECT id FROM recipients WHERE customer_id = $1 AND id = ANY($2::bigint[]) AND deleted_at IS NULL',
        [session.customerId, participantIds],
      )
    ).rows.map((r) => Number(r.id)),
  );
  // The tenant's effective templates (genesis overrides applied); an archived one is not sent.
  const templates = new Map(
    [...(await effectiveTemplates(tx, session.customerId ?? 0, templateIds))].filter(([, t]) => !t.archived),
  );
  const out: Made = { errors: [], queries: [], artifact_package_id: null };
  for (const participantId of participantIds) {
    if (!recipients.has(participantId)) {
      out.errors.push({
        error: 'participant not found',
        participant_id: participantId,
        query_id: null,
        template_id: null,
      });
      continue;
    }
    out.artifact_package_id ??= await scheduleFor(tx, session, a.schedule, participantId);
    await createFor(tx, session, a, participantId, out.artifact_package_id, templates, out);
  }
  return out;
}

/**
 * §3 qnrResponse: creates questionnaire instances (queries) from templates for the chosen
 * participants. A participant or template that is not this customer's (or deleted, archived) is an
 * error entry for that participant; the others still get theirs. With `idempotencyKey` (issue 26
 * item 6) the same key makes them once: a repeat answers what the first made (qnr-response-once.ts).
 */
export function qnrResponseMutation(): CustomMutation {
  return {
    name: 'qnrResponse',
    roles: STAFF_ROLES,
    field: (ctx) => {
      const t = qnrTypes(ctx);
      const flag = { type: GraphQLBoolean };
      return {
        type: new GraphQLNonNull(t.output),
        args: {
          participants: { type: new GraphQLNonNull(t.participant) },
          qnrs: { type: new GraphQLNonNull(t.qnr) },
          actionTypes: { type: new GraphQLList(new GraphQLNonNull(GraphQLString)) },
          shareQnr: flag,
          withPostToConnector: flag,
          withPrefillFromConnector: flag,
          withPropertiesToReturn: flag,
          withSave: flag,
          additionalData: { type: t.additional },
          schedule: { type: t.schedule },
          selected_question: { type: t.selected },
          idempotencyKey: { type: GraphQLString },
        },
        description: 'create questionnaires from templates for participants',
      };
    },
    execute: async ({ args, session, tx }) => {
      const { idempotencyKey, ...a } = args as unknown as QnrArgs & { idempotencyKey?: string | null };
      checkLengths(a);
      return once(tx, session, idempotencyKey ?? null, a, () => createQueries(tx, session, a));
    },
  };
}
