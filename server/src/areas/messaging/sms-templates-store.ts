// SMS templates (issue 31 item 5): the tenant's templates with their category and the
// questionnaire templates they go with (sms_template_template), under row-level security.
import type { SmsTemplate, SmsTemplateInput } from '@portal/rules';
import type { Queryable } from '../../db/database';

export async function listSmsTemplates(db: Queryable) {
  const templates = await db.query<{
    id: string | number;
    title: string;
    content: string;
    category: string | null;
    active: boolean;
    template_ids: (string | number)[] | null;
  }>(
    `SELECT s.id, s.title, s.content, s.category, s.active,
            array(SELECT t.template_id FROM sms_template_template t WHERE t.sms_template_id = s.id ORDER BY t.template_id) AS template_ids
       FROM sms_templates s WHERE s.deleted_at IS NULL ORDER BY s.active DESC, lower(s.title), s.id`,
  );
  const categories = await db.query<{ name: string; comment: string | null }>(
    'SELECT name, comment FROM categories ORDER BY name',
  );
  const qnrTemplates = await db.query<{ id: string | number; title: string }>(
    `SELECT id, title FROM templates WHERE NOT archived AND deleted_at IS NULL ORDER BY lower(title), id LIMIT 500`,
  );
  return {
    templates: templates.rows.map((row): SmsTemplate => ({
      id: Number(row.id),
      title: row.title,
      content: row.content,
      category: row.category,
      active: row.active,
      templateIds: (row.template_ids ?? []).map(Number),
    })),
    categories: categories.rows,
    qnrTemplates: qnrTemplates.rows.map((row) => ({ id: Number(row.id), title: row.title })),
  };
}

export type TemplateRefusal =
  'sms_category_not_found' | 'sms_qnr_template_not_found' | 'sms_template_not_found';

async function checkLinks(db: Queryable, input: SmsTemplateInput): Promise<TemplateRefusal | null> {
  if (input.category !== null) {
    const { rows } = await db.query('SELECT 1 FROM categories WHERE name = $1', [input.category]);
    if (rows.length === 0) return 'sms_category_not_found';
  }
  const ids = [...new Set(input.templateIds)];
  if (ids.length > 0) {
    const { rows } = await db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM templates WHERE id = ANY($1::bigint[]) AND deleted_at IS NULL',
      [ids],
    );
    if (Number(rows[0]?.n) !== ids.length) return 'sms_qnr_template_not_found';
  }
  return null;
}

async function linkTemplates(db: Queryable, customerId: number, id: number, templateIds: number[]) {
  await db.query('DELETE FROM sms_template_template WHERE sms_template_id = $1', [id]);
  const ids = [...new Set(templateIds)];
  if (ids.length > 0)
    await db.query(
      `INSERT INTO sms_template_template (sms_template_id, template_id, customer_id)
       SELECT $1, unnest($2::bigint[]), $3`,
      [id, ids, customerId],
    );
}

export async function createSmsTemplate(
  tx: Queryable,
  customerId: number,
  input: SmsTemplateInput,
): Promise<{ id: number } | { refused: TemplateRefusal }> {
  const refused = await checkLinks(tx, input);
  if (refused) return { refused };
  const { rows } = await tx.query<{ id: string | number }>(
    `INSERT INTO sms_templates (customer_id, title, content, category, active) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [customerId, input.title, input.content, input.category, input.active],
  );
  const id = Number(rows[0]!.id);
  await linkTemplates(tx, customerId, id, input.templateIds);
  return { id };
}

export async function updateSmsTemplate(
  tx: Queryable,
  customerId: number,
  id: number,
  input: SmsTemplateInput,
): Promise<TemplateRefusal | null> {
  const refused = await checkLinks(tx, input);
  if (refused) return refused;
  const { rows } = await tx.query(
    `UPDATE sms_templates SET title = $2, content = $3, category = $4, active = $5
      WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
    [id, input.title, input.content, input.category, input.active],
  );
  if (rows.length === 0) return 'sms_template_not_found';
  await linkTemplates(tx, customerId, id, input.templateIds);
  return null;
}
