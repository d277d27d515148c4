// Issue 28 items 5 and 6: the participant summary and case notes. The summary lists what the portal
// holds about one participant in time order (questionnaires, documents, consents, plans, the
// activities log, case notes), filtered by kind and text; a participant sees their own, without the
// staff's notes and log. A note lives in activity_log (migration 0201): a correction within a day
// of writing is a new version, the earlier one kept; nothing is deleted (the database refuses it).
import { NOTE_EDIT_HOURS, type NoteInput, type SummaryItem, type SummaryKind } from '@portal/rules';
import type { Caller } from '../../area-kit/caller';
import type { Queryable } from '../../db/database';
import { planError } from './plan-errors';

type Who = Pick<Caller, 'customerId' | 'userId' | 'isStaff'>;

const USER_NAME = `(SELECT trim(concat_ws(' ', u.first_name, u.last_name)) FROM users u WHERE u.id = l.actor_user_id)`;

/** Notes as summary items: the live version of each, editable by its author within a day of the first. */
const NOTES = `
  SELECT 'note' AS kind, l.id, l.created_at AS at, l.description AS title, NULL AS status, ${USER_NAME} AS by,
         l.note_version AS version,
         (l.actor_user_id = $2 AND (SELECT min(f.created_at) FROM activity_log f WHERE f.note_id = l.note_id)
            > $4::timestamptz - make_interval(hours => ${NOTE_EDIT_HOURS})) AS editable
    FROM activity_log l
   WHERE l.customer_id = $1 AND l.note_id IS NOT NULL AND l.superseded_at IS NULL`;

function summarySql(participantView: boolean) {
  const parts = [
    `SELECT 'questionnaire', q.id, q.created_at, q.title, q.status, NULL, NULL::integer, false FROM queries q
      WHERE q.customer_id = $1 AND q.patient_id = $3 AND q.deleted_at IS NULL
        ${participantView ? "AND NOT q.hide_for_patient AND q.status <> 'DRAFT'" : ''}`,
    `SELECT 'document', dp.id, dp.created_at, d.name, dp.status, NULL, NULL, false
       FROM document_patient dp JOIN documents d ON d.id = dp.document_id AND d.customer_id = dp.customer_id
      WHERE dp.customer_id = $1 AND dp.patient_id = $3 AND dp.deleted_at IS NULL AND d.deleted_at IS NULL
        ${participantView ? 'AND NOT dp.hide_for_patient' : ''}`,
    `SELECT 'consent', cp.id, cp.created_at, c.title, cp.status, NULL, NULL, false
       FROM consent_patient cp JOIN consents c ON c.id = cp.consent_id AND c.customer_id = cp.customer_id
      WHERE cp.customer_id = $1 AND cp.patient_id = $3 AND cp.deleted_at IS NULL AND c.deleted_at IS NULL`,
    `SELECT 'plan', a.id, a.created_at,
            coalesce((SELECT string_agg(p.title, ', ' ORDER BY p.id) FROM artifact_package_artifact_parcel pp
                        JOIN artifact_parcels p ON p.id = pp.artifact_parcel_id AND p.customer_id = pp.customer_id
                       WHERE pp.artifact_package_id = a.id), ''),
            CASE WHEN a.ended_at IS NULL THEN 'ACTIVE' ELSE 'ENDED' END, a.created_by_name, NULL, false
       FROM artifact_packages a WHERE a.customer_id = $1 AND a.recipient_id = $3 AND a.deleted_at IS NULL`,
  ];
  if (!participantView)
    parts.push(
      `SELECT 'activity', l.id, l.created_at, coalesce(l.description, l.action), l.action, ${USER_NAME}, NULL, false
         FROM activity_log l WHERE l.customer_id = $1 AND l.recipient_id = $3 AND l.note_id IS NULL`,
      `${NOTES} AND l.recipient_id = $3`,
    );
  return parts.join('\nUNION ALL\n');
}

interface ItemRow {
  kind: SummaryKind;
  id: string;
  at: Date;
  title: string | null;
  status: string | null;
  by: string | null;
  version: number | null;
  editable: boolean;
}

const item = (row: ItemRow): SummaryItem => ({
  kind: row.kind,
  id: Number(row.id),
  at: new Date(row.at).toISOString(),
  title: row.title ?? '',
  status: row.status,
  by: row.by,
  version: row.version,
  editable: row.editable === true,
});

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
const contains = (q: string | undefined) => (q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

async function participantName(db: Queryable, who: Who, recipientId: number) {
  const { rows } = await db.query<{ full_name: string }>(
    `SELECT full_name FROM recipients WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL
        AND ($3::boolean OR user_id = $4)`,
    [who.customerId, recipientId, who.isStaff, who.userId],
  );
  if (!rows[0]) throw planError(404, 'notes.participantNotFound');
  return rows[0].full_name;
}

export async function participantSummary(
  db: Queryable,
  who: Who,
  recipientId: number,
  filter: { kinds?: SummaryKind[]; q?: string },
  now: Date,
) {
  const name = await participantName(db, who, recipientId);
  const { rows } = await db.query<ItemRow>(
    `SELECT * FROM (${summarySql(!who.isStaff)}) AS s (kind, id, at, title, status, by, version, editable)
      WHERE $2::bigint IS NOT NULL AND $4::timestamptz IS NOT NULL -- typed even where the notes (which read them) are left out
        AND (cardinality($5::text[]) = 0 OR kind = ANY($5::text[])) AND ($6::text IS NULL OR title ILIKE $6)
      ORDER BY at DESC, kind, id DESC LIMIT 500`,
    [who.customerId, who.userId, recipientId, now, filter.kinds ?? [], contains(filter.q)],
  );
  return { name, items: rows.map(item) };
}

export async function ownNotes(db: Queryable, who: Who, q: string | undefined, now: Date) {
  const { rows } = await db.query<ItemRow>(
    `${NOTES} AND l.recipient_id IS NULL AND l.actor_user_id = $2 AND ($3::text IS NULL OR l.description ILIKE $3)
      ORDER BY l.created_at DESC LIMIT 500`,
    [who.customerId, who.userId, contains(q), now],
  );
  return rows.map(item);
}

export async function addNote(tx: Queryable, who: Who, input: NoteInput, now: Date) {
  if (input.recipientId !== null) {
    if (!who.isStaff) throw planError(404, 'notes.participantNotFound');
    await participantName(tx, who, input.recipientId);
  }
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO activity_log (customer_id, recipient_id, actor_user_id, action, description, note_id, note_version, created_at)
     VALUES ($1, $2, $3, 'NOTE_ADDED', $4, gen_random_uuid(), 1, $5) RETURNING id`,
    [who.customerId, input.recipientId, who.userId, input.text, now],
  );
  return Number(rows[0]!.id);
}

export async function correctNote(tx: Queryable, who: Who, id: number, text: string, now: Date) {
  const { rows } = await tx.query<{
    note_id: string;
    note_version: number;
    recipient_id: string | null;
    actor_user_id: string | null;
    first: Date;
  }>(
    `SELECT l.note_id, l.note_version, l.recipient_id, l.actor_user_id,
            (SELECT min(f.created_at) FROM activity_log f WHERE f.note_id = l.note_id) AS first
       FROM activity_log l
      WHERE l.customer_id = $1 AND l.id = $2 AND l.note_id IS NOT NULL AND l.superseded_at IS NULL FOR UPDATE`,
    [who.customerId, id],
  );
  const note = rows[0];
  if (!note) throw planError(404, 'notes.notFound');
  if (Number(note.actor_user_id) !== who.userId) throw planError(403, 'notes.notAuthor');
  if (now.getTime() - new Date(note.first).getTime() > NOTE_EDIT_HOURS * 3_600_000)
    throw planError(409, 'notes.tooLate', { hours: NOTE_EDIT_HOURS });
  await tx.query('UPDATE activity_log SET superseded_at = $2 WHERE id = $1', [id, now]);
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO activity_log (customer_id, recipient_id, actor_user_id, action, description, note_id, note_version, created_at)
     VALUES ($1, $2, $3, 'NOTE_ADDED', $4, $5, $6, $7) RETURNING id`,
    [who.customerId, note.recipient_id, who.userId, text, note.note_id, note.note_version + 1, now],
  );
  return Number(inserted.rows[0]!.id);
}
