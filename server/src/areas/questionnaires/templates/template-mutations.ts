// The designer's writes as custom mutations of the data API (§7), each in the request's one
// transaction: open (a design and its updated_at read together), save (create, or over a template
// with the conflict rule), copy, archive/hide, genesis overrides and favourites. The data API's
// generic writes do not reach question_template and question_composite_question (their metadata
// gives no role a write), so a design changes only here.
import { LEADING_ROLES, STAFF_ROLES } from '@portal/rules';
import {
  GraphQLBoolean,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfig,
} from 'graphql';
import type { Queryable } from '../../../db/database';
import type { CustomMutation } from '../../../graphql/schema/custom-mutation';
import { memoType, type SchemaContext } from '../../../graphql/schema/schema-context';
import type { SessionValues } from '../../../graphql/shared/session-values';
import { setFavoriteTemplates } from './favorite-templates';
import { resetGenesisOverride, setGenesisOverride } from './genesis-overrides';
import {
  copyTemplate,
  createTemplate,
  loadDesign,
  parseDesign,
  refuse,
  saveTemplate,
  setTemplateState,
  type Actor,
} from './template-store';

function actorOf(session: SessionValues): Actor {
  if (session.customerId === null || session.userId === null) throw refuse('qnrTemplate.notFound');
  return { customerId: session.customerId, userId: session.userId };
}

function savedType(ctx: SchemaContext) {
  return memoType(
    ctx,
    'QnrTemplateSaved',
    () =>
      new GraphQLObjectType({
        name: 'QnrTemplateSaved',
        fields: {
          id: { type: new GraphQLNonNull(ctx.scalars.scalar('bigint')) },
          template_uuid: { type: new GraphQLNonNull(ctx.scalars.scalar('uuid')) },
          updated_at: { type: new GraphQLNonNull(ctx.scalars.scalar('timestamptz')) },
        },
      }),
  );
}

const templateId = (ctx: SchemaContext) => ({ type: new GraphQLNonNull(ctx.scalars.scalar('bigint')) });

function mutation(
  name: string,
  roles: CustomMutation['roles'],
  field: (ctx: SchemaContext) => GraphQLFieldConfig<unknown, unknown>,
  run: (tx: Queryable, actor: Actor, args: Record<string, unknown>) => Promise<unknown>,
): CustomMutation {
  return {
    name,
    roles,
    field,
    execute: ({ args, session, tx }) => run(tx, actorOf(session), args),
  };
}

const id = (value: unknown) => Number(value);

/** qnrTemplateOpen: a design and the updated_at a later save must name, read together. */
function openMutation(): CustomMutation {
  return mutation(
    'qnrTemplateOpen',
    LEADING_ROLES,
    (ctx) => ({
      type: new GraphQLNonNull(
        memoType(
          ctx,
          'QnrTemplateDesign',
          () =>
            new GraphQLObjectType({
              name: 'QnrTemplateDesign',
              fields: {
                id: { type: new GraphQLNonNull(ctx.scalars.scalar('bigint')) },
                template_uuid: { type: new GraphQLNonNull(ctx.scalars.scalar('uuid')) },
                updated_at: { type: new GraphQLNonNull(ctx.scalars.scalar('timestamptz')) },
                genesis: { type: new GraphQLNonNull(GraphQLBoolean) },
                design: { type: new GraphQLNonNull(ctx.scalars.scalar('jsonb')) },
              },
            }),
        ),
      ),
      args: { template_id: templateId(ctx) },
      description: "a template's design with the updated_at a later save must name",
    }),
    async (tx, actor, args) => {
      const { rows } = await tx.query<{ id: number; template_uuid: string; updated_at: string }>(
        `SELECT id, template_uuid::text AS template_uuid, to_json(updated_at) #>> '{}' AS updated_at
           FROM templates WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL`,
        [actor.customerId, id(args.template_id)],
      );
      const row = rows[0];
      if (!row) throw refuse('qnrTemplate.notFound', '$.template_id');
      const design = await loadDesign(tx, actor.customerId, Number(row.id));
      return { ...row, genesis: design.template.flags.genesis === true, design };
    },
  );
}

/** qnrTemplateSave: create a template, or save over one with the conflict rule. */
function saveMutation(): CustomMutation {
  return mutation(
    'qnrTemplateSave',
    LEADING_ROLES,
    (ctx) => ({
      type: new GraphQLNonNull(savedType(ctx)),
      args: {
        template_id: { type: ctx.scalars.scalar('bigint') },
        expected_updated_at: { type: ctx.scalars.scalar('timestamptz') },
        design: { type: new GraphQLNonNull(ctx.scalars.scalar('jsonb')) },
      },
      description:
        'create a template (no template_id) or save over one; refused when it changed after expected_updated_at',
    }),
    async (tx, actor, args) => {
      const design = parseDesign(args.design);
      if (args.template_id === null || args.template_id === undefined)
        return createTemplate(tx, actor, design);
      if (typeof args.expected_updated_at !== 'string')
        throw refuse('qnrTemplate.conflict', '$.expected_updated_at');
      return saveTemplate(tx, actor, id(args.template_id), args.expected_updated_at, design);
    },
  );
}

/** qnrTemplateCopy: a copy of a template with its questions. */
function copyMutation(): CustomMutation {
  return mutation(
    'qnrTemplateCopy',
    LEADING_ROLES,
    (ctx) => ({
      type: new GraphQLNonNull(savedType(ctx)),
      args: { template_id: templateId(ctx), title: { type: new GraphQLNonNull(GraphQLString) } },
      description: 'a copy of a template with its questions, under a new title',
    }),
    (tx, actor, args) => copyTemplate(tx, actor, id(args.template_id), String(args.title)),
  );
}

/** qnrTemplateSetState: archive or hide a template, or undo either. */
function stateMutation(): CustomMutation {
  return mutation(
    'qnrTemplateSetState',
    LEADING_ROLES,
    (ctx) => ({
      type: new GraphQLNonNull(savedType(ctx)),
      args: {
        template_id: templateId(ctx),
        archived: { type: GraphQLBoolean },
        hide: { type: GraphQLBoolean },
      },
      description: 'archive or hide a template (or undo either)',
    }),
    (tx, actor, args) =>
      setTemplateState(tx, actor, id(args.template_id), {
        archived: args.archived as boolean | null | undefined,
        hide: args.hide as boolean | null | undefined,
      }),
  );
}

/** qnrTemplateGenesisOverride: the tenant's override of a genesis template (admins). */
function genesisOverrideMutation(): CustomMutation {
  return mutation(
    'qnrTemplateGenesisOverride',
    ['admin'],
    (ctx) => ({
      type: new GraphQLNonNull(
        memoType(
          ctx,
          'QnrTemplateOverrideResult',
          () =>
            new GraphQLObjectType({
              name: 'QnrTemplateOverrideResult',
              fields: {
                template_uuid: { type: new GraphQLNonNull(ctx.scalars.scalar('uuid')) },
                changed_at: { type: ctx.scalars.scalar('timestamptz') },
              },
            }),
        ),
      ),
      args: {
        template_id: templateId(ctx),
        override: { type: ctx.scalars.scalar('jsonb') },
        reset: { type: GraphQLBoolean },
      },
      description:
        "set (or with reset: drop) the tenant's override of a genesis template; every change is logged",
    }),
    (tx, actor, args) =>
      args.reset === true
        ? resetGenesisOverride(tx, actor, id(args.template_id))
        : setGenesisOverride(tx, actor, id(args.template_id), args.override),
  );
}

/** qnrTemplateFavorites: the user's favourite templates, in their order. */
function favouritesMutation(): CustomMutation {
  return mutation(
    'qnrTemplateFavorites',
    STAFF_ROLES,
    (ctx) => ({
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ctx.scalars.scalar('bigint')))),
      args: {
        template_ids: {
          type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ctx.scalars.scalar('bigint')))),
        },
      },
      description: "the user's favourite templates, in their order",
    }),
    (tx, actor, args) => setFavoriteTemplates(tx, actor, (args.template_ids as unknown[]).map(id)),
  );
}

/** Every mutation of the templates part (issue 13.1-13.3), for questionnaires-area.ts. */
export function templateMutations(): CustomMutation[] {
  return [
    openMutation(),
    saveMutation(),
    copyMutation(),
    stateMutation(),
    genesisOverrideMutation(),
    favouritesMutation(),
  ];
}
