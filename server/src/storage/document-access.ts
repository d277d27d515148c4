// Who may read a document's file: the same rule as the data API's permissions on documents
// (server/metadata/tables/public_documents.json), held here for the download route.
import type { Queryable } from '../db/database';
import type { SessionClaims } from '../session/session-token';

export interface ReadableDocument {
  id: number;
  name: string;
  path: string;
  contentType: string;
  size: number | null;
}

const STAFF_ROLES = new Set(['admin', 'team_leader', 'staff']);

/** The document if this session may read it; null otherwise (another tenant's, another participant's, deleted, hidden). */
export async function readableDocument(
  db: Queryable,
  session: Pick<SessionClaims, 'customer_id' | 'user_id' | 'role'>,
  documentId: number,
): Promise<ReadableDocument | null> {
  const staff = STAFF_ROLES.has(session.role);
  const { rows } = await db.query<{ id: string | number; name: string; path: string | null; content_type: string | null; size_bytes: string | number | null }>(
    `SELECT d.id, d.name, d.path, d.content_type, d.size_bytes
       FROM documents d
      WHERE d.id = $1 AND d.customer_id = $2 AND d.deleted_at IS NULL AND d.path IS NOT NULL
        AND ($3::boolean
             OR EXISTS (SELECT 1 FROM recipients r
                         WHERE r.id = d.upload_patient_id AND r.customer_id = d.customer_id AND r.user_id = $4)
             OR EXISTS (SELECT 1 FROM document_patient dp JOIN recipients r ON r.id = dp.patient_id AND r.customer_id = dp.customer_id
                         WHERE dp.document_id = d.id AND dp.customer_id = d.customer_id AND r.user_id = $4
                           AND dp.deleted_at IS NULL AND NOT dp.hide_for_patient
                           AND (dp.share_with_recipient OR dp.initiator = 'PATIENT')))`,
    [documentId, session.customer_id, staff, session.user_id],
  );
  const row = rows[0];
  if (!row?.path) return null;
  return {
    id: Number(row.id),
    name: row.name,
    path: row.path,
    contentType: row.content_type ?? 'application/octet-stream',
    size: row.size_bytes === null ? null : Number(row.size_bytes),
  };
}

export const isStaff = (session: SessionClaims) => STAFF_ROLES.has(session.role);

/** The participant's own recipient row in this tenant (a participant uploads only for themselves). */
export async function ownRecipientId(db: Queryable, session: SessionClaims): Promise<number | null> {
  const { rows } = await db.query<{ id: string | number }>(
    'SELECT id FROM recipients WHERE customer_id = $1 AND user_id = $2 ORDER BY id LIMIT 1',
    [session.customer_id, session.user_id],
  );
  return rows[0] ? Number(rows[0].id) : null;
}
