// Issue 28 item 3: a plan's sends on the job runner. Each plan with a next send has one job,
// `plans.send` under the key `plans.send:<id>`, at its next_send_at. The job's transaction locks the
// plan, records the occurrence in artifact_package_sends (unique per plan and occurrence), makes the
// questionnaires and moves next_send_at to the schedule's next time, all or nothing: a crash before the
// commit leaves the plan as it was (the runner gives the job back and it runs again), a crash after it
// finds the occurrence recorded and next_send_at moved, so a send happens exactly once whatever the
// number of instances. Then the next job is planted. A participant whose send fails (a deleted
// participant, a database error) is that job's failure, retried with the runner's backoff and listed
// for admins (GET /api/plans/failures); the other plans' jobs are apart and go on.
import type { AreaContext } from '../../area-kit/feature-area';
import type { Database, Queryable } from '../../db/database';
import { crossTenant } from '../../db/tenant-scope';
import type { DueJob } from '../../jobs';
import { insertSentLinks } from './parcel-links';
import { PLAN_BATCH, sendDuePlanBatch } from './plan-send-batch';
import { insertSentQueries, packageParcelIds, packageTemplateIds } from './plan-queries';
import { readPlanSchedule } from './plan-recurrence';
import { planJobKey } from './plan-store';

export const PLAN_SEND_JOB = 'plans.send';
/** The sweep that plants a job for every plan with a next send and none pending (demo data, a lost job). */
export const PLAN_PLANT_SWEEP = 'plans.plant';
export const PLAN_PLANT_EVERY_MS = 5 * 60_000;

interface PlanToSend {
  id: string;
  customer_id: string;
  recipient_id: string | null;
  recipient_live: boolean;
  rruleset: string;
  next_send_at: Date | null;
  created_by: string | null;
}

/** Plants (or moves) the job of a plan's next send. */
export async function plantPlanJob(
  jobs: AreaContext['jobs'],
  plan: { id: number; customerId: number; nextSendAt: Date | null },
) {
  if (plan.nextSendAt === null) await jobs.cancel(planJobKey(plan.id));
  else
    await jobs.schedule({
      name: PLAN_SEND_JOB,
      key: planJobKey(plan.id),
      runAt: plan.nextSendAt,
      customerId: plan.customerId,
      payload: { planId: plan.id },
    });
}

async function sendOccurrence(tx: Queryable, plan: PlanToSend, occurrence: Date) {
  const customerId = Number(plan.customer_id);
  const recorded = await tx.query<{ id: string }>(
    `INSERT INTO artifact_package_sends (customer_id, artifact_package_id, occurrence) VALUES ($1, $2, $3)
     ON CONFLICT (artifact_package_id, occurrence) DO NOTHING RETURNING id`,
    [customerId, plan.id, occurrence],
  );
  if (!recorded.rows[0]) return;
  if (plan.recipient_id === null || !plan.recipient_live)
    throw new Error(`plan ${plan.id}: the participant is no longer in the portal`);
  const sent = {
    customerId,
    userId: plan.created_by === null ? null : Number(plan.created_by),
    recipientIds: [Number(plan.recipient_id)],
    packageId: Number(plan.id),
  };
  const made = await insertSentQueries(tx, {
    ...sent,
    templateIds: await packageTemplateIds(tx, customerId, Number(plan.id)),
  });
  await insertSentLinks(tx, { ...sent, parcelIds: await packageParcelIds(tx, customerId, Number(plan.id)) });
  await tx.query('UPDATE artifact_package_sends SET query_ids = $2::bigint[] WHERE id = $1', [
    recorded.rows[0].id,
    made.map((q) => q.id),
  ]);
}

/** The job: sends the plan's due occurrence once and returns what to plant next. */
export async function sendDuePlan(db: Database, planId: number, now: Date) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<PlanToSend>(
      `SELECT a.id, a.customer_id, a.recipient_id, a.rruleset, a.next_send_at, a.created_by,
              (r.id IS NOT NULL AND r.deleted_at IS NULL) AS recipient_live
         FROM artifact_packages a LEFT JOIN recipients r ON r.id = a.recipient_id AND r.customer_id = a.customer_id
        WHERE a.id = $1 AND a.deleted_at IS NULL AND a.ended_at IS NULL AND NOT a.is_blueprint
          AND a.rruleset IS NOT NULL
        FOR UPDATE OF a`,
      [planId],
    );
    const plan = rows[0];
    if (!plan?.next_send_at) return null;
    const due = new Date(plan.next_send_at);
    const customerId = Number(plan.customer_id);
    // Sent already, or moved: the job only (re)plants the plan's real next send.
    if (due > now) return { id: planId, customerId, nextSendAt: due };
    await sendOccurrence(tx, plan, due);
    // After downtime, what was missed is not sent in a burst: the next send is the first after now.
    const next = readPlanSchedule(plan.rruleset).nextAfter(now);
    await tx.query(
      `UPDATE artifact_packages SET last_sent_at = $2, next_send_at = $3,
              ended_at = CASE WHEN $3::timestamptz IS NULL THEN $4::timestamptz END
        WHERE id = $1`,
      [planId, due, next, now],
    );
    return { id: planId, customerId, nextSendAt: next };
  });
}

/** What the send job reads of the area's context (a test's child process gives only these). */
export type PlanSendContext = Pick<AreaContext, 'db' | 'clock' | 'jobs'>;

/**
 * The `plans.send` handler: first a batch of other due plans in one transaction (plan-send-batch.ts;
 * a batch that fails is dropped, each of its plans goes on by its own job), then the job's own plan,
 * which the batch may have sent already (then its next job is only planted again).
 */
export function planSendJob(batch = PLAN_BATCH) {
  return async (job: DueJob, context: PlanSendContext) => {
    const planId = Number((job.payload as { planId?: unknown }).planId);
    if (!Number.isSafeInteger(planId)) throw new Error('plans.send: the job names no plan');
    const db = crossTenant(context.db, 'the scheduler sends the due plans of every tenant');
    const now = context.clock.now();
    if (batch > 1)
      await db.transaction((tx) => sendDuePlanBatch(tx, now, PLAN_SEND_JOB, batch)).catch(() => 0);
    const next = await sendDuePlan(db, planId, now);
    if (next) await plantPlanJob(context.jobs, next);
  };
}

export const runPlanSendJob = planSendJob();

/** Plants the missing jobs of plans with a next send (the queue's own insert, as a trigger may). */
export async function plantMissingPlanJobs(context: Pick<AreaContext, 'db'>) {
  const db = crossTenant(context.db, 'the scheduler plants the plans of every tenant');
  await db.query(
    `INSERT INTO scheduled_jobs (name, key, customer_id, payload, run_at)
     SELECT $1, 'plans.send:' || a.id, a.customer_id, jsonb_build_object('planId', a.id), a.next_send_at
       FROM artifact_packages a
      WHERE a.next_send_at IS NOT NULL AND a.deleted_at IS NULL AND a.ended_at IS NULL AND NOT a.is_blueprint
     ON CONFLICT (key) DO NOTHING`,
    [PLAN_SEND_JOB],
  );
}

/** The scheduler's failed and retrying sends of the caller's tenant (admins' page). */
export async function planFailures(db: Database, customerId: number) {
  const owner = crossTenant(db, 'the job queue is read for one tenant, named in the query');
  const { rows } = await owner.query<{
    plan_id: string | null;
    full_name: string | null;
    run_at: Date;
    attempts: number;
    last_error: string | null;
    failed_at: Date | null;
  }>(
    `SELECT (j.payload ->> 'planId')::bigint AS plan_id, r.full_name, j.run_at, j.attempts, j.last_error, j.failed_at
       FROM scheduled_jobs j
       LEFT JOIN artifact_packages a ON a.id = (j.payload ->> 'planId')::bigint AND a.customer_id = j.customer_id
       LEFT JOIN recipients r ON r.id = a.recipient_id AND r.customer_id = a.customer_id
      WHERE j.customer_id = $1 AND j.name = $2 AND (j.failed_at IS NOT NULL OR j.last_error IS NOT NULL)
      ORDER BY j.failed_at DESC NULLS LAST, j.run_at LIMIT 200`,
    [customerId, PLAN_SEND_JOB],
  );
  return rows.map((row) => ({
    planId: row.plan_id === null ? null : Number(row.plan_id),
    recipientName: row.full_name,
    runAt: new Date(row.run_at).toISOString(),
    attempts: row.attempts,
    error: row.last_error,
    gaveUp: row.failed_at !== null,
  }));
}
