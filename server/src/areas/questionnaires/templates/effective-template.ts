// The effective template (§3 qnr_template_genesis_overrides, issue 13.3): a genesis template with
// the tenant's overrides of context, generate_on_start, journal roles, offer types, offers and
// qnr_info applied. The one SQL definition is the view qnr_effective_templates (migration 0175);
// this is its one server-side reader, so sending, generate_on_start and every other use of a
// template read the same values the data API's lists show.
import type { Queryable } from '../../../db/database';

export interface EffectiveTemplate {
  id: number;
  template_uuid: string;
  title: string;
  context: string | null;
  valid_days: number | null;
  archived: boolean;
  hide: boolean;
  journal_roles: unknown[];
  offer_types: unknown[];
  offers: unknown[];
  qnr_info: Record<string, unknown> | null;
  generate_on_start: boolean;
  genesis: boolean;
  /** True when the tenant's override row applies. */
  overridden: boolean;
}

/** The tenant's live (not deleted) templates of these ids, overrides applied; others are left out. */
export async function effectiveTemplates(
  tx: Queryable,
  customerId: number,
  ids: readonly number[],
): Promise<Map<number, EffectiveTemplate>> {
  const { rows } = await tx.query<EffectiveTemplate & { id: number | string }>(
    `SELECT id, template_uuid::text AS template_uuid, title, context, valid_days, archived, hide, journal_roles,
            offer_types, offers, qnr_info, generate_on_start, genesis, overridden
       FROM qnr_effective_templates
      WHERE customer_id = $1 AND id = ANY($2::bigint[]) AND deleted_at IS NULL`,
    [customerId, ids],
  );
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}

/** What a questionnaire keeps of its effective template when it is made (properties.template). */
export function templateSnapshot(template: EffectiveTemplate) {
  return {
    context: template.context,
    journal_roles: template.journal_roles,
    offer_types: template.offer_types,
    offers: template.offers,
    ...(template.qnr_info ? { qnr_info: template.qnr_info } : {}),
  };
}
