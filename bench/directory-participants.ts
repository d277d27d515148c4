// Issue 30 figure: "my participants" over 50,000 participants of one tenant, searched by part of a
// name (GET /api/directory/participants?q=…), at or under 100 ms server time. The caseload is the
// demo staff member's, all 50,000 linked to them (the worst case: one list over the whole tenant).
// Median and worst of several searches, HTTP round trip included, on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set). Run: npx tsx bench/directory-participants.ts [--participants=50000]
import { signInAs } from '../server/src/test/sign-in-as';
import { startTestServer, type TestServer } from '../server/src/test/test-server';

const COUNT = Number(process.argv.find((a) => a.startsWith('--participants='))?.slice(15) ?? 50_000);
const FIRST = ['Anders', 'Camilla', 'Daniel', 'Emma', 'Fredrik', 'Guro', 'Henrik', 'Ingrid', 'Jakob', 'Karoline', 'Lars', 'Maja', 'Nils', 'Oda', 'Petter', 'Ragnhild', 'Sander', 'Thea', 'Yasmin', 'Åse'];
const LAST = ['Berg', 'Haugen', 'Johansen', 'Lunde', 'Hansen', 'Aasen', 'Bakke', 'Holm', 'Strøm', 'Vik', 'Eide', 'Nygård', 'Brekke', 'Sandvik', 'Lund', 'Fjeld', 'Myhre', 'Aune', 'Hussein', 'Dalen', 'Solberg', 'Moen', 'Dahl'];

async function fill(server: TestServer) {
  const { rows } = await server.db.query<{ customer: string | number; staff: string | number }>(
    `SELECT c.id AS customer, u.id AS staff FROM customers c JOIN users u ON u.customer_id = c.id AND u.username = 'staff'
      WHERE c.subdomain = 'demo'`,
  );
  const { customer, staff } = rows[0]!;
  const started = Date.now();
  await server.db.query(
    `INSERT INTO recipients (customer_id, full_name, national_id, mobile_phone, actno, tiltak)
     SELECT $1, ($3::text[])[1 + g % 20] || ' ' || ($4::text[])[1 + (g * 7) % 23] || ' ' || g,
            lpad(((g * 7919) % 100000000000)::text, 11, '0'), '+4790' || lpad(g::text, 6, '0'),
            'BENCH-' || lpad(g::text, 6, '0'), 'AFT'
       FROM generate_series(1, $2::int) AS g`,
    [customer, COUNT, FIRST, LAST],
  );
  await server.db.query(
    `INSERT INTO recipient_staff (recipient_id, user_id, customer_id, status)
     SELECT r.id, $2, $1, (ARRAY['accepted', 'accepted', 'accepted', 'waiting', 'to_be_deleted'])[1 + r.id % 5]
       FROM recipients r WHERE r.customer_id = $1 AND r.actno LIKE 'BENCH-%'`,
    [customer, staff],
  );
  await server.db.query('ANALYZE recipients');
  await server.db.query('ANALYZE recipient_staff');
  console.log(`  ${COUNT} participants loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function search(server: TestServer, token: string, q: string) {
  const started = process.hrtime.bigint();
  const answer = await server.request(`/api/directory/participants?q=${encodeURIComponent(q)}&pageSize=25`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text}`);
  return { ms, total: answer.json<{ total: number }>().total };
}

const server = await startTestServer();
try {
  console.log(`my participants over ${COUNT} participants of one tenant (${process.env.TEST_DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'}):`);
  await fill(server);
  const token = await signInAs(server, 'demo', 'staff');
  for (const q of ['berg', 'emma', 'strøm']) await search(server, token, q); // warm up
  const times: number[] = [];
  for (const q of ['haug', 'ingrid', 'nygå', 'sandvik 4', 'BENCH-0421', 'finnesikke']) {
    for (let i = 0; i < 3; i++) {
      const { ms, total } = await search(server, token, q);
      times.push(ms);
      if (i === 0) console.log(`  "${q}": ${total} matches (page of 25), ${ms.toFixed(0)} ms`);
    }
  }
  const base: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = process.hrtime.bigint();
    await server.request('/api/directory/groups', { headers: { authorization: `Bearer ${token}` } });
    base.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  base.sort((a, b) => a - b);
  console.log(`  a small route of the area for comparison (the caller's resolution and HTTP): median ${base[2]!.toFixed(0)} ms`);
  if (process.argv.includes('--explain')) {
    const { rows } = await server.db.query<Record<string, string>>(
      `EXPLAIN ANALYZE SELECT r.id FROM recipient_staff s JOIN recipients r ON r.id = s.recipient_id
        WHERE s.customer_id = (SELECT id FROM customers WHERE subdomain = 'demo') AND r.full_name ILIKE '%haug%'`,
    );
    for (const row of rows) console.log('   ', Object.values(row)[0]);
  }
  times.sort((a, b) => a - b);
  const worst = times.at(-1)!;
  console.log(`  median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (${times.length} searches, HTTP round trip included; target ≤ 100 ms)`);
} finally {
  await server.close();
}
