// Issue 14 figure: full-text search (search_document_patient through the data API) over 100,000
// documents of one tenant, median and worst of several searches, on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set, as the tests use it). Run: npx tsx bench/storage-search.ts [--docs=100000]
import http from 'node:http';
import { signInAs } from '../server/src/test/sign-in-as';
import { startTestServer, type TestServer } from '../server/src/test/test-server';

const DOCS = Number(process.argv.find((a) => a.startsWith('--docs='))?.slice(7) ?? 100_000);
const WORDS = ['vedtak', 'husleie', 'kontrakt', 'arbeidstrening', 'søknad', 'legeerklæring', 'tiltaksplan', 'referat', 'oppfølging', 'samtale',
  'report', 'meeting', 'approval', 'budget', 'invoice', 'schedule', 'contract', 'health', 'summary', 'letter'];

async function fill(server: TestServer) {
  const { rows } = await server.db.query<{ customer: string | number; patient: string | number }>(
    `SELECT c.id AS customer, (SELECT r.id FROM recipients r WHERE r.customer_id = c.id ORDER BY r.id LIMIT 1) AS patient
       FROM customers c WHERE c.subdomain = 'demo'`,
  );
  const { customer, patient } = rows[0]!;
  const started = Date.now();
  // Names and texts of a few words each, from a list, so every search word hits about 1 in 20.
  await server.db.query(
    `WITH w AS (SELECT $3::text[] AS words)
     INSERT INTO documents (customer_id, name, path, content_type, text_content)
     SELECT $1, 'Dokument ' || g || ' ' || w.words[1 + g % 20] || '.pdf', NULL, 'application/pdf',
            'Dette er side ' || g || ' om ' || w.words[1 + (g * 7) % 20] || ' og ' || w.words[1 + (g * 13) % 20] || '. ' || repeat('Ord uten betydning her. ', 20)
       FROM generate_series(1, $2::int) AS g, w`,
    [customer, DOCS, WORDS],
  );
  await server.db.query(
    `INSERT INTO document_patient (document_id, patient_id, customer_id)
     SELECT d.id, $2, $1 FROM documents d WHERE d.customer_id = $1 AND d.name LIKE 'Dokument %'`,
    [customer, patient],
  );
  await server.db.query('ANALYZE documents');
  await server.db.query('ANALYZE document_patient');
  console.log(`  ${DOCS} documents loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function search(server: TestServer, token: string, text: string): Promise<{ ms: number; count: number }> {
  const body = JSON.stringify({
    query: 'query S($s: String) { search_document_patient(args: { search: $s }, order_by: { created_at: desc }, limit: 50) { id document { name } } }',
    variables: { s: text },
  });
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.request(
      { host: '127.0.0.1', port: server.port, path: '/api/srvproxy/v1/graphql', method: 'POST',
        headers: { host: 'demo.localhost', authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const answer = JSON.parse(Buffer.concat(chunks).toString()) as { data?: { search_document_patient: unknown[] }; errors?: unknown };
          if (!answer.data) reject(new Error(JSON.stringify(answer.errors)));
          else resolve({ ms, count: answer.data.search_document_patient.length });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const server = await startTestServer();
try {
  console.log(`search_document_patient over ${DOCS} documents of one tenant (${process.env.TEST_DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'}):`);
  await fill(server);
  const token = await signInAs(server, 'demo', 'staff');
  for (const word of ['husleie', 'arbeidstrening', 'contract']) await search(server, token, word); // warm up
  const times: number[] = [];
  for (const word of ['kontrakten', 'legeerklæring', 'vedtakene', 'meetings', 'budget', 'dokument 4242', 'finnesikke']) {
    for (let i = 0; i < 3; i++) {
      const { ms, count } = await search(server, token, word);
      times.push(ms);
      if (i === 0) console.log(`  "${word}": ${count} rows (limit 50), ${ms.toFixed(0)} ms`);
    }
  }
  times.sort((a, b) => a - b);
  console.log(`  median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms (${times.length} searches, HTTP round trip included)`);
} finally {
  await server.close();
}
