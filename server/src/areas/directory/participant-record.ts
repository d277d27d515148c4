// §3 participant: one participant's record as a staff member may see it. Where the tenant limits
// caseloads (directory_settings), staff open only participants linked to them; the leading roles
// open any participant of the tenant. Every read is written to the access log (Normen).
import { isLeadingRole, type ParticipantRow } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { directoryError } from './directory-errors';
import { withLinks, type ListedRow, type Scope } from './participant-list';

export interface DirectorySettings {
  limitCaseloads: boolean;
  retentionDays: number;
}

export async function directorySettings(db: Queryable, customerId: number): Promise<DirectorySettings> {
  const { rows } = await db.query<{ limit_caseloads: boolean; retention_days: number }>(
    'SELECT limit_caseloads, retention_days FROM directory_settings WHERE customer_id = $1',
    [customerId],
  );
  const row = rows[0];
  return { limitCaseloads: row?.limit_caseloads ?? true, retentionDays: row?.retention_days ?? 30 };
}

export type AccessAction = 'read_record' | 'export' | 'create' | 'invite' | 'end_case' | 'restore' | 'delete_data';

/** One line of the access log: who did what to which participant (by id only). */
export async function logAccess(db: Queryable, scope: Pick<Scope, 'customerId' | 'staffId'>, recipientId: number, action: AccessAction) {
  await db.query(
    'INSERT INTO directory_access_log (customer_id, user_id, recipient_id, action) VALUES ($1, $2, $3, $4)',
    [scope.customerId, scope.staffId, recipientId, action],
  );
}

/** Why the reader may open the record, as the access log keeps it (issue 32 item 8). */
export type ReadContext = 'own_caseload' | 'leading_role' | 'open_caseloads';

/**
 * The participant `id` for the caller (`scope.staffId` is the caller): 404 when the tenant has no
 * such participant, 403 when the tenant limits caseloads and the caller is staff not linked to them.
 * The read, the caseload check and the access log's line are one statement (issue 32 item 8: the log
 * costs no round trip of its own); `log: false` is the benchmark's baseline only.
 */
export async function participantRecord(db: Queryable, scope: Scope, id: number, log = true): Promise<ParticipantRow> {
  const { rows } = await db.query<ListedRow & { own: boolean; allowed: boolean; sync: string }>(
    `WITH r AS (
       SELECT r.id, r.full_name, r.national_id, r.actno, r.mobile_phone, r.tiltak, r.user_id,
              r.invited_at, r.case_ended_at, r.delete_after,
              COALESCE(mine.status, anyone.status, 'waiting') AS status,
              COALESCE(mine.created_at, anyone.created_at, r.created_at) AS added_at,
              mine.recipient_id IS NOT NULL AS own
         FROM recipients r
         LEFT JOIN recipient_staff mine ON mine.recipient_id = r.id AND mine.customer_id = r.customer_id AND mine.user_id = $3
         LEFT JOIN LATERAL (SELECT status, created_at FROM recipient_staff o
                             WHERE o.recipient_id = r.id AND o.customer_id = r.customer_id
                             ORDER BY (o.status = 'accepted') DESC, o.created_at LIMIT 1) anyone ON true
        WHERE r.customer_id = $1 AND r.id = $2 AND r.deleted_at IS NULL),
     allowed AS (
       SELECT r.id, CASE WHEN r.own THEN 'own_caseload' WHEN $4 THEN 'leading_role' ELSE 'open_caseloads' END AS context
         FROM r
        WHERE r.own OR $4 OR NOT COALESCE((SELECT limit_caseloads FROM directory_settings WHERE customer_id = $1), true)),
     logged AS (
       INSERT INTO directory_access_log (customer_id, user_id, recipient_id, action, context)
       SELECT $1, $3, id, 'read_record', context FROM allowed WHERE $5 RETURNING id)
     SELECT r.*, EXISTS (SELECT 1 FROM allowed) AS allowed,
            -- The log line needs no wait for the disk at commit (a read commits nothing else).
            set_config('synchronous_commit', CASE WHEN $5 THEN 'off' ELSE current_setting('synchronous_commit') END, true) AS sync
       FROM r`,
    [scope.customerId, id, scope.staffId, isLeadingRole(scope.role), log],
  );
  const row = rows[0];
  if (!row) throw directoryError(404, 'directory_participant_not_found');
  if (!row.allowed) throw directoryError(403, 'directory_not_your_caseload');
  const { own: _own, allowed: _allowed, sync: _sync, ...listed } = row;
  const [record] = await withLinks(db, scope, [listed]);
  return record!;
}
