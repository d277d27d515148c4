// What a participant may see of documents and their shares (issue 24 case 5): one rule per table,
// written once here and used by every road that is not the data API (the download route, the
// signing routes, images in a PDF). It is the data API's rule (the participant_filter of
// server/metadata/tables/public_documents.json and public_document_patient.json, with the
// conventions hide_for_patient and soft delete); participant-visibility.http.test.ts compares the
// two row by row, so they cannot drift apart.
import { STAFF_ROLES } from '@portal/rules';
import type { Queryable } from '../../db/database';
import type { SessionClaims } from '../../session/session-token';
import { tenantKeyPrefix } from './file-store';

/**
 * SQL: the participant whose user id is the parameter `userParam` (e.g. `$4`) may see the share
 * `dp` (a document_patient row): it is theirs, not hidden, not deleted, and shared with them or
 * uploaded by them.
 */
export function participantSeesShare(dp: string, userParam: string): string {
  return `(EXISTS (SELECT 1 FROM recipients psr WHERE psr.id = ${dp}.patient_id AND psr.customer_id = ${dp}.customer_id
                    AND psr.user_id = ${userParam})
           AND ${dp}.deleted_at IS NULL AND NOT ${dp}.hide_for_patient
           AND (${dp}.share_with_recipient OR ${dp}.initiator = 'PATIENT'))`;
}

/**
 * SQL: the participant may see the document `d`: their own upload, or a share of it they may see.
 */
export function participantSeesDocument(d: string, userParam: string): string {
  return `(EXISTS (SELECT 1 FROM recipients pdr WHERE pdr.id = ${d}.upload_patient_id AND pdr.customer_id = ${d}.customer_id
                    AND pdr.user_id = ${userParam})
           OR EXISTS (SELECT 1 FROM document_patient pdp WHERE pdp.document_id = ${d}.id AND pdp.customer_id = ${d}.customer_id
                       AND ${participantSeesShare('pdp', userParam)}))`;
}

export interface ReadableDocument {
  id: number;
  customerId: number;
  name: string;
  path: string;
  contentType: string;
  size: number | null;
}

const STAFF = new Set<string>(STAFF_ROLES);

/** The document if this session may read it; null otherwise (another tenant's, another participant's, deleted, hidden). */
export async function readableDocument(
  db: Queryable,
  session: Pick<SessionClaims, 'customer_id' | 'user_id' | 'role'>,
  documentId: number,
): Promise<ReadableDocument | null> {
  const staff = STAFF.has(session.role);
  const { rows } = await db.query<{
    id: string | number;
    customer_id: string | number;
    name: string;
    path: string | null;
    content_type: string | null;
    size_bytes: string | number | null;
  }>(
    `SELECT d.id, d.customer_id, d.name, d.path, d.content_type, d.size_bytes
       FROM documents d
      WHERE d.id = $1 AND d.customer_id = $2 AND d.deleted_at IS NULL AND d.path IS NOT NULL
        AND ($3::boolean OR ${participantSeesDocument('d', '$4')})`,
    [documentId, session.customer_id, staff, session.user_id],
  );
  const row = rows[0];
  // A key outside the tenant's prefix is never served (case 4); storedObject checks it again at the read.
  if (!row?.path || !row.path.startsWith(tenantKeyPrefix(session.customer_id))) return null;
  return {
    id: Number(row.id),
    customerId: Number(row.customer_id),
    name: row.name,
    path: row.path,
    contentType: row.content_type ?? 'application/octet-stream',
    size: row.size_bytes === null ? null : Number(row.size_bytes),
  };
}

/** The participant's own recipient row in this tenant (a participant uploads only for themselves). */
export async function ownRecipientId(
  db: Queryable,
  session: Pick<SessionClaims, 'customer_id' | 'user_id'>,
): Promise<number | null> {
  const { rows } = await db.query<{ id: string | number }>(
    'SELECT id FROM recipients WHERE customer_id = $1 AND user_id = $2 ORDER BY id LIMIT 1',
    [session.customer_id, session.user_id],
  );
  return rows[0] ? Number(rows[0].id) : null;
}
