// The designer's document (packages/rules, questionnaires/template-design.ts) as the §3 rows and
// back, in the template model's keys (packages/rules questionnaires/template-model.ts, which the
// SurveyJS converter reads): a question is a `questions` row (type, choices, min/max, labels,
// matrix kind in `properties`) linked by `question_template` (position, title, help text as
// description, narrative, and this template's `properties`: the designer's key, required, showIf
// by the earlier question's id, and `section` when a section starts at it). A matrix (composite)
// holds its inner questions by `question_composite_question`: a dynamic matrix's columns in row 0
// by position, a choice matrix's rows by row.
import {
  designQuestionsFromRows,
  linkPropertiesOf,
  questionPropertiesOf,
  type DesignColumnRow,
  type DesignLinkRow,
  type DesignQuestion,
} from '@portal/rules';
import type { Queryable } from '../../../db/database';

/** The template's questions as the designer edits them, in position order. */
export async function loadDesignQuestions(tx: Queryable, customerId: number, templateId: number) {
  const { rows } = await tx.query<DesignLinkRow>(
    `SELECT qt.id AS link_id, qt.question_id, qt.position, qt.title AS link_title,
            qt.description AS link_description, qt.narrative, qt.properties AS link_properties,
            q.title, q.description, q.properties
       FROM question_template qt JOIN questions q ON q.id = qt.question_id AND q.customer_id = qt.customer_id
      WHERE qt.customer_id = $1 AND qt.template_id = $2
      ORDER BY qt.position, qt.id`,
    [customerId, templateId],
  );
  const { rows: columns } = await tx.query<DesignColumnRow>(
    `SELECT c.composite_question_id, c.question_id, c.position, c.row, c.title, c.properties,
            q.title AS question_title, q.properties AS question_properties
       FROM question_composite_question c JOIN questions q ON q.id = c.question_id AND q.customer_id = c.customer_id
      WHERE c.customer_id = $1 AND c.composite_question_id = ANY($2::bigint[])
      ORDER BY c.row, c.position, c.id`,
    [customerId, rows.map((row) => Number(row.question_id))],
  );
  return designQuestionsFromRows(rows, columns);
}

/** Where each question is used: by which templates directly, in which matrices. */
interface Usage {
  templates: Set<number>;
  composites: Set<number>;
  live: boolean;
}

async function usageOf(tx: Queryable, customerId: number, ids: number[]): Promise<Map<number, Usage>> {
  const { rows } = await tx.query<{ id: string; templates: string[] | null; composites: string[] | null }>(
    `SELECT q.id::text AS id,
            (SELECT array_agg(qt.template_id::text) FROM question_template qt
              WHERE qt.customer_id = q.customer_id AND qt.question_id = q.id) AS templates,
            (SELECT array_agg(c.composite_question_id::text) FROM question_composite_question c
              WHERE c.customer_id = q.customer_id AND c.question_id = q.id) AS composites
       FROM questions q WHERE q.customer_id = $1 AND q.id = ANY($2::bigint[]) AND q.deleted_at IS NULL`,
    [customerId, ids],
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        templates: new Set((row.templates ?? []).map(Number)),
        composites: new Set((row.composites ?? []).map(Number)),
        live: true,
      },
    ]),
  );
}

/** True when only this template (or this matrix) uses the question, so it may be written over. */
function ownedHere(usage: Usage | undefined, here: { templateId?: number; compositeId?: number }): boolean {
  if (!usage?.live) return false;
  const otherTemplates = [...usage.templates].some((id) => id !== here.templateId);
  const otherComposites = [...usage.composites].some((id) => id !== here.compositeId);
  return !otherTemplates && !otherComposites;
}

/**
 * A question row to write into: the given one when only this template (or this matrix) uses it,
 * else a new one, so that another template and the answers already given keep what they had.
 */
async function ownQuestion(
  tx: Queryable,
  customerId: number,
  questionId: number | null,
  owned: boolean,
  values: { title: string; description: string | null; properties: object },
): Promise<number> {
  if (questionId !== null && owned) {
    await tx.query(
      `UPDATE questions SET title = $3, description = $4, properties = $5::jsonb
        WHERE customer_id = $1 AND id = $2`,
      [customerId, questionId, values.title, values.description, JSON.stringify(values.properties)],
    );
    return questionId;
  }
  const { rows } = await tx.query<{ id: number | string }>(
    `INSERT INTO questions (customer_id, title, description, properties)
     VALUES ($1, $2, $3, $4::jsonb) RETURNING id`,
    [customerId, values.title, values.description, JSON.stringify(values.properties)],
  );
  return Number(rows[0]!.id);
}

/**
 * Writes a matrix's inner questions as composite links of `compositeId`, replacing the old links:
 * a dynamic matrix's columns in row 0 by position, a choice matrix's rows by row.
 */
async function writeInner(
  tx: Queryable,
  customerId: number,
  compositeId: number,
  question: DesignQuestion,
  usage: Map<number, Usage>,
) {
  await tx.query(
    'DELETE FROM question_composite_question WHERE customer_id = $1 AND composite_question_id = $2',
    [customerId, compositeId],
  );
  const links = [];
  for (const [index, inner] of question.inner.entries()) {
    const owned = inner.questionId !== null && ownedHere(usage.get(inner.questionId), { compositeId });
    const innerId = await ownQuestion(tx, customerId, inner.questionId, owned, {
      title: inner.title,
      description: null,
      properties: { type: inner.type, ...(inner.choices.length > 0 ? { choices: inner.choices } : {}) },
    });
    const [row, position] = question.matrix === 'choice' ? [index, 0] : [0, index];
    links.push({ question_id: innerId, position, row, title: inner.title, properties: { key: inner.key } });
  }
  await tx.query(
    `INSERT INTO question_composite_question (composite_question_id, question_id, customer_id, position, row, title, properties)
     SELECT $2, r.question_id, $1, r.position, r.row, r.title, r.properties
       FROM jsonb_to_recordset($3::jsonb) AS r(question_id bigint, position integer, row integer, title text, properties jsonb)`,
    [customerId, compositeId, JSON.stringify(links)],
  );
}

/** Replaces the template's questions with the design's, in its order (position 0, 1, ...). */
export async function writeDesignQuestions(
  tx: Queryable,
  customerId: number,
  templateId: number,
  items: DesignQuestion[],
) {
  await tx.query('DELETE FROM question_template WHERE customer_id = $1 AND template_id = $2', [
    customerId,
    templateId,
  ]);
  const known = items.flatMap((item) => [item.questionId, ...item.inner.map((inner) => inner.questionId)]);
  const usage = await usageOf(
    tx,
    customerId,
    known.filter((id): id is number => id !== null),
  );
  const idOfKey = new Map<string, number>();
  const links = [];
  let section: DesignQuestion | null = null;
  for (const question of items) {
    if (question.type === 'section') {
      section = question;
      continue;
    }
    const owned = question.questionId !== null && ownedHere(usage.get(question.questionId), { templateId });
    const questionId = await ownQuestion(tx, customerId, question.questionId, owned, {
      title: question.title,
      description: question.help || null,
      properties: questionPropertiesOf(question),
    });
    if (question.type === 'composite') await writeInner(tx, customerId, questionId, question, usage);
    links.push({
      question_id: questionId,
      position: links.length,
      title: question.title,
      description: question.help || null,
      narrative: question.narrative || null,
      properties: linkPropertiesOf(question, section, idOfKey),
    });
    idOfKey.set(question.key, questionId);
    section = null;
  }
  await tx.query(
    `INSERT INTO question_template (template_id, question_id, customer_id, position, title, description, narrative, properties)
     SELECT $2, r.question_id, $1, r.position, r.title, r.description, r.narrative, r.properties
       FROM jsonb_to_recordset($3::jsonb)
         AS r(question_id bigint, position integer, title text, description text, narrative text, properties jsonb)`,
    [customerId, templateId, JSON.stringify(links)],
  );
}
