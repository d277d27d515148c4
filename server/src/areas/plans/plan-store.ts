// Issue 28 item 2: plans (a participant's recurring package of parcels) and blueprints. The plan
// page's list: per plan what was sent, what is due next and what was answered. SQL under the caller's
// row-level security; the next send is planted on the job runner (plan-send.ts).
import type { PlanDetail, PlanInput, PlanSummary } from '@portal/rules';
import type { Caller } from '../../area-kit/caller';
import type { Queryable } from '../../db/database';
import { planError } from './plan-errors';
import { linkedEvents } from './plan-events';
import { readPlanSchedule } from './plan-recurrence';

type Who = Pick<Caller, 'customerId' | 'userId'>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface CreatedPlan {
  id: number;
  recipientId: number | null;
  nextSendAt: Date | null;
}

export async function createPlan(
  tx: Queryable,
  who: Who & { userName: string },
  input: PlanInput,
  now: Date,
): Promise<CreatedPlan> {
  const schedule = readPlanSchedule(input.rruleset);
  const blueprint = input.recipientId === null;
  const nextSendAt = blueprint ? null : schedule.nextAfter(new Date(now.getTime() - 1));
  if (!blueprint && nextSendAt === null)
    throw planError(400, 'plans.rruleInvalid', { detail: 'no send is left after now' });
  if (!blueprint) {
    const found = await tx.query(
      'SELECT 1 FROM recipients WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL',
      [who.customerId, input.recipientId],
    );
    if (found.rows.length === 0) throw planError(404, 'plans.participantNotFound');
  }
  const parcelIds = [...new Set(input.parcelIds)];
  const parcels = await tx.query(
    `SELECT 1 FROM artifact_parcels WHERE customer_id = $1 AND id = ANY($2::bigint[])
        AND deleted_at IS NULL AND archived_at IS NULL`,
    [who.customerId, parcelIds],
  );
  if (parcels.rows.length !== parcelIds.length) throw planError(404, 'plans.parcelNotFound');
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO artifact_packages (customer_id, recipient_id, is_blueprint, rruleset, next_send_at,
                                    created_by, created_by_name, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $6) RETURNING id`,
    [who.customerId, input.recipientId, blueprint, input.rruleset, nextSendAt, who.userId, who.userName],
  );
  const id = Number(rows[0]!.id);
  for (const parcelId of parcelIds)
    await tx.query(
      `INSERT INTO artifact_package_artifact_parcel (artifact_package_id, artifact_parcel_id, customer_id)
       VALUES ($1, $2, $3)`,
      [id, parcelId, who.customerId],
    );
  if (!blueprint)
    await tx.query(
      `INSERT INTO artifact_package_cron (artifact_packages_id, customer_id, cron_start_schedule_id)
       VALUES ($1, $2, $3)`,
      [id, who.customerId, planJobKey(id)],
    );
  return { id, recipientId: input.recipientId, nextSendAt };
}

/** The job runner's key of a plan's next send (artifact_package_cron.cron_start_schedule_id). */
export const planJobKey = (planId: number) => `plans.send:${planId}`;

interface PlanRow {
  id: string;
  recipient_id: string | null;
  recipient_name: string | null;
  is_blueprint: boolean;
  rruleset: string | null;
  next_send_at: Date | null;
  last_sent_at: Date | null;
  sent: string;
  answered: string;
  created_by_name: string | null;
  parcels: { id: number; title: string }[];
}

const PLAN_SELECT = `
  SELECT a.id, a.recipient_id, r.full_name AS recipient_name, a.is_blueprint, a.rruleset, a.next_send_at,
         a.last_sent_at, a.created_by_name,
         (SELECT count(*) FROM queries q WHERE q.customer_id = a.customer_id AND q.artifact_package_id = a.id
             AND q.deleted_at IS NULL) AS sent,
         (SELECT count(*) FROM queries q WHERE q.customer_id = a.customer_id AND q.artifact_package_id = a.id
             AND q.deleted_at IS NULL AND q.status IN ('ANSWERED', 'SIGNED')) AS answered,
         coalesce((SELECT jsonb_agg(jsonb_build_object('id', p.id, 'title', p.title) ORDER BY p.id)
                     FROM artifact_package_artifact_parcel pp
                     JOIN artifact_parcels p ON p.id = pp.artifact_parcel_id AND p.customer_id = pp.customer_id
                    WHERE pp.customer_id = a.customer_id AND pp.artifact_package_id = a.id), '[]'::jsonb) AS parcels
    FROM artifact_packages a
    LEFT JOIN recipients r ON r.id = a.recipient_id AND r.customer_id = a.customer_id
   WHERE a.customer_id = $1 AND a.deleted_at IS NULL AND a.ended_at IS NULL AND a.rruleset IS NOT NULL`;

const summary = (row: PlanRow): PlanSummary => ({
  id: Number(row.id),
  recipientId: row.recipient_id === null ? null : Number(row.recipient_id),
  recipientName: row.recipient_name,
  isBlueprint: row.is_blueprint,
  rruleset: row.rruleset ?? '',
  parcels: row.parcels.map((p) => ({ id: Number(p.id), title: p.title })),
  nextSendAt: iso(row.next_send_at),
  lastSentAt: iso(row.last_sent_at),
  sent: Number(row.sent),
  answered: Number(row.answered),
  createdByName: row.created_by_name,
});

export async function listPlans(db: Queryable, who: Who): Promise<PlanSummary[]> {
  const { rows } = await db.query<PlanRow>(`${PLAN_SELECT} ORDER BY a.is_blueprint DESC, r.full_name, a.id`, [
    who.customerId,
  ]);
  return rows.map(summary);
}

export async function planDetail(db: Queryable, who: Who, id: number, now: Date): Promise<PlanDetail> {
  const { rows } = await db.query<PlanRow>(`${PLAN_SELECT} AND a.id = $2`, [who.customerId, id]);
  const row = rows[0];
  if (!row) throw planError(404, 'plans.planNotFound');
  return detailOf(db, who, row, now);
}

/** A participant's own plans (their recipient row's user is the caller), each with its sends; nothing of others. */
export async function ownPlans(db: Queryable, who: Who, now: Date): Promise<PlanDetail[]> {
  const { rows } = await db.query<PlanRow>(
    `${PLAN_SELECT} AND NOT a.is_blueprint AND r.user_id = $2 AND r.deleted_at IS NULL ORDER BY a.next_send_at NULLS LAST, a.id`,
    [who.customerId, who.userId],
  );
  return Promise.all(rows.map((row) => detailOf(db, who, row, now)));
}

async function detailOf(db: Queryable, who: Who, row: PlanRow, now: Date): Promise<PlanDetail> {
  const id = Number(row.id);
  const sends = await db.query<{
    occurrence: Date;
    created_at: Date;
    queries: { id: number; title: string; status: string }[];
  }>(
    `SELECT s.occurrence, s.created_at,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id', q.id, 'title', q.title, 'status', q.status) ORDER BY q.id)
                        FROM queries q WHERE q.customer_id = s.customer_id AND q.id = ANY(s.query_ids)
                         AND q.deleted_at IS NULL), '[]'::jsonb) AS queries
       FROM artifact_package_sends s
      WHERE s.customer_id = $1 AND s.artifact_package_id = $2 ORDER BY s.occurrence DESC LIMIT 100`,
    [who.customerId, id],
  );
  const from = row.next_send_at ? new Date(row.next_send_at) : now;
  const upcoming =
    row.is_blueprint || !row.rruleset || !row.next_send_at
      ? []
      : readPlanSchedule(row.rruleset).between(from, new Date(from.getTime() + 400 * 86_400_000), 8);
  return {
    plan: summary(row),
    events: await linkedEvents(db, who, id),
    upcoming: upcoming.map((date) => date.toISOString()),
    sends: sends.rows.map((send) => ({
      occurrence: new Date(send.occurrence).toISOString(),
      sentAt: new Date(send.created_at).toISOString(),
      queries: send.queries.map((q) => ({ id: Number(q.id), title: q.title, status: q.status })),
    })),
  };
}

/** Ends a plan: nothing more is sent; its sends and questionnaires stay. */
export async function endPlan(tx: Queryable, who: Who, id: number) {
  const { rows } = await tx.query(
    `UPDATE artifact_packages SET ended_at = now(), next_send_at = NULL, updated_by = $3
      WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL AND ended_at IS NULL RETURNING id`,
    [who.customerId, id, who.userId],
  );
  if (rows.length === 0) throw planError(404, 'plans.planNotFound');
}
