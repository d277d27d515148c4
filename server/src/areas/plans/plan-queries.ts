// Issue 28 items 1 and 3: a parcel's questionnaires made and sent to participants, by a parcel sent in
// one step or a plan's scheduled send. One statement per send: every template of the parcels times
// every participant, from the tenant's effective templates (archived ones are not sent), SENT and
// shared, with the template's snapshot in properties as qnrResponse keeps it.
import type { Queryable } from '../../db/database';

export interface NewQueries {
  customerId: number;
  /** The staff user the questionnaires are sent by. */
  userId: number | null;
  recipientIds: readonly number[];
  templateIds: readonly number[];
  packageId: number | null;
}

export async function insertSentQueries(
  tx: Queryable,
  input: NewQueries,
): Promise<{ id: number; patientId: number }[]> {
  if (input.recipientIds.length === 0 || input.templateIds.length === 0) return [];
  const { rows } = await tx.query<{ id: string; patient_id: string }>(
    `INSERT INTO queries (customer_id, patient_id, template_id, artifact_package_id, title, status, properties,
                          share_with_recipient, valid_to, created_by, updated_by)
     SELECT $1, r.id, t.id, $4, t.title, 'SENT',
            jsonb_build_object('actionTypes', '[]'::jsonb, 'withPrefillFromConnector', false,
              'withPostToConnector', false,
              'template', jsonb_strip_nulls(jsonb_build_object('context', t.context, 'journal_roles', t.journal_roles,
                'offer_types', t.offer_types, 'offers', t.offers, 'qnr_info', t.qnr_info))),
            true, CASE WHEN t.valid_days IS NULL THEN NULL ELSE now() + make_interval(days => t.valid_days) END, $5, $5
       FROM unnest($2::bigint[]) WITH ORDINALITY AS p (id, n)
       JOIN recipients r ON r.id = p.id AND r.customer_id = $1 AND r.deleted_at IS NULL
       CROSS JOIN unnest($3::bigint[]) WITH ORDINALITY AS tt (id, n)
       JOIN qnr_effective_templates t ON t.id = tt.id AND t.customer_id = $1 AND t.deleted_at IS NULL AND NOT t.archived
      ORDER BY p.n, tt.n
     RETURNING id, patient_id`,
    [input.customerId, input.recipientIds, input.templateIds, input.packageId, input.userId],
  );
  return rows.map((row) => ({ id: Number(row.id), patientId: Number(row.patient_id) }));
}

/** The live templates of a package's parcels, in the parcels' order. */
export async function packageTemplateIds(tx: Queryable, customerId: number, packageId: number) {
  const { rows } = await tx.query<{ template_id: string }>(
    `SELECT DISTINCT tp.template_id, min(tp.created_at) AS first
       FROM artifact_package_artifact_parcel pp
       JOIN template_artifact_parcel tp ON tp.artifact_parcel_id = pp.artifact_parcel_id AND tp.customer_id = pp.customer_id
      WHERE pp.customer_id = $1 AND pp.artifact_package_id = $2
      GROUP BY tp.template_id ORDER BY first, tp.template_id`,
    [customerId, packageId],
  );
  return rows.map((row) => Number(row.template_id));
}

/** The parcels of a package (their documents and consents go with each send). */
export async function packageParcelIds(tx: Queryable, customerId: number, packageId: number) {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT artifact_parcel_id AS id FROM artifact_package_artifact_parcel
      WHERE customer_id = $1 AND artifact_package_id = $2 ORDER BY artifact_parcel_id`,
    [customerId, packageId],
  );
  return rows.map((row) => Number(row.id));
}
