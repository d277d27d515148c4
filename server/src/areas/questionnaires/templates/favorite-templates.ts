// §3 favorites (table_name 'templates') and favorite_templates_order: a user's favourite templates
// in their order, written as one list so the two tables never disagree.
import type { Queryable } from '../../../db/database';
import type { Actor } from './template-store';
import { refuse } from './template-store';

export async function setFavoriteTemplates(tx: Queryable, actor: Actor, templateIds: number[]) {
  const ids = [...new Set(templateIds)];
  const { rows } = await tx.query<{ id: number | string }>(
    'SELECT id FROM templates WHERE customer_id = $1 AND id = ANY($2::bigint[]) AND deleted_at IS NULL',
    [actor.customerId, ids],
  );
  if (rows.length !== ids.length) throw refuse('qnrTemplate.favoriteUnknown', '$.template_ids');
  await tx.query(
    `DELETE FROM favorites WHERE customer_id = $1 AND user_id = $2 AND table_name = 'templates'`,
    [actor.customerId, actor.userId],
  );
  await tx.query('DELETE FROM favorite_templates_order WHERE customer_id = $1 AND user_id = $2', [
    actor.customerId,
    actor.userId,
  ]);
  if (ids.length === 0) return [];
  await tx.query(
    `INSERT INTO favorites (user_id, customer_id, entity_id, table_name, "order")
     SELECT $2, $1, id, 'templates', ord FROM unnest($3::bigint[]) WITH ORDINALITY AS f(id, ord)`,
    [actor.customerId, actor.userId, ids],
  );
  await tx.query(
    `INSERT INTO favorite_templates_order (user_id, customer_id, template_id, "order")
     SELECT $2, $1, id, ord FROM unnest($3::bigint[]) WITH ORDINALITY AS f(id, ord)`,
    [actor.customerId, actor.userId, ids],
  );
  return ids;
}
