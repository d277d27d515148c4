// Issue 29 figure: a search of the national business register through the portal's adapter, against
// the register's local stand-in served over HTTP (register-fixture.ts, as in the tests), adds at most
// 50 ms at the 99th percentile. Each search is timed twice, straight to the stand-in and through
// GET /api/crm/register (session, validation, the adapter's client with its time-out, parsing, the
// tenant's organizations by number — the demo tenant given 20,000 of them), and the difference is
// what the portal adds. Names and numbers alternate. On PGlite (PostgreSQL when TEST_DATABASE_URL
// is set). Run: npx tsx bench/crm-register-search.ts [--searches=400]
import { signInAs } from '../server/src/test/sign-in-as';
import { startTestServer, type TestServer } from '../server/src/test/test-server';
import { startRegisterFixture } from '../server/src/areas/crm/register-fixture';

const SEARCHES = Number(process.argv.find((a) => a.startsWith('--searches='))?.slice(11) ?? 400);
const QUERIES = ['gartneri', 'bygg', 'as', 'kantine', 'hotell', 'renhold', 'logistikk', 'sykehjem'];
const NUMBERS = ['981599411', '985660018', '986372369', '969838648', '948367823', '973517597'];

async function fill(server: TestServer) {
  await server.db.query(
    `INSERT INTO organizations (customer_id, name, org_number, kind, city)
     SELECT c.id, 'Bedrift ' || g, lpad((100000000 + g * 11)::text, 9, '0'), 'employer', 'OSLO'
       FROM customers c CROSS JOIN generate_series(1, 20000) AS g WHERE c.subdomain = 'demo'
     ON CONFLICT DO NOTHING`,
  );
  await server.db.query('ANALYZE organizations');
}

const fixture = await startRegisterFixture();
process.env.BUSINESS_REGISTER_URL = fixture.url;
const server = await startTestServer();
const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
try {
  console.log(
    `register search through the adapter, ${SEARCHES} searches (${process.env.TEST_DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'}):`,
  );
  await fill(server);
  const token = await signInAs(server, 'demo', 'staff');
  const added: number[] = [];
  const through: number[] = [];
  for (let i = -20; i < SEARCHES; i++) {
    const q = i % 2 === 0 ? QUERIES[Math.abs(i) % QUERIES.length]! : NUMBERS[Math.abs(i) % NUMBERS.length]!;
    const path = /^\d{9}$/.test(q)
      ? `/enhetsregisteret/api/enheter/${q}`
      : `/enhetsregisteret/api/enheter?${new URLSearchParams({ navn: q, size: '20' }).toString()}`;
    let started = process.hrtime.bigint();
    await (await fetch(`${fixture.url}${path}`)).arrayBuffer();
    const direct = ms(started);
    started = process.hrtime.bigint();
    const answer = await server.request(`/api/crm/register?q=${encodeURIComponent(q)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const portal = ms(started);
    if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text}`);
    if (i < 0) continue; // warm up
    through.push(portal);
    added.push(Math.max(0, portal - direct));
  }
  const at = (list: number[], p: number) =>
    [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))]!;
  console.log(
    `  through the portal: median ${at(through, 0.5).toFixed(1)} ms, p99 ${at(through, 0.99).toFixed(1)} ms`,
  );
  const p99 = at(added, 0.99);
  console.log(
    `  added by the portal: median ${at(added, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target ≤ 50 ms): ${p99 <= 50 ? 'met' : 'NOT met'}`,
  );
} finally {
  await server.close();
  await fixture.close();
}
