// Issue 30 item 5: ending a participant's case marks them "to be deleted" in every caseload; after
// the tenant's retention period (directory_settings.retention_days) a job on the project's job
// runner removes their personal data from the directory: the participant's row is anonymised, their
// user is emptied and closed, their group and activity links go. The deletion log keeps that it
// happened, by id and dates only. Until the job has run the end can be undone (restore), which
// cancels the job. Before the end, the staff member is offered the export (the right of access).
import type { ParticipantExport, ParticipantRow } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import type { Database, Queryable } from '../../db/database';
import { crossTenant } from '../../db/tenant-scope';
import type { DueJob } from '../../jobs';
import { directoryError } from './directory-errors';
import type { Scope } from './participant-list';
import { directorySettings, logAccess, participantRecord } from './participant-record';

export const DELETE_PERSONAL_DATA_JOB = 'directory.delete-personal-data';
const DAY_MS = 86_400_000;

export const deletionJobKey = (id: number) => `directory-delete:${id}`;

interface CaseState {
  case_ended_at: Date | null;
  accepted_at: Date | null;
  user_id: string | number | null;
}

async function caseState(db: Queryable, scope: Scope, id: number): Promise<CaseState> {
  await participantRecord(db, scope, id, false);
  const { rows } = await db.query<CaseState>(
    'SELECT case_ended_at, accepted_at, user_id FROM recipients WHERE customer_id = $1 AND id = $2',
    [scope.customerId, id],
  );
  return rows[0]!;
}

/** Ends the case; answers when the personal data goes (the job is scheduled after the commit). */
export async function endCase(db: Queryable, scope: Scope, id: number, now: Date) {
  const state = await caseState(db, scope, id);
  if (state.case_ended_at) throw directoryError(409, 'directory_case_ended');
  const { retentionDays } = await directorySettings(db, scope.customerId);
  const deleteAfter = new Date(now.getTime() + retentionDays * DAY_MS);
  await db.query(
    `UPDATE recipients SET case_ended_at = $3, case_ended_by = $4, delete_after = $5 WHERE customer_id = $1 AND id = $2`,
    [scope.customerId, id, now, scope.staffId, deleteAfter],
  );
  await db.query(
    `UPDATE recipient_staff SET status = 'to_be_deleted' WHERE customer_id = $1 AND recipient_id = $2`,
    [scope.customerId, id],
  );
  // A pending invitation's link dies with the case.
  if (state.user_id !== null)
    await db.query(
      `UPDATE one_time_codes SET used_at = $3 WHERE customer_id = $1 AND purpose = 'invitation' AND binding = $2 AND used_at IS NULL`,
      [scope.customerId, `user:${Number(state.user_id)}`, now],
    );
  await logAccess(db, scope, id, 'end_case');
  return { deleteAfter: deleteAfter.toISOString(), retentionDays };
}

/** Undoes the end: back to accepted (signed in before) or waiting; the job is cancelled after the commit. */
export async function restoreCase(db: Queryable, scope: Scope, id: number): Promise<ParticipantRow> {
  const state = await caseState(db, scope, id);
  if (!state.case_ended_at) throw directoryError(409, 'directory_case_not_ended');
  await db.query(
    `UPDATE recipients SET case_ended_at = NULL, case_ended_by = NULL, delete_after = NULL WHERE customer_id = $1 AND id = $2`,
    [scope.customerId, id],
  );
  await db.query(`UPDATE recipient_staff SET status = $3 WHERE customer_id = $1 AND recipient_id = $2`, [
    scope.customerId,
    id,
    state.accepted_at ? 'accepted' : 'waiting',
  ]);
  await logAccess(db, scope, id, 'restore');
  return participantRecord(db, scope, id, false);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type Text = string | null;
interface ExportRow {
  full_name: string;
  national_id: Text;
  mobile_phone: Text;
  actno: Text;
  tiltak: Text;
  niva: Text;
  regarding: Text;
  created_at: Date;
  invited_at: Date | null;
  accepted_at: Date | null;
  case_ended_at: Date | null;
  activities: string[];
  groups: string[];
  staff: string[];
}

/** Everything the directory holds about the participant (the right of access); the export is logged. */
export async function exportParticipant(db: Queryable, scope: Scope, id: number, now: Date): Promise<ParticipantExport> {
  await participantRecord(db, scope, id, false);
  const { rows } = await db.query<ExportRow>(
    `SELECT r.full_name, r.national_id, r.mobile_phone, r.actno, r.tiltak, r.niva, r.regarding, r.created_at,
            r.invited_at, r.accepted_at, r.case_ended_at,
            ARRAY(SELECT a.name FROM activities a WHERE a.customer_id = r.customer_id AND (a.id = r.activity_id OR a.id IN
                   (SELECT activity_id FROM recipient_activities ra WHERE ra.customer_id = r.customer_id AND ra.recipient_id = r.id))
                  ORDER BY a.name) AS activities,
            ARRAY(SELECT g.name FROM recipient_group_members gm JOIN recipient_groups g ON g.id = gm.recipient_group_id
                   WHERE gm.customer_id = r.customer_id AND gm.recipient_id = r.id ORDER BY g.name) AS groups,
            ARRAY(SELECT trim(concat_ws(' ', u.first_name, u.last_name)) FROM recipient_staff s JOIN users u ON u.id = s.user_id
                   WHERE s.customer_id = r.customer_id AND s.recipient_id = r.id ORDER BY u.last_name) AS staff
       FROM recipients r WHERE r.customer_id = $1 AND r.id = $2`,
    [scope.customerId, id],
  );
  const r = rows[0]!;
  await logAccess(db, scope, id, 'export');
  return {
    exportedAt: now.toISOString(),
    participant: {
      fullName: r.full_name,
      nationalId: r.national_id,
      mobilePhone: r.mobile_phone,
      caseNumber: r.actno,
      tiltak: r.tiltak,
      niva: r.niva,
      regarding: r.regarding,
      createdAt: iso(r.created_at)!,
      invitedAt: iso(r.invited_at),
      acceptedAt: iso(r.accepted_at),
      caseEndedAt: iso(r.case_ended_at),
    },
    activities: r.activities,
    groups: r.groups,
    staff: r.staff,
  };
}

/** Removes one participant's personal data when its time has come; nothing if the case was restored. */
export async function deletePersonalData(db: Database, customerId: number, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string | null; case_ended_at: Date; delete_after: Date; case_ended_by: string }>(
      `SELECT user_id, case_ended_at, delete_after, case_ended_by FROM recipients
        WHERE customer_id = $1 AND id = $2 AND case_ended_at IS NOT NULL AND delete_after <= $3 AND anonymised_at IS NULL
        FOR UPDATE`,
      [customerId, id, now],
    );
    const row = rows[0];
    if (!row) return false;
    await tx.query(
      `UPDATE recipients SET full_name = 'Deleted participant', national_id = NULL, mobile_phone = NULL, regarding = NULL,
              actno = NULL, tiltak = NULL, niva = NULL, directory_user_id = NULL, invitation_code = NULL,
              anonymised_at = $3, deleted_at = $3
        WHERE customer_id = $1 AND id = $2`,
      [customerId, id, now],
    );
    if (row.user_id !== null) await closeUser(tx, customerId, Number(row.user_id), now);
    for (const table of ['recipient_group_members', 'recipient_activities', 'recipient_staff'])
      await tx.query(`DELETE FROM ${table} WHERE customer_id = $1 AND recipient_id = $2`, [customerId, id]);
    const retentionDays = Math.round((new Date(row.delete_after).getTime() - new Date(row.case_ended_at).getTime()) / DAY_MS);
    await tx.query(
      `INSERT INTO directory_deletion_log (customer_id, recipient_id, case_ended_at, retention_days, deleted_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [customerId, id, row.case_ended_at, retentionDays, now],
    );
    await logAccess(tx, { customerId, staffId: Number(row.case_ended_by) }, id, 'delete_data');
    return true;
  });
}

/** The participant's own user: emptied of personal data, closed, its sessions ended. */
async function closeUser(tx: Queryable, customerId: number, userId: number, now: Date) {
  await tx.query(
    `UPDATE users SET username = 'deleted-' || id, email = NULL, mobile_phone = NULL, first_name = '', middle_name = NULL,
            last_name = '', national_id = NULL, password_hash = NULL, invitation_code = NULL, journal = NULL,
            journal_user_id = NULL, bruker_bruker_navn = NULL, deleted_at = $3
      WHERE customer_id = $1 AND id = $2 AND role = 'participant'`,
    [customerId, userId, now],
  );
  await tx.query('UPDATE sessions SET revoked_at = $3 WHERE customer_id = $1 AND user_id = $2 AND revoked_at IS NULL', [
    customerId,
    userId,
    now,
  ]);
}

/** The job (one per ended case, keyed by the participant, due at delete_after). */
export async function runDeletionJob(job: DueJob, context: AreaContext): Promise<void> {
  const { recipientId } = job.payload as { recipientId: number };
  const db = crossTenant(context.db, 'a job: the ended case names its tenant');
  await deletePersonalData(db, job.customerId ?? 0, recipientId, context.clock.now());
}

/** The deletion log: ids and dates, never a name. */
export async function deletionLog(db: Queryable, customerId: number) {
  const { rows } = await db.query<{ id: string; recipient_id: string; case_ended_at: Date; retention_days: number; deleted_at: Date }>(
    `SELECT id, recipient_id, case_ended_at, retention_days, deleted_at FROM directory_deletion_log
      WHERE customer_id = $1 ORDER BY deleted_at DESC, id DESC LIMIT 200`,
    [customerId],
  );
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      recipientId: Number(row.recipient_id),
      caseEndedAt: iso(row.case_ended_at)!,
      retentionDays: row.retention_days,
      deletedAt: iso(row.deleted_at)!,
    })),
  };
}
