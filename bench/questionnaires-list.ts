// Issue 13 figure: the all-questionnaires list's first page over 100,000 questionnaires of one
// tenant, as staff ask for it (the very GraphQL and variables of apps/artifact QnrList: not
// archived, newest first, 25 rows and the count, which stops past 1,000 beyond the page: "more
// than 1000"). Prints the server time of the request (median of 7) with its ratio to the goal
// (150 ms), and the EXPLAIN ANALYZE of the SQL the engine runs for it. PGlite by default;
// PostgreSQL with TEST_DB_KIND=postgres TEST_DATABASE_URL=postgres://…
// Run: npx tsx bench/questionnaires-list.ts
import { performance } from 'node:perf_hooks';
import {
  QNR_LIST_QUERY,
  qnrCountLimit,
  qnrListOrder,
  qnrListTotal,
  qnrListWhere,
  type QnrListFilters,
} from '../apps/artifact/src/features/questionnaires/qnr-list-query';
import { planRequest, queryStatement } from '../server/src/graphql/execute/execute-operation';
import type { SessionValues } from '../server/src/graphql/shared/session-values';
import { signInAs } from '../server/src/test/sign-in-as';
import { startTestServer } from '../server/src/test/test-server';

const COUNT = 100_000;
const GOAL_MS = 150;
const QUERY = QNR_LIST_QUERY;
const filters: QnrListFilters = { search: '', status: '', templateId: null, participant: '', from: '', to: '', archived: false, patientId: null };
const variables = {
  where: qnrListWhere(filters),
  order: qnrListOrder('created_at', 'desc'),
  limit: 25,
  offset: 0,
  countLimit: qnrCountLimit(0),
};

const server = await startTestServer();
try {
  const { rows } = await server.db.query<{ customer: number; staff: number }>(
    `SELECT c.id AS customer, u.id AS staff FROM customers c JOIN users u ON u.customer_id = c.id AND u.username = 'staff'
      WHERE c.subdomain = 'demo'`,
  );
  const { customer, staff } = rows[0]!;
  const loadStarted = performance.now();
  await server.db.query(
    `INSERT INTO queries (customer_id, patient_id, template_id, title, status, archived, seen_by_therapist, valid_to, created_at, created_by)
     SELECT $1, r.ids[1 + (g % array_length(r.ids, 1))], t.ids[1 + (g % array_length(t.ids, 1))], 'Skjema ' || g,
            (ARRAY['SENT','STARTED','ANSWERED','EXPIRED','REJECTED'])[1 + g % 5], g % 10 = 0, g % 3 = 0,
            now() + interval '14 days', now() - (g || ' minutes')::interval, $2
       FROM generate_series(1, $3::integer) g,
            (SELECT array_agg(id) AS ids FROM recipients WHERE customer_id = $1) r,
            (SELECT array_agg(id) AS ids FROM templates WHERE customer_id = $1 AND deleted_at IS NULL) t`,
    [customer, staff, COUNT],
  );
  await server.db.query('ANALYZE queries');
  console.log(`all questionnaires (${server.db.kind}): ${COUNT} questionnaires of one tenant loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  const token = await signInAs(server, 'demo', 'staff');
  const ask = async () => {
    const started = performance.now();
    const answer = await server.request('/api/srvproxy/v1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: QUERY, variables }),
    });
    const ms = performance.now() - started;
    const body = answer.json<{ data?: { queries: unknown[]; queries_aggregate: { aggregate: { count: number } } } }>();
    if (!body.data) throw new Error(answer.text);
    return { ms, rows: body.data.queries.length, count: body.data.queries_aggregate.aggregate.count };
  };
  await ask();
  const runs = [];
  for (let i = 0; i < 7; i++) runs.push(await ask());
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  const total = qnrListTotal(runs[0]!.count, 0);
  console.log(
    `  first page (25 rows of ${total ?? `more than ${qnrCountLimit(0) - 1}`}), request time on localhost: median ${times[3]!.toFixed(1)} ms (${(times[3]! / GOAL_MS).toFixed(2)} of the ${GOAL_MS} ms goal), min ${times[0]!.toFixed(1)} ms, max ${times[6]!.toFixed(1)} ms`,
  );

  const session: SessionValues = { role: 'staff', customerId: Number(customer), userId: Number(staff) };
  const planned = planRequest(server.app.graphqlEngine, session, { query: QUERY, variables });
  for (const [index, plan] of planned.plans.entries()) {
    if (plan.kind !== 'query') continue;
    const statement = queryStatement(plan.ir, session, planned.variables);
    const explain = await server.db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
    console.log(`  EXPLAIN ANALYZE of the engine's statement ${index + 1} of ${planned.plans.length}:`);
    for (const line of explain.rows) console.log(`    ${Object.values(line)[0]}`);
  }
} finally {
  await server.close();
}
