// Issue 29 figure: the team leader's list over 500,000 time entries of one tenant, filtered to a
// month and a team (GET /api/time/team?from&to&leaderId), at or under 150 ms server time. The tenant
// has 200 staff members in ten teams of twenty, each with 2,500 registrations (two a working day,
// start and end, from June 2024 on); the admin asks for one team's month (about 840 rows), and the
// demo team leader for their own team's. Median and worst of several calls, HTTP round trip
// included, on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set).
// Run: npx tsx bench/time-team-list.ts [--entries=500000]
import { signInAs } from '../server/src/test/sign-in-as';
import { startTestServer, type TestServer } from '../server/src/test/test-server';

const ENTRIES = Number(process.argv.find((a) => a.startsWith('--entries='))?.slice(10) ?? 500_000);
const PEOPLE = 200;
const TEAM = 20;

async function fill(server: TestServer) {
  const { rows } = await server.db.query<{ customer: string | number; leader: string | number }>(
    `SELECT c.id AS customer, u.id AS leader FROM customers c JOIN users u ON u.customer_id = c.id AND u.username = 'leader'
      WHERE c.subdomain = 'demo'`,
  );
  const { customer, leader } = rows[0]!;
  const started = Date.now();
  await server.db.query(
    `INSERT INTO users (customer_id, username, first_name, last_name, role)
     SELECT $1, 'bench-' || g, 'Ansatt', 'Nummer ' || lpad(g::text, 3, '0'), CASE WHEN g % $3 = 1 THEN 'team_leader' ELSE 'staff' END
       FROM generate_series(1, $2::int) AS g`,
    [customer, PEOPLE, TEAM],
  );
  // Ten teams: each bench team leader leads the next nineteen; the demo leader leads the first team too.
  await server.db.query(
    `INSERT INTO time_team_members (customer_id, leader_id, user_id)
     SELECT $1, l.id, u.id FROM users l JOIN users u
         ON u.customer_id = l.customer_id AND u.username LIKE 'bench-%' AND l.username LIKE 'bench-%'
        AND (substr(u.username, 7)::int - 1) / $2 = (substr(l.username, 7)::int - 1) / $2 AND u.id <> l.id
      WHERE l.customer_id = $1 AND l.role = 'team_leader'
     UNION ALL
     SELECT $1, $3, u.id FROM users u WHERE u.customer_id = $1 AND u.username LIKE 'bench-%' AND substr(u.username, 7)::int <= $2`,
    [customer, TEAM, leader],
  );
  const perPerson = Math.ceil(ENTRIES / PEOPLE);
  // The day's rules are the trigger's; the bench's rows keep them by construction (two spans a day).
  await server.db.query('ALTER TABLE time_entries DISABLE TRIGGER check_time_entry_day');
  await server.db.query(
    `INSERT INTO time_entries (customer_id, user_id, date, minutes, start_time, end_time, activity_type, description)
     SELECT $1, u.id, d.day, 90 + (n % 2) * 60, CASE n % 2 WHEN 0 THEN time '08:30' ELSE time '12:30' END,
            CASE n % 2 WHEN 0 THEN time '10:00' ELSE time '14:30' END,
            (ARRAY['follow_up','employer_contact','meeting','travel','documentation'])[1 + (u.id + n) % 5],
            'Oppfølging ' || n
       FROM users u
       CROSS JOIN generate_series(0, $2::int - 1) AS n
       CROSS JOIN LATERAL (SELECT (date '2024-06-03' + ((n / 2) / 5) * 7 + (n / 2) % 5) AS day) d
      WHERE u.customer_id = $1 AND u.username LIKE 'bench-%'`,
    [customer, perPerson],
  );
  await server.db.query('ALTER TABLE time_entries ENABLE TRIGGER check_time_entry_day');
  await server.db.query('ANALYZE time_entries');
  await server.db.query('ANALYZE time_team_members');
  await server.db.query('ANALYZE users');
  const count = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM time_entries WHERE customer_id = $1',
    [customer],
  );
  console.log(
    `  ${count.rows[0]!.n} time entries of one tenant loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const lead = await server.db.query<{ id: string }>(
    `SELECT id FROM users WHERE customer_id = $1 AND username = 'bench-21'`,
    [customer],
  );
  return Number(lead.rows[0]!.id);
}

async function list(server: TestServer, token: string, query: string) {
  const started = process.hrtime.bigint();
  const answer = await server.request(`/api/time/team?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text}`);
  return { ms, rows: answer.json<{ entries: unknown[] }>().entries.length };
}

const server = await startTestServer();
try {
  console.log(
    `team-leader list over ${ENTRIES} time entries (${process.env.TEST_DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'}):`,
  );
  const benchLeader = await fill(server);
  const admin = await signInAs(server, 'demo', 'admin');
  const leader = await signInAs(server, 'demo', 'leader');
  const months = ['2025-01', '2025-03', '2025-09', '2026-02', '2025-05', '2024-11'];
  const range = (m: string) => `from=${m}-01&to=${m}-${m.endsWith('02') ? '28' : '30'}`;
  await list(server, admin, `${range('2024-10')}&leaderId=${benchLeader}`); // warm up
  const times: number[] = [];
  for (const m of months) {
    for (const [who, token, query] of [
      ['admin, one team', admin, `${range(m)}&leaderId=${benchLeader}`],
      ['team leader, own team', leader, range(m)],
    ] as const) {
      const { ms, rows } = await list(server, token, query);
      times.push(ms);
      console.log(`  ${m} ${who}: ${rows} rows, ${ms.toFixed(0)} ms`);
    }
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const worst = times.at(-1)!;
  console.log(
    `  median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target ≤ 150 ms): ${median <= 150 ? 'met' : 'NOT met'}`,
  );
} finally {
  await server.close();
}
