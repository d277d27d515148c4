// §3 DocKladd drafts of one tenant: the sanitised HTML, its revision and its versions. Every
// statement names the tenant; a draft is written only by its author or a team leader or admin.
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Asker } from './document-access';

/** An autosave after this long a pause keeps the text before it as a version to go back to. */
export const VERSION_AFTER_PAUSE_MS = 10 * 60_000;

export interface Draft {
  id: number;
  title: string;
  html: string;
  revision: number;
  language: 'no' | 'en';
  patient_id: number | null;
  patient_name: string | null;
  document_id: number | null;
  created_by: number | null;
  updated_at: string;
}

export interface DraftVersion {
  id: number;
  revision: number;
  title: string;
  created_at: string;
  created_by_name: string | null;
}

const notFound = () => new ApiError(404, 'draft_not_found', 'No such draft in this portal');

const DRAFT_COLUMNS = `d.id::int AS id, d.title, d.html, d.revision, d.language, d.patient_id::int AS patient_id,
  r.full_name AS patient_name, d.document_id::int AS document_id, d.created_by::int AS created_by, d.updated_at`;

export async function readDraft(db: Queryable, asker: Asker, id: number, forUpdate = false): Promise<Draft> {
  const { rows } = await db.query<Draft>(
    `SELECT ${DRAFT_COLUMNS} FROM dockladd_properties d
       LEFT JOIN recipients r ON r.id = d.patient_id AND r.customer_id = d.customer_id
      WHERE d.customer_id = $1 AND d.id = $2 AND d.deleted_at IS NULL${forUpdate ? ' FOR UPDATE OF d' : ''}`,
    [asker.customerId, id],
  );
  const draft = rows[0];
  if (!draft) throw notFound();
  return draft;
}

/** Its author, or a team leader or admin of the tenant. */
export function assertMayWrite(asker: Asker, draft: Draft) {
  if (draft.created_by !== asker.userId && asker.role !== 'admin' && asker.role !== 'team_leader')
    throw new ApiError(403, 'draft_not_yours', 'Only the author of a draft may change it');
  if (draft.document_id !== null)
    throw new ApiError(409, 'draft_finished', 'This draft is already a document');
}

/** A participant of the tenant, or null; another tenant's id is the missing participant it is. */
export async function assertParticipant(db: Queryable, customerId: number, patientId: number | null) {
  if (patientId === null) return;
  const { rows } = await db.query(
    'SELECT 1 FROM recipients WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL',
    [customerId, patientId],
  );
  if (rows.length === 0)
    throw new ApiError(404, 'participant_not_found', 'No such participant in this portal');
}

export async function createDraft(
  db: Queryable,
  asker: Asker,
  input: { title: string; html: string; language: 'no' | 'en'; patientId: number | null },
): Promise<{ id: number; revision: number }> {
  await assertParticipant(db, asker.customerId, input.patientId);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO dockladd_properties (customer_id, title, html, language, patient_id, created_by, revision, properties)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7::jsonb) RETURNING id::int AS id`,
    [
      asker.customerId,
      input.title,
      input.html,
      input.language,
      input.patientId,
      asker.userId,
      JSON.stringify({ editor: 'rich-text' }),
    ],
  );
  return { id: Number(rows[0]?.id), revision: 1 };
}

async function keepVersion(db: Queryable, asker: Asker, draft: Draft) {
  await db.query(
    `INSERT INTO dockladd_versions (customer_id, dockladd_id, revision, title, html, created_by)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [asker.customerId, draft.id, draft.revision, draft.title, draft.html, asker.userId],
  );
}

/**
 * An autosave: refused with 409 when the draft moved on since `revision` (another tab or device),
 * so no newer text is overwritten. The text before it is kept as a version when asked
 * (`checkpoint`) or after a pause.
 */
export async function saveDraft(
  db: Queryable,
  asker: Asker,
  id: number,
  input: {
    title: string;
    html: string;
    revision: number;
    language?: 'no' | 'en' | undefined;
    patientId?: number | null | undefined;
    checkpoint: boolean;
  },
  now: Date,
): Promise<{ revision: number; versioned: boolean }> {
  const draft = await readDraft(db, asker, id, true);
  assertMayWrite(asker, draft);
  if (draft.revision !== input.revision)
    throw new ApiError(409, 'draft_conflict', 'The draft was changed elsewhere since it was opened', {
      revision: draft.revision,
    });
  if (input.patientId !== undefined) await assertParticipant(db, asker.customerId, input.patientId);
  const { rows } = await db.query<{ last: string | null }>(
    'SELECT max(created_at) AS last FROM dockladd_versions WHERE customer_id = $1 AND dockladd_id = $2',
    [asker.customerId, id],
  );
  const last = rows[0]?.last ? new Date(rows[0].last).getTime() : new Date(draft.updated_at).getTime();
  const changed = draft.html !== input.html || draft.title !== input.title;
  // After a pause, the text before this save is kept; "save as version" keeps the text saved now.
  const afterPause = changed && draft.html !== '' && now.getTime() - last >= VERSION_AFTER_PAUSE_MS;
  if (afterPause) await keepVersion(db, asker, draft);
  const revision = draft.revision + 1;
  await db.query(
    `UPDATE dockladd_properties SET title = $3, html = $4, revision = $5,
        language = COALESCE($6, language), patient_id = CASE WHEN $7 THEN $8::bigint ELSE patient_id END
      WHERE customer_id = $1 AND id = $2`,
    [
      asker.customerId,
      id,
      input.title,
      input.html,
      revision,
      input.language ?? null,
      input.patientId !== undefined,
      input.patientId ?? null,
    ],
  );
  if (input.checkpoint)
    await keepVersion(db, asker, { ...draft, title: input.title, html: input.html, revision });
  const versioned = input.checkpoint || afterPause;
  return { revision, versioned };
}

export async function listVersions(db: Queryable, asker: Asker, id: number): Promise<DraftVersion[]> {
  await readDraft(db, asker, id);
  const { rows } = await db.query<DraftVersion>(
    `SELECT v.id::int AS id, v.revision, v.title, v.created_at,
            NULLIF(trim(u.first_name || ' ' || u.last_name), '') AS created_by_name
       FROM dockladd_versions v LEFT JOIN users u ON u.id = v.created_by AND u.customer_id = v.customer_id
      WHERE v.customer_id = $1 AND v.dockladd_id = $2 ORDER BY v.created_at DESC, v.id DESC LIMIT 100`,
    [asker.customerId, id],
  );
  return rows;
}

/** Back to a version: the text now is kept as a version first, so going back can be undone. */
export async function restoreVersion(db: Queryable, asker: Asker, id: number, versionId: number) {
  const draft = await readDraft(db, asker, id, true);
  assertMayWrite(asker, draft);
  const { rows } = await db.query<{ title: string; html: string }>(
    'SELECT title, html FROM dockladd_versions WHERE customer_id = $1 AND dockladd_id = $2 AND id = $3',
    [asker.customerId, id, versionId],
  );
  const version = rows[0];
  if (!version) throw new ApiError(404, 'version_not_found', 'No such version of this draft');
  await keepVersion(db, asker, draft);
  const revision = draft.revision + 1;
  await db.query(
    'UPDATE dockladd_properties SET title = $3, html = $4, revision = $5 WHERE customer_id = $1 AND id = $2',
    [asker.customerId, id, version.title, version.html, revision],
  );
  return { revision, title: version.title, html: version.html };
}

export async function deleteDraft(db: Queryable, asker: Asker, id: number) {
  const draft = await readDraft(db, asker, id, true);
  assertMayWrite(asker, draft);
  await db.query('UPDATE dockladd_properties SET deleted_at = now() WHERE customer_id = $1 AND id = $2', [
    asker.customerId,
    id,
  ]);
}
