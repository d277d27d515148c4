// The access log's one write for the other areas (issue 32 item 8, Normen): a staff member's read of
// a participant's questionnaire, document or conversation. The read route calls it once, in the same
// transaction as the read where it has one; it is one statement (whose data it is, why the reader may
// see it, and the line), so the log costs one round trip and no read of its own. A read that can write
// its line in its own statement takes the SQL (readLogSql): the participant record's read does so
// (directory/participant-record.ts, its own copy) and the questionnaire's load (questionnaires/qnr-store.ts);
// the overhead bench measures both. A participant's reads of their own data are not logged.
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

/** SQL and parameters of a read's log lines, to be put in a statement (the read's own, or one of their own). */
export interface ReadLogSql {
  /** A data-modifying CTE, `logged`: one line per participant id the query `whose` (column `id`) gives. */
  cte: string;
  /** A select-list item (`sync`): the commit need not wait for the disk when the transaction is read-only. */
  sync: string;
  /** The CTE's parameters, numbered from `first`: customer, user, kind, whether the role is a leading one. */
  params: unknown[];
}

/**
 * The log lines of `reader`'s read of the participants `whose` names, as SQL to write in the read's own
 * statement (the record read's way, directory/participant-record.ts): the line holds who, whom, what
 * and why (own caseload, leading role or open caseloads). The caller writes it for staff readers only.
 * `readOnly`: the transaction writes nothing else, so its commit need not wait for the disk (the record
 * read's trade-off, docs/decisions.md); a transaction that writes keeps the server's setting.
 */
export function readLogSql(
  reader: Reader,
  kind: ParticipantReadKind,
  whose: string,
  first: number,
  readOnly: boolean,
): ReadLogSql {
  const [customer, user, action, leading] = [0, 1, 2, 3].map((i) => `$${first + i}`);
  return {
    cte: `logged AS (
       INSERT INTO directory_access_log (customer_id, user_id, recipient_id, action, context)
       SELECT ${customer}, ${user}, w.id, ${action},
              CASE WHEN EXISTS (SELECT 1 FROM recipient_staff s
                                 WHERE s.customer_id = ${customer} AND s.recipient_id = w.id AND s.user_id = ${user}) THEN 'own_caseload'
                   WHEN ${leading} THEN 'leading_role' ELSE 'open_caseloads' END
         FROM (SELECT DISTINCT id FROM (${whose}) whose WHERE id IS NOT NULL) w
       RETURNING 1)`,
    sync: readOnly ? `set_config('synchronous_commit', 'off', true) AS sync` : 'NULL AS sync',
    params: [reader.customerId, reader.userId, kind, isLeadingRole(reader.role)],
  };
}

/**
 * Logs `reader`'s read of `target` in a statement of its own (one line per participant it belongs to;
 * none when it is nobody's or the reader is not staff); `readOnly` as readLogSql.
 */
export async function logParticipantRead(
  db: Queryable,
  reader: Reader,
  kind: ParticipantReadKind,
  target: ReadTarget,
  readOnly: boolean,
): Promise<void> {
  if (!reader.isStaff) return;
  const log = readLogSql(reader, kind, whoseSql(target), 1, readOnly);
  await db.query(`WITH ${log.cte} SELECT (SELECT count(*) FROM logged) AS lines, ${log.sync}`, [
    ...log.params,
    targetId(target),
  ]);
}
