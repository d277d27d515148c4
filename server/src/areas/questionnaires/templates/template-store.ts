// §3 templates with their flags and lookup rows: create, save (the conflict rule), copy, archive
// and hide, always within one tenant. Errors are HasuraErrors whose message is the designer's
// message code (packages/rules templateDesignMessages), so the app shows it in either language.
import {
  TEMPLATE_FLAGS,
  firstTemplateDesignProblem,
  templateDesignSchema,
  type TemplateDesign,
  type TemplateDesignProblem,
  type TemplateFields,
} from '@portal/rules';
import type { Queryable } from '../../../db/database';
import { HasuraError } from '../../../graphql/shared/graphql-error';
import { loadDesignQuestions, writeDesignQuestions } from './design-rows';

export interface Actor {
  customerId: number;
  userId: number;
}

export interface SavedTemplate {
  id: number;
  template_uuid: string;
  updated_at: string;
}

export const refuse = (code: TemplateDesignProblem, path = '$') =>
  new HasuraError('validation-failed', code, path);

/** The design checked by the shared rule: the first problem is the answer, nothing is saved. */
export function parseDesign(input: unknown): TemplateDesign {
  const problem = firstTemplateDesignProblem(input);
  if (problem) throw refuse(problem.code, `$.design.${problem.path.join('.')}`);
  return templateDesignSchema.parse(input);
}

async function checkContext(tx: Queryable, customerId: number, context: string | null) {
  if (context === null) return;
  const { rows } = await tx.query('SELECT 1 FROM context WHERE customer_id = $1 AND name = $2', [
    customerId,
    context,
  ]);
  if (rows.length === 0) throw refuse('qnrTemplate.unknownContext', '$.design.template.context');
}

/** Writes the lookup tables (journal roles, offer types, offers) and the flags from the fields. */
async function writeTemplateExtras(
  tx: Queryable,
  customerId: number,
  templateId: number,
  templateUuid: string,
  fields: TemplateFields,
) {
  const columns = TEMPLATE_FLAGS.join(', ');
  const values = TEMPLATE_FLAGS.map((_, index) => `$${index + 3}`).join(', ');
  const updates = TEMPLATE_FLAGS.map((flag) => `${flag} = EXCLUDED.${flag}`).join(', ');
  await tx.query(
    `INSERT INTO template_flags (template_id, customer_id, ${columns}) VALUES ($1, $2, ${values})
     ON CONFLICT (template_id) DO UPDATE SET ${updates}`,
    [templateId, customerId, ...TEMPLATE_FLAGS.map((flag) => fields.flags[flag])],
  );
  const lists = [
    ['template_journal_roles', 'role', 'text', [...new Set(fields.journal_roles)]],
    ['template_offer_types', 'offer_type', 'integer', [...new Set(fields.offer_types)]],
    ['template_offers', 'offer', 'integer', [...new Set(fields.offers)]],
  ] as const;
  for (const [table, column, type, list] of lists) {
    await tx.query(`DELETE FROM ${table} WHERE customer_id = $1 AND template_uuid = $2`, [
      customerId,
      templateUuid,
    ]);
    if (list.length > 0)
      await tx.query(
        `INSERT INTO ${table} (${column}, template_uuid, customer_id)
         SELECT value, $2, $1 FROM unnest($3::${type}[]) AS value`,
        [customerId, templateUuid, list],
      );
  }
}

const FIELD_VALUES = (fields: TemplateFields) => [
  fields.title,
  fields.context,
  fields.region,
  fields.therapist_role,
  fields.accessible,
  fields.plan_category,
  fields.offer,
  fields.offer_type,
  fields.valid_days,
  JSON.stringify(fields.attributes),
  JSON.stringify(fields.journal_roles),
  JSON.stringify(fields.offer_types),
  JSON.stringify(fields.offers),
  JSON.stringify(fields.settings_ui),
];

const savedColumns = `id, template_uuid::text AS template_uuid, to_json(updated_at) #>> '{}' AS updated_at`;

function saved(row: { id: number | string; template_uuid: string; updated_at: string }): SavedTemplate {
  return { id: Number(row.id), template_uuid: row.template_uuid, updated_at: row.updated_at };
}

/** A new template from a design. A genesis flag is the platform's to set: a tenant's is always off. */
export async function createTemplate(
  tx: Queryable,
  actor: Actor,
  design: TemplateDesign,
): Promise<SavedTemplate> {
  const fields = { ...design.template, flags: { ...design.template.flags, genesis: false } };
  await checkContext(tx, actor.customerId, fields.context);
  const { rows } = await tx.query<{ id: number; template_uuid: string; updated_at: string }>(
    `INSERT INTO templates (customer_id, changed_by, title, context, region, therapist_role, accessible,
       plan_category, offer, offer_type, valid_days, attributes, journal_roles, offer_types, offers, settings_ui)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14::jsonb, $15::jsonb, $16::jsonb)
     RETURNING ${savedColumns}`,
    [actor.customerId, actor.userId, ...FIELD_VALUES(fields)],
  );
  const template = saved(rows[0]!);
  await writeTemplateExtras(tx, actor.customerId, template.id, template.template_uuid, fields);
  await writeDesignQuestions(tx, actor.customerId, template.id, design.questions);
  return template;
}

/** The template's row locked for this transaction, or a not-found refusal (another tenant's too). */
async function lockTemplate(tx: Queryable, customerId: number, templateId: number) {
  const { rows } = await tx.query<{
    id: number;
    template_uuid: string;
    updated_at: string;
    genesis: boolean | null;
  }>(
    `SELECT t.id, t.template_uuid::text AS template_uuid, to_json(t.updated_at) #>> '{}' AS updated_at, f.genesis
       FROM templates t LEFT JOIN template_flags f ON f.template_id = t.id AND f.customer_id = t.customer_id
      WHERE t.customer_id = $1 AND t.id = $2 AND t.deleted_at IS NULL
      FOR UPDATE OF t`,
    [customerId, templateId],
  );
  const row = rows[0];
  if (!row) throw refuse('qnrTemplate.notFound', '$.template_id');
  return row;
}

/** True when the stored version is the one the editor started from (compared by the database). */
async function isCurrent(tx: Queryable, customerId: number, templateId: number, expected: string) {
  const { rows } = await tx.query(
    'SELECT 1 FROM templates WHERE customer_id = $1 AND id = $2 AND updated_at = $3::timestamptz',
    [customerId, templateId, expected],
  );
  return rows.length > 0;
}

/**
 * Saves a design over a template: refused when the template changed since `expectedUpdatedAt`
 * (another save, an archive, a hide) so a stale copy never overwrites a newer one; the row lock
 * makes two saves at the same moment wait for each other, and the second is then stale.
 */
export async function saveTemplate(
  tx: Queryable,
  actor: Actor,
  templateId: number,
  expectedUpdatedAt: string,
  design: TemplateDesign,
): Promise<SavedTemplate> {
  const current = await lockTemplate(tx, actor.customerId, templateId);
  if (!(await isCurrent(tx, actor.customerId, templateId, expectedUpdatedAt)))
    throw refuse('qnrTemplate.conflict', '$.expected_updated_at');
  if (current.genesis) throw refuse('qnrTemplate.genesisReadOnly', '$.template_id');
  const fields = { ...design.template, flags: { ...design.template.flags, genesis: false } };
  await checkContext(tx, actor.customerId, fields.context);
  const { rows } = await tx.query<{ id: number; template_uuid: string; updated_at: string }>(
    `UPDATE templates SET changed_by = $2, title = $3, context = $4, region = $5, therapist_role = $6,
       accessible = $7, plan_category = $8, offer = $9, offer_type = $10, valid_days = $11,
       attributes = $12::jsonb, journal_roles = $13::jsonb, offer_types = $14::jsonb, offers = $15::jsonb,
       settings_ui = $16::jsonb
     WHERE customer_id = $1 AND id = $17
     RETURNING ${savedColumns}`,
    [actor.customerId, actor.userId, ...FIELD_VALUES(fields), templateId],
  );
  await writeTemplateExtras(tx, actor.customerId, templateId, current.template_uuid, fields);
  await writeDesignQuestions(tx, actor.customerId, templateId, design.questions);
  return saved(rows[0]!);
}

/** A template's whole design, as the designer opens it. */
export async function loadDesign(tx: Queryable, customerId: number, templateId: number) {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT t.title, t.context, t.region, t.therapist_role, t.accessible, t.plan_category, t.offer,
            t.offer_type, t.valid_days, t.attributes, t.journal_roles, t.offer_types, t.offers, t.settings_ui,
            to_jsonb(f) AS flags
       FROM templates t LEFT JOIN template_flags f ON f.template_id = t.id AND f.customer_id = t.customer_id
      WHERE t.customer_id = $1 AND t.id = $2 AND t.deleted_at IS NULL`,
    [customerId, templateId],
  );
  const row = rows[0];
  if (!row) throw refuse('qnrTemplate.notFound', '$.template_id');
  const flags = (row.flags ?? {}) as Record<string, unknown>;
  return {
    template: {
      ...row,
      flags: Object.fromEntries(TEMPLATE_FLAGS.map((flag) => [flag, flags[flag] === true])),
    },
    questions: await loadDesignQuestions(tx, customerId, templateId),
  };
}

/** A copy of a template (its fields, flags and questions) under a new title; never a genesis one. */
export async function copyTemplate(
  tx: Queryable,
  actor: Actor,
  templateId: number,
  title: string,
): Promise<SavedTemplate> {
  const design = await loadDesign(tx, actor.customerId, templateId);
  const copy = parseDesign({
    ...design,
    template: { ...design.template, title },
    // The copy's questions are its own: the next save of either never changes the other.
    questions: design.questions.map((question) => ({
      ...question,
      questionId: null,
      inner: question.inner.map((inner) => ({ ...inner, questionId: null })),
    })),
  });
  return createTemplate(tx, actor, copy);
}

/** Archive or hide (or undo either); it counts as a change, so an open designer must reload. */
export async function setTemplateState(
  tx: Queryable,
  actor: Actor,
  templateId: number,
  state: { archived?: boolean | null; hide?: boolean | null },
): Promise<SavedTemplate> {
  await lockTemplate(tx, actor.customerId, templateId);
  const { rows } = await tx.query<{ id: number; template_uuid: string; updated_at: string }>(
    `UPDATE templates SET archived = coalesce($3, archived), hide = coalesce($4, hide), changed_by = $5
     WHERE customer_id = $1 AND id = $2 RETURNING ${savedColumns}`,
    [actor.customerId, templateId, state.archived ?? null, state.hide ?? null, actor.userId],
  );
  return saved(rows[0]!);
}
