// Issue 28 item 1: parcels ("manage parcels"): templates bundled under a title and description;
// created, changed, copied, archived, and sent to participants in one step as one group of sends
// (item 4: artifact_package_groups with its counts). SQL under the caller's row-level security.
import type { Parcel, ParcelInput } from '@portal/rules';
import type { Caller } from '../../area-kit/caller';
import type { Queryable } from '../../db/database';
import { planError } from './plan-errors';
import { insertSentLinks, PARCEL_LINKS_SELECT, setParcelLinks } from './parcel-links';
import { insertSentQueries } from './plan-queries';

type Who = Pick<Caller, 'customerId' | 'userId'>;

interface ParcelRow {
  id: string;
  title: string;
  description: string | null;
  archived_at: Date | null;
  updated_at: Date;
  templates: { id: number; title: string }[];
  documents: { id: number; title: string }[];
  consents: { id: number; title: string }[];
}

export async function listParcels(db: Queryable, who: Who): Promise<Parcel[]> {
  const { rows } = await db.query<ParcelRow>(
    `SELECT p.id, p.title, p.description, p.archived_at, p.updated_at,
            coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'title', t.title) ORDER BY tp.created_at, t.id)
                     FILTER (WHERE t.id IS NOT NULL), '[]'::jsonb) AS templates,
            ${PARCEL_LINKS_SELECT}
       FROM artifact_parcels p
       LEFT JOIN template_artifact_parcel tp ON tp.artifact_parcel_id = p.id AND tp.customer_id = p.customer_id
       LEFT JOIN templates t ON t.id = tp.template_id AND t.deleted_at IS NULL
      WHERE p.customer_id = $1 AND p.deleted_at IS NULL
      GROUP BY p.id ORDER BY p.archived_at IS NOT NULL, lower(p.title), p.id`,
    [who.customerId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    description: row.description ?? '',
    archived: row.archived_at !== null,
    templates: row.templates.map((t) => ({ id: Number(t.id), title: t.title })),
    documents: row.documents.map((d) => ({ id: Number(d.id), title: d.title })),
    consents: row.consents.map((c) => ({ id: Number(c.id), title: c.title })),
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

async function setTemplates(tx: Queryable, who: Who, parcelId: number, templateIds: readonly number[]) {
  const unique = [...new Set(templateIds)];
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM templates WHERE customer_id = $1 AND id = ANY($2::bigint[]) AND deleted_at IS NULL',
    [who.customerId, unique],
  );
  if (rows.length !== unique.length) throw planError(404, 'plans.templateNotFound');
  await tx.query('DELETE FROM template_artifact_parcel WHERE customer_id = $1 AND artifact_parcel_id = $2', [
    who.customerId,
    parcelId,
  ]);
  // One row each, in the order given (created_at keeps it).
  for (const [index, templateId] of unique.entries())
    await tx.query(
      `INSERT INTO template_artifact_parcel (template_id, artifact_parcel_id, customer_id, created_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4::integer / 1000.0))`,
      [templateId, parcelId, who.customerId, index],
    );
}

async function lockParcel(tx: Queryable, who: Who, id: number, live = true) {
  const { rows } = await tx.query<{ id: string; title: string; description: string | null }>(
    `SELECT id, title, description FROM artifact_parcels
      WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL ${live ? 'AND archived_at IS NULL' : ''} FOR UPDATE`,
    [who.customerId, id],
  );
  if (!rows[0]) throw planError(404, 'plans.parcelNotFound');
  return rows[0];
}

export async function createParcel(tx: Queryable, who: Who, input: ParcelInput): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO artifact_parcels (customer_id, title, description) VALUES ($1, $2, $3) RETURNING id',
    [who.customerId, input.title, input.description],
  );
  const id = Number(rows[0]!.id);
  await setTemplates(tx, who, id, input.templateIds);
  await setParcelLinks(tx, who, id, input);
  return id;
}

export async function updateParcel(tx: Queryable, who: Who, id: number, input: ParcelInput) {
  await lockParcel(tx, who, id);
  await tx.query(
    'UPDATE artifact_parcels SET title = $3, description = $4 WHERE customer_id = $1 AND id = $2',
    [who.customerId, id, input.title, input.description],
  );
  await setTemplates(tx, who, id, input.templateIds);
  await setParcelLinks(tx, who, id, input);
}

export async function copyParcel(tx: Queryable, who: Who, id: number): Promise<number> {
  const parcel = await lockParcel(tx, who, id, false);
  const { rows } = await tx.query<{ template_id: string }>(
    `SELECT template_id FROM template_artifact_parcel WHERE customer_id = $1 AND artifact_parcel_id = $2
      ORDER BY created_at, template_id`,
    [who.customerId, id],
  );
  return createParcel(tx, who, {
    title: `${parcel.title} (2)`.slice(0, 200),
    description: parcel.description ?? '',
    templateIds: rows.map((row) => Number(row.template_id)),
    // A document or consent is in one parcel only: the copy holds the questionnaires.
    documentIds: [],
    consentIds: [],
  });
}

export async function archiveParcel(tx: Queryable, who: Who, id: number) {
  await lockParcel(tx, who, id);
  await tx.query('UPDATE artifact_parcels SET archived_at = now() WHERE customer_id = $1 AND id = $2', [
    who.customerId,
    id,
  ]);
}

/**
 * Sends every template of the parcel to each participant, shares its documents and asks its consents;
 * a participant not found is that one's error.
 */
export async function sendParcel(
  tx: Queryable,
  who: Who & { userName: string },
  id: number,
  participantIds: readonly number[],
) {
  const parcel = await lockParcel(tx, who, id);
  const { rows } = await tx.query<{ template_id: string }>(
    `SELECT tp.template_id FROM template_artifact_parcel tp
       JOIN qnr_effective_templates t ON t.id = tp.template_id AND t.customer_id = tp.customer_id
      WHERE tp.customer_id = $1 AND tp.artifact_parcel_id = $2 AND t.deleted_at IS NULL AND NOT t.archived
      ORDER BY tp.created_at, tp.template_id`,
    [who.customerId, id],
  );
  if (rows.length === 0 && (await parcelHoldsNoLinks(tx, who, id))) throw planError(409, 'plans.parcelEmpty');
  const recipientIds = [...new Set(participantIds)];
  const sent = { customerId: who.customerId, userId: who.userId, recipientIds, packageId: null };
  const made = await insertSentQueries(tx, { ...sent, templateIds: rows.map((row) => Number(row.template_id)) });
  const links = await insertSentLinks(tx, { ...sent, parcelIds: [id] });
  const { rows: live } = await tx.query<{ id: string }>(
    'SELECT id FROM recipients WHERE customer_id = $1 AND id = ANY($2::bigint[]) AND deleted_at IS NULL',
    [who.customerId, recipientIds],
  );
  const reached = new Set(live.map((r) => Number(r.id)));
  const errors = recipientIds
    .filter((participantId) => !reached.has(participantId))
    .map((participantId) => ({ participantId, error: 'participant not found' }));
  const { rows: group } = await tx.query<{ id: string }>(
    `INSERT INTO artifact_package_groups (customer_id, title, created_by, created_by_name, file_count, query_count, user_count)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [who.customerId, parcel.title, who.userId, who.userName, links.documents, made.length, reached.size],
  );
  return {
    groupId: Number(group[0]!.id),
    queryIds: made.map((q) => q.id),
    documentShares: links.documents,
    consentRequests: links.consents,
    errors,
  };
}

async function parcelHoldsNoLinks(tx: Queryable, who: Who, id: number) {
  const { rows } = await tx.query(
    `SELECT 1 FROM documents WHERE customer_id = $1 AND artifact_parcel_id = $2 AND deleted_at IS NULL
     UNION ALL SELECT 1 FROM consents WHERE customer_id = $1 AND artifact_parcel_id = $2 AND deleted_at IS NULL
     LIMIT 1`,
    [who.customerId, id],
  );
  return rows.length === 0;
}
