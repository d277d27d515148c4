// Issue 28 item 2: plans linked to calendar events (event_artifact_package): a meeting where the plan
// is followed up, shown on the plan page (and the participant's own plans). Only the plan's
// participant's events of the same tenant may be linked.
import type { Queryable } from '../../db/database';
import { planError } from './plan-errors';

type Who = { customerId: number; userId: number };

export interface PlanEvent {
  id: number;
  title: string;
  startsAt: string;
}

const shape = (row: { id: string; title: string; starts_at: Date }): PlanEvent => ({
  id: Number(row.id),
  title: row.title,
  startsAt: new Date(row.starts_at).toISOString(),
});

/** The events linked to a plan, in time order. */
export async function linkedEvents(db: Queryable, who: Pick<Who, 'customerId'>, planId: number) {
  const { rows } = await db.query<{ id: string; title: string; starts_at: Date }>(
    `SELECT e.id, e.title, e.starts_at FROM event_artifact_package ep
       JOIN events e ON e.id = ep.event_id AND e.customer_id = ep.customer_id
      WHERE ep.customer_id = $1 AND ep.artifact_package_id = $2 ORDER BY e.starts_at, e.id`,
    [who.customerId, planId],
  );
  return rows.map(shape);
}

/**
 * The plan's participant's events that may be linked (the latest 100); a plan that is not the
 * tenant's (or is gone) is not found, as it is for every other plan route.
 */
export async function eventChoices(db: Queryable, who: Pick<Who, 'customerId'>, planId: number) {
  const { rows } = await db.query<{ id: string | null; title: string | null; starts_at: Date | null }>(
    `SELECT e.id, e.title, e.starts_at FROM artifact_packages a
       LEFT JOIN LATERAL (
         SELECT e.id, e.title, e.starts_at FROM events e
          WHERE e.customer_id = a.customer_id AND e.recipient_id = a.recipient_id
          ORDER BY e.starts_at DESC, e.id LIMIT 100) e ON true
      WHERE a.customer_id = $1 AND a.id = $2 AND a.deleted_at IS NULL
      ORDER BY e.starts_at DESC, e.id`,
    [who.customerId, planId],
  );
  if (rows.length === 0) throw planError(404, 'plans.planNotFound');
  // The plan with no events is one row of nulls (the lateral join's).
  return rows.flatMap(({ id, title, starts_at }) =>
    id === null || starts_at === null ? [] : [shape({ id, title: title ?? '', starts_at })],
  );
}

/** Links exactly these events to the plan; an event not of the plan's participant is refused. */
export async function setPlanEvents(tx: Queryable, who: Who, planId: number, eventIds: readonly number[]) {
  const plan = await tx.query(
    `SELECT 1 FROM artifact_packages WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL
        AND NOT is_blueprint FOR UPDATE`,
    [who.customerId, planId],
  );
  if (plan.rows.length === 0) throw planError(404, 'plans.planNotFound');
  const unique = [...new Set(eventIds)];
  const allowed = (await eventChoices(tx, who, planId)).map((e) => e.id);
  if (unique.some((id) => !allowed.includes(id))) throw planError(404, 'plans.eventNotFound');
  await tx.query(
    `DELETE FROM event_artifact_package WHERE customer_id = $1 AND artifact_package_id = $2
        AND NOT (event_id = ANY($3::bigint[]))`,
    [who.customerId, planId, unique],
  );
  await tx.query(
    `INSERT INTO event_artifact_package (event_id, artifact_package_id, customer_id, created_by, updated_by)
     SELECT x.id, $2, $1, $4, $4 FROM unnest($3::bigint[]) AS x (id)
     ON CONFLICT (event_id, artifact_package_id) DO NOTHING`,
    [who.customerId, planId, unique, who.userId],
  );
}
