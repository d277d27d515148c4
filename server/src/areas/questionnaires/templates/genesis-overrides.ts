// §3 genesis templates and the tenant's overrides (issue 13.3): a genesis template is the shared
// base set as the platform put it into the tenant (template_flags.genesis, genesis_templates); the
// tenant never edits it, but its admins may override context, generate_on_start, journal roles,
// offer types, offers and qnr_info in qnr_template_genesis_overrides. Every insert, update and
// delete is copied into qnr_template_genesis_overrides_log by the table's trigger (migration 0005),
// with who (changed_by, or deleted_by from portal.user_id) and when (changed_at, stamped by 1001).
import { genesisOverrideSchema } from '@portal/rules';
import type { Queryable } from '../../../db/database';
import type { Actor } from './template-store';
import { refuse } from './template-store';

/** The tenant's genesis template by id, refused when it is not one or the tenant is denied. */
async function genesisTemplate(tx: Queryable, customerId: number, templateId: number) {
  const { rows } = await tx.query<{ template_uuid: string; genesis: boolean | null }>(
    `SELECT t.template_uuid::text AS template_uuid, f.genesis
       FROM templates t LEFT JOIN template_flags f ON f.template_id = t.id AND f.customer_id = t.customer_id
      WHERE t.customer_id = $1 AND t.id = $2 AND t.deleted_at IS NULL`,
    [customerId, templateId],
  );
  const row = rows[0];
  if (!row) throw refuse('qnrTemplate.notFound', '$.template_id');
  if (!row.genesis) throw refuse('qnrTemplate.notGenesis', '$.template_id');
  const denied = await tx.query(
    `SELECT 1 FROM genesis_denied_permissions WHERE customer_id = $1 AND table_id = 'templates'`,
    [customerId],
  );
  if (denied.rows.length > 0) throw refuse('qnrTemplate.genesisDenied', '$.template_id');
  return row.template_uuid;
}

export interface OverrideResult {
  template_uuid: string;
  changed_at: string | null;
}

/** Sets the tenant's override of a genesis template (null fields: the template's own value). */
export async function setGenesisOverride(
  tx: Queryable,
  actor: Actor,
  templateId: number,
  input: unknown,
): Promise<OverrideResult> {
  const uuid = await genesisTemplate(tx, actor.customerId, templateId);
  const parsed = genesisOverrideSchema.safeParse(input ?? {});
  if (!parsed.success) throw refuse('qnrTemplate.invalid', '$.override');
  const value = parsed.data;
  if (value.context !== null) {
    const known = await tx.query('SELECT 1 FROM context WHERE customer_id = $1 AND name = $2', [
      actor.customerId,
      value.context,
    ]);
    if (known.rows.length === 0) throw refuse('qnrTemplate.unknownContext', '$.override.context');
  }
  const json = (v: unknown) => (v === null ? null : JSON.stringify(v));
  const { rows } = await tx.query<{ template_uuid: string; changed_at: string }>(
    `INSERT INTO qnr_template_genesis_overrides
       (template_uuid, customer_id, context, generate_on_start, journal_roles, offer_types, offers, qnr_info, changed_by)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8::jsonb, $9)
     ON CONFLICT (template_uuid, customer_id) DO UPDATE SET
       context = EXCLUDED.context, generate_on_start = EXCLUDED.generate_on_start,
       journal_roles = EXCLUDED.journal_roles, offer_types = EXCLUDED.offer_types, offers = EXCLUDED.offers,
       qnr_info = EXCLUDED.qnr_info, changed_by = EXCLUDED.changed_by
     RETURNING template_uuid::text AS template_uuid, to_json(changed_at) #>> '{}' AS changed_at`,
    [
      uuid,
      actor.customerId,
      value.context,
      value.generate_on_start,
      json(value.journal_roles),
      json(value.offer_types),
      json(value.offers),
      json(value.qnr_info),
      actor.userId,
    ],
  );
  return rows[0]!;
}

/** Drops the tenant's override (back to the base set); the log records who did it. */
export async function resetGenesisOverride(
  tx: Queryable,
  actor: Actor,
  templateId: number,
): Promise<OverrideResult> {
  const uuid = await genesisTemplate(tx, actor.customerId, templateId);
  // The log trigger reads the actor of a delete from this transaction's setting.
  await tx.query(`SELECT set_config('portal.user_id', $1, true)`, [String(actor.userId)]);
  await tx.query('DELETE FROM qnr_template_genesis_overrides WHERE template_uuid = $1 AND customer_id = $2', [
    uuid,
    actor.customerId,
  ]);
  return { template_uuid: uuid, changed_at: null };
}
