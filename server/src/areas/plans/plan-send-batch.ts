// Issue 28 item 3, the figure (10,000 due plans within 60 s on two instances): the send path in
// batches. A `plans.send` job first sends up to PLAN_BATCH other due plans in one transaction, set-based:
// it locks them (FOR UPDATE SKIP LOCKED, so two instances take different plans), records each
// occurrence (unique per plan and occurrence), makes the questionnaires, shares the parcels' documents
// and asks their consents, moves next_send_at and moves each plan's own job to its next send, all or
// nothing. Exactly once holds as for one plan (plan-send.ts): a crash before the commit leaves every
// plan of the batch as it was; after it, each is recorded and moved. A plan whose participant is gone
// is not taken (its own job fails alone, retried and listed for admins); a batch that fails for any
// other reason is dropped and each plan goes on by its own job.
import type { Queryable } from '../../db/database';
import { readPlanSchedule } from './plan-recurrence';

/** How many plans one batch sends (one transaction). */
export const PLAN_BATCH = 250;

interface Locked {
  id: string;
  customer_id: string;
  rruleset: string;
  next_send_at: Date;
}

async function lockDuePlans(tx: Queryable, now: Date, limit: number) {
  const { rows } = await tx.query<Locked>(
    `SELECT a.id, a.customer_id, a.rruleset, a.next_send_at
       FROM artifact_packages a
       JOIN recipients r ON r.id = a.recipient_id AND r.customer_id = a.customer_id AND r.deleted_at IS NULL
      WHERE a.next_send_at <= $1 AND a.deleted_at IS NULL AND a.ended_at IS NULL AND NOT a.is_blueprint
        AND a.rruleset IS NOT NULL
      ORDER BY a.next_send_at, a.id LIMIT $2
      FOR UPDATE OF a SKIP LOCKED`,
    [now, limit],
  );
  return rows;
}

/** The questionnaires of the recorded sends, one per live template of each plan's parcels. */
async function insertBatchQueries(tx: Queryable, planIds: string[]) {
  const { rows } = await tx.query<{ id: string; artifact_package_id: string }>(
    `INSERT INTO queries (customer_id, patient_id, template_id, artifact_package_id, title, status, properties,
                          share_with_recipient, valid_to, created_by, updated_by)
     SELECT DISTINCT ON (a.id, t.id) a.customer_id, a.recipient_id, t.id, a.id, t.title, 'SENT',
            jsonb_build_object('actionTypes', '[]'::jsonb, 'withPrefillFromConnector', false,
              'withPostToConnector', false,
              'template', jsonb_strip_nulls(jsonb_build_object('context', t.context, 'journal_roles', t.journal_roles,
                'offer_types', t.offer_types, 'offers', t.offers, 'qnr_info', t.qnr_info))),
            true, CASE WHEN t.valid_days IS NULL THEN NULL ELSE now() + make_interval(days => t.valid_days) END,
            a.created_by, a.created_by
       FROM artifact_packages a
       JOIN artifact_package_artifact_parcel pp ON pp.artifact_package_id = a.id AND pp.customer_id = a.customer_id
       JOIN template_artifact_parcel tp ON tp.artifact_parcel_id = pp.artifact_parcel_id AND tp.customer_id = a.customer_id
       JOIN qnr_effective_templates t ON t.id = tp.template_id AND t.customer_id = a.customer_id
                                     AND t.deleted_at IS NULL AND NOT t.archived
      WHERE a.id = ANY($1::bigint[])
      ORDER BY a.id, t.id
     RETURNING id, artifact_package_id`,
    [planIds],
  );
  return rows;
}

/** The parcels' documents shared and consents asked (once per consent and participant). */
async function insertBatchLinks(tx: Queryable, planIds: string[]) {
  const from = `FROM artifact_packages a
       JOIN artifact_package_artifact_parcel pp ON pp.artifact_package_id = a.id AND pp.customer_id = a.customer_id`;
  await tx.query(
    `INSERT INTO document_patient (document_id, patient_id, customer_id, artifact_package_id, create_user_id,
                                   share_with_recipient)
     SELECT d.id, a.recipient_id, a.customer_id, a.id, a.created_by, true ${from}
       JOIN documents d ON d.customer_id = a.customer_id AND d.artifact_parcel_id = pp.artifact_parcel_id
                       AND d.deleted_at IS NULL
      WHERE a.id = ANY($1::bigint[])`,
    [planIds],
  );
  await tx.query(
    `INSERT INTO consent_patient (consent_id, patient_id, customer_id, artifact_package_id)
     SELECT DISTINCT ON (c.id, a.recipient_id) c.id, a.recipient_id, a.customer_id, a.id ${from}
       JOIN consents c ON c.customer_id = a.customer_id AND c.artifact_parcel_id = pp.artifact_parcel_id
                      AND c.deleted_at IS NULL
      WHERE a.id = ANY($1::bigint[])
     ON CONFLICT (consent_id, patient_id) DO NOTHING`,
    [planIds],
  );
}

/** Each plan's next send by its schedule (a schedule read once per distinct rule set). */
function nextSends(plans: Locked[], now: Date) {
  const schedules = new Map<string, ReturnType<typeof readPlanSchedule>>();
  return plans.map((plan) => {
    let schedule = schedules.get(plan.rruleset);
    if (!schedule) schedules.set(plan.rruleset, (schedule = readPlanSchedule(plan.rruleset)));
    return schedule.nextAfter(now);
  });
}

/** Moves the plans and their jobs: the next send, or ended with its job gone when none is left. */
async function movePlans(tx: Queryable, plans: Locked[], next: (Date | null)[], now: Date, jobName: string) {
  const ids = plans.map((p) => p.id);
  await tx.query(
    `UPDATE artifact_packages a SET last_sent_at = x.last, next_send_at = x.next,
            ended_at = CASE WHEN x.next IS NULL THEN $4::timestamptz END
       FROM unnest($1::bigint[], $2::timestamptz[], $3::timestamptz[]) AS x (id, last, next)
      WHERE a.id = x.id`,
    [ids, plans.map((p) => p.next_send_at), next, now],
  );
  const going = plans.filter((_, i) => next[i] !== null);
  await tx.query(
    `INSERT INTO scheduled_jobs (name, key, customer_id, payload, run_at)
     SELECT $1, $1 || ':' || x.id, x.customer_id, jsonb_build_object('planId', x.id), x.run_at
       FROM unnest($2::bigint[], $3::bigint[], $4::timestamptz[]) AS x (id, customer_id, run_at)
     ON CONFLICT (key) DO UPDATE SET run_at = EXCLUDED.run_at, payload = EXCLUDED.payload, attempts = 0,
       claim = NULL, locked_until = NULL, last_error = NULL, failed_at = NULL`,
    [jobName, going.map((p) => p.id), going.map((p) => p.customer_id), next.filter((d) => d !== null)],
  );
  const ended = plans.filter((_, i) => next[i] === null).map((p) => `${jobName}:${p.id}`);
  if (ended.length) await tx.query('DELETE FROM scheduled_jobs WHERE key = ANY($1::text[])', [ended]);
}

/** Sends up to `limit` due plans in one transaction; how many were taken. */
export async function sendDuePlanBatch(tx: Queryable, now: Date, jobName: string, limit = PLAN_BATCH) {
  const plans = await lockDuePlans(tx, now, limit);
  if (plans.length === 0) return 0;
  const recorded = await tx.query<{ id: string; artifact_package_id: string }>(
    `INSERT INTO artifact_package_sends (customer_id, artifact_package_id, occurrence)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::timestamptz[])
     ON CONFLICT (artifact_package_id, occurrence) DO NOTHING RETURNING id, artifact_package_id`,
    [plans.map((p) => p.customer_id), plans.map((p) => p.id), plans.map((p) => p.next_send_at)],
  );
  const sentIds = recorded.rows.map((row) => row.artifact_package_id);
  if (sentIds.length > 0) {
    const made = await insertBatchQueries(tx, sentIds);
    await tx.query(
      `UPDATE artifact_package_sends s SET query_ids = q.ids
         FROM (SELECT artifact_package_id, array_agg(id ORDER BY id) AS ids
                 FROM unnest($2::bigint[], $3::bigint[]) AS m (id, artifact_package_id) GROUP BY artifact_package_id) q
        WHERE s.id = ANY($1::bigint[]) AND s.artifact_package_id = q.artifact_package_id`,
      [recorded.rows.map((r) => r.id), made.map((m) => m.id), made.map((m) => m.artifact_package_id)],
    );
    await insertBatchLinks(tx, sentIds);
  }
  await movePlans(tx, plans, nextSends(plans, now), now, jobName);
  return plans.length;
}
