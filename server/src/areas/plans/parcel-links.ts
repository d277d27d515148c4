// Issue 28 item 1 (spec §3 links): the documents and consents a parcel holds. A document or a consent
// is in at most one parcel (documents.artifact_parcel_id, consents.artifact_parcel_id); sending the
// parcel (in one step or by a plan's schedule) shares each document with the participant
// (document_patient) and asks each consent of them (consent_patient, once per consent and participant).
import type { Queryable } from '../../db/database';
import { planError } from './plan-errors';

type Who = { customerId: number };

const LINKED = { documents: 'd.name', consents: 'c.title' } as const;

/** The tenant's documents (not a participant's upload) and consents, with the parcel each is in. */
export async function parcelChoices(db: Queryable, who: Who) {
  const documents = await db.query<{ id: string; title: string; parcel_id: string | null }>(
    `SELECT d.id, ${LINKED.documents} AS title, d.artifact_parcel_id AS parcel_id FROM documents d
      WHERE d.customer_id = $1 AND d.deleted_at IS NULL AND d.upload_patient_id IS NULL
      ORDER BY lower(d.name), d.id LIMIT 500`,
    [who.customerId],
  );
  const consents = await db.query<{ id: string; title: string; parcel_id: string | null }>(
    `SELECT c.id, ${LINKED.consents} AS title, c.artifact_parcel_id AS parcel_id FROM consents c
      WHERE c.customer_id = $1 AND c.deleted_at IS NULL AND c.query_id IS NULL
      ORDER BY lower(c.title), c.id LIMIT 500`,
    [who.customerId],
  );
  const shape = (row: { id: string; title: string; parcel_id: string | null }) => ({
    id: Number(row.id),
    title: row.title,
    parcelId: row.parcel_id === null ? null : Number(row.parcel_id),
  });
  return { documents: documents.rows.map(shape), consents: consents.rows.map(shape) };
}

/** Puts exactly these documents and consents in the parcel; one in another parcel or not the tenant's is refused. */
export async function setParcelLinks(
  tx: Queryable,
  who: Who,
  parcelId: number,
  links: { documentIds: readonly number[]; consentIds: readonly number[] },
) {
  const documentIds = [...new Set(links.documentIds)];
  const consentIds = [...new Set(links.consentIds)];
  await tx.query(
    `UPDATE documents SET artifact_parcel_id = NULL
      WHERE customer_id = $1 AND artifact_parcel_id = $2 AND NOT (id = ANY($3::bigint[]))`,
    [who.customerId, parcelId, documentIds],
  );
  const documents = await tx.query(
    `UPDATE documents SET artifact_parcel_id = $2
      WHERE customer_id = $1 AND id = ANY($3::bigint[]) AND deleted_at IS NULL AND upload_patient_id IS NULL
        AND (artifact_parcel_id IS NULL OR artifact_parcel_id = $2) RETURNING id`,
    [who.customerId, parcelId, documentIds],
  );
  if (documents.rows.length !== documentIds.length) throw planError(404, 'plans.documentNotFound');
  await tx.query(
    `UPDATE consents SET artifact_parcel_id = NULL
      WHERE customer_id = $1 AND artifact_parcel_id = $2 AND NOT (id = ANY($3::bigint[]))`,
    [who.customerId, parcelId, consentIds],
  );
  const consents = await tx.query(
    `UPDATE consents SET artifact_parcel_id = $2
      WHERE customer_id = $1 AND id = ANY($3::bigint[]) AND deleted_at IS NULL AND query_id IS NULL
        AND (artifact_parcel_id IS NULL OR artifact_parcel_id = $2) RETURNING id`,
    [who.customerId, parcelId, consentIds],
  );
  if (consents.rows.length !== consentIds.length) throw planError(404, 'plans.consentNotFound');
}

/** SQL: the documents and consents of each listed parcel, as [{id, title}] per parcel. */
export const PARCEL_LINKS_SELECT = `
  coalesce((SELECT jsonb_agg(jsonb_build_object('id', d.id, 'title', d.name) ORDER BY d.id) FROM documents d
             WHERE d.customer_id = p.customer_id AND d.artifact_parcel_id = p.id AND d.deleted_at IS NULL), '[]'::jsonb) AS documents,
  coalesce((SELECT jsonb_agg(jsonb_build_object('id', c.id, 'title', c.title) ORDER BY c.id) FROM consents c
             WHERE c.customer_id = p.customer_id AND c.artifact_parcel_id = p.id AND c.deleted_at IS NULL), '[]'::jsonb) AS consents`;

export interface SentLinks {
  customerId: number;
  userId: number | null;
  recipientIds: readonly number[];
  parcelIds: readonly number[];
  packageId: number | null;
}

/**
 * Shares the parcels' documents with each participant and asks their consents (a consent already asked
 * of a participant is not asked again). Returns how many shares and consent requests were made.
 */
export async function insertSentLinks(tx: Queryable, input: SentLinks) {
  if (input.recipientIds.length === 0 || input.parcelIds.length === 0) return { documents: 0, consents: 0 };
  const params = [input.customerId, input.recipientIds, input.parcelIds, input.packageId, input.userId];
  const documents = await tx.query(
    `INSERT INTO document_patient (document_id, patient_id, customer_id, artifact_package_id, create_user_id,
                                   share_with_recipient)
     SELECT d.id, r.id, $1, $4, $5, true
       FROM unnest($2::bigint[]) AS p (id)
       JOIN recipients r ON r.id = p.id AND r.customer_id = $1 AND r.deleted_at IS NULL
       CROSS JOIN documents d
      WHERE d.customer_id = $1 AND d.artifact_parcel_id = ANY($3::bigint[]) AND d.deleted_at IS NULL
     RETURNING id`,
    params,
  );
  const consents = await tx.query(
    `INSERT INTO consent_patient (consent_id, patient_id, customer_id, artifact_package_id)
     SELECT c.id, r.id, $1, $4
       FROM unnest($2::bigint[]) AS p (id)
       JOIN recipients r ON r.id = p.id AND r.customer_id = $1 AND r.deleted_at IS NULL
       CROSS JOIN consents c
      WHERE c.customer_id = $1 AND c.artifact_parcel_id = ANY($3::bigint[]) AND c.deleted_at IS NULL
     ON CONFLICT (consent_id, patient_id) DO NOTHING RETURNING id`,
    params.slice(0, 4),
  );
  return { documents: documents.rows.length, consents: consents.rows.length };
}
