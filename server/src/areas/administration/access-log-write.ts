// The access log's one write for the other areas (issue 32 item 8, Normen): a staff member's read of
// a participant's questionnaire, document or conversation. The read route calls it once, in the same
// transaction as the read where it has one; it is one statement (whose data it is, why the reader may
// see it, and the line), so the log costs one round trip and no read of its own. A participant's reads
// of their own data are not logged. The participant record's read logs in its own statement
// (directory/participant-record.ts), which the overhead bench measures.
import { isLeadingRole, type Role } from '@portal/rules';
import type { Queryable } from '../../db/database';

export type ParticipantReadKind = 'read_questionnaire' | 'read_document' | 'read_chat';

/** What was read: a participant's row (their id), a document (whoever it belongs to), a conversation (its participants). */
export type ReadTarget = { recipientId: number } | { documentId: number } | { chatId: number };

export interface Reader {
  customerId: number;
  userId: number;
  role: Role;
  isStaff: boolean;
}

/** SQL: the ids of the participants whose data the target is (`$5` is the target's id). */
function whoseSql(target: ReadTarget): string {
  if ('recipientId' in target) return 'SELECT $5::bigint AS id';
  if ('documentId' in target)
    return `SELECT d.upload_patient_id AS id FROM documents d WHERE d.id = $5::bigint AND d.customer_id = $1
            UNION SELECT dp.patient_id FROM document_patient dp
                   WHERE dp.document_id = $5::bigint AND dp.customer_id = $1 AND dp.deleted_at IS NULL`;
  return `SELECT r.id FROM chat_members m
            JOIN recipients r ON r.user_id = m.user_id AND r.customer_id = m.customer_id
           WHERE m.chat_id = $5::bigint AND m.customer_id = $1 AND m.member_role = 'participant'`;
}

const targetId = (target: ReadTarget) =>
  'recipientId' in target ? target.recipientId : 'documentId' in target ? target.documentId : target.chatId;

/**
 * Logs `reader`'s read of `target` (one line per participant it belongs to; none when it is nobody's or
 * the reader is not staff). `readOnly`: the transaction writes nothing else, so its commit need not
 * wait for the disk (the record read's trade-off, docs/decisions.md); a transaction that writes keeps
 * the server's setting.
 */
export async function logParticipantRead(
  db: Queryable,
  reader: Reader,
  kind: ParticipantReadKind,
  target: ReadTarget,
  readOnly: boolean,
): Promise<void> {
  if (!reader.isStaff) return;
  await db.query(
    `WITH whose AS (${whoseSql(target)}),
     logged AS (
       INSERT INTO directory_access_log (customer_id, user_id, recipient_id, action, context)
       SELECT $1, $2, w.id, $3,
              CASE WHEN EXISTS (SELECT 1 FROM recipient_staff s
                                 WHERE s.customer_id = $1 AND s.recipient_id = w.id AND s.user_id = $2) THEN 'own_caseload'
                   WHEN $4 THEN 'leading_role' ELSE 'open_caseloads' END
         FROM (SELECT DISTINCT id FROM whose WHERE id IS NOT NULL) w
       RETURNING 1)
     SELECT (SELECT count(*) FROM logged) AS lines,
            set_config('synchronous_commit', CASE WHEN $6 THEN 'off' ELSE current_setting('synchronous_commit') END, true) AS sync`,
    [reader.customerId, reader.userId, kind, isLeadingRole(reader.role), targetId(target), readOnly],
  );
}
