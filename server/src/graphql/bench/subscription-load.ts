import type { Database } from '../../db/database';
import { planRequest } from '../execute/execute-operation';
import type { GraphqlEngine } from '../execute/graphql-engine';
import type { SessionValues } from '../ir/session-values';
import { LiveQueryHub } from '../subscriptions/live-query-hub';

export interface SubscriptionLoad {
  subscribers: number;
  groups: number;
  /** From the committing write to the changed subscriber's push. */
  deliveryMs: number;
}

/**
 * Live queries held by one instance: `count` subscribers of one shape (different variables, as many
 * users watching their own participant), then one write; how long until the change is delivered.
 */
export async function measureSubscriptionLoad(
  db: Database,
  engine: GraphqlEngine,
  session: SessionValues,
  recipientIds: number[],
  count: number,
): Promise<SubscriptionLoad> {
  const hub = new LiveQueryHub(db, engine.model);
  await hub.start();
  const query =
    'subscription ($id: bigint!) { queries_aggregate(where: {patient_id: {_eq: $id}}) { aggregate { count } } }';
  const pushes = new Map<number, number>();
  const stops: (() => void)[] = [];
  for (let i = 0; i < count; i++) {
    const id = recipientIds[i % recipientIds.length]!;
    const plan = planRequest(engine, session, { query, variables: { id } }).plans[0]!;
    if (plan.kind !== 'query') throw new Error('not a query');
    stops.push(hub.subscribe(plan.ir, session, () => pushes.set(i, Date.now())));
  }
  const settle = async () => {
    for (let i = 0; i < 600 && pushes.size < count; i++) await new Promise((r) => setTimeout(r, 50));
  };
  await settle();
  pushes.clear();
  const target = recipientIds[0]!;
  const started = Date.now();
  await db.query("INSERT INTO queries (customer_id, patient_id, title) VALUES ($1, $2, 'live')", [
    session.customerId,
    target,
  ]);
  for (let i = 0; i < 400 && !pushes.has(0); i++) await new Promise((r) => setTimeout(r, 5));
  const deliveryMs = (pushes.get(0) ?? Number.NaN) - started;
  const groups = hub.groupCount;
  stops.forEach((s) => s());
  await hub.stop();
  return { subscribers: count, groups, deliveryMs };
}
