// `npx tsx bench/graphql-limits.bench.ts` (part of `npm run bench`): the requests of
// server/src/graphql/execute/costly-requests.ts (the fragment bomb and its siblings), each sent 20
// times (each text new, so none is a cached refusal) to a real server while /healthz is polled every 5 ms. Prints each request's refusal time and
// /healthz's latency meanwhile (target: both under 50 ms, issue 17). On PGlite; on PostgreSQL too
// when TEST_DATABASE_URL is set (the same script again with TEST_DB_KIND=postgres).
import { spawnSync } from 'node:child_process';
import { COSTLY_REQUESTS, type CostlyRequest } from '../server/src/graphql/execute/costly-requests';
import { REQUEST_LIMITS } from '../server/src/graphql/shared/request-limits';
import { signInAs } from '../server/src/test/sign-in-as';
import { startTestServer, type TestServer } from '../server/src/test/test-server';

const ROUNDS = 20;
const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

/** /healthz polled every 5 ms until stopped: each answer's latency. */
function pollHealth(server: TestServer) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      await server.request('/healthz');
      latencies.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return latencies;
  };
}

async function measure(server: TestServer, token: string, request: CostlyRequest) {
  const stop = pollHealth(server);
  const times: number[] = [];
  let refused = true;
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    const answer = await server.request('/api/srvproxy/v1/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(request.staff ? { authorization: `Bearer ${token}` } : {}),
      },
      // A new text every time, so each is parsed and measured again (no cached refusal).
      body: JSON.stringify({ ...request.body, query: `${request.body.query}\n# round ${i}` }),
    });
    times.push(performance.now() - start);
    const json = JSON.parse(answer.text) as { errors?: { extensions: { code: string } }[] };
    if (json.errors?.[0]?.extensions.code !== 'validation-failed') refused = false;
  }
  const health = await stop();
  return { times, health, refused };
}

// The most a request under every limit asks: 660 aliased root fields of 3 fields each.
const ACCEPTED: CostlyRequest = {
  name: 'accepted: 660 aliased root fields (1,980 fields, under the limit)',
  staff: true,
  body: {
    query: `query { ${Array.from({ length: 660 }, (_, i) => `a${i}: recipients(limit: 1) { id full_name }`).join(' ')} }`,
  },
  message: '',
};

// Many aliases of an expensive field, under the limits: each an aggregate over the tenant's rows.
const EXPENSIVE: CostlyRequest = {
  name: 'accepted: 600 aliased aggregates (each over every questionnaire)',
  staff: true,
  body: {
    query: `query { ${Array.from({ length: 600 }, (_, i) => `a${i}: queries_aggregate { aggregate { count } }`).join(' ')} }`,
  },
  message: '',
};

async function run() {
  const server = await startTestServer();
  try {
    const token = await signInAs(server, 'demo', 'staff');
    const idle = await (async () => {
      const stop = pollHealth(server);
      await new Promise((r) => setTimeout(r, 300));
      return stop();
    })();
    console.log(
      `\nGraphQL request limits on ${kind} (${ROUNDS} requests each; /healthz polled meanwhile; target < 50 ms)`,
    );
    console.log(
      `  planning budget ${REQUEST_LIMITS.planningBudgetMs} ms, statement timeout ${REQUEST_LIMITS.statementTimeoutMs} ms (PostgreSQL)`,
    );
    console.log(`  /healthz idle: p50 ${ms(percentile(idle, 50))}, max ${ms(Math.max(...idle))}`);
    console.log(
      '  request                                                       answer p50 / max        /healthz p50 / max',
    );
    for (const request of [...COSTLY_REQUESTS, ACCEPTED, EXPENSIVE]) {
      const { times, health, refused } = await measure(server, token, request);
      const accepted = request === ACCEPTED || request === EXPENSIVE;
      const verdict = accepted ? 'answered' : refused ? 'refused ' : 'NOT REFUSED';
      console.log(
        `  ${request.name.padEnd(60)}  ${verdict} ${ms(percentile(times, 50))} / ${ms(Math.max(...times))}   ${ms(percentile(health, 50))} / ${ms(Math.max(...health, 0))}`,
      );
      if (!accepted && !refused) process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
}

await run();
if (kind === 'pglite' && process.env.TEST_DATABASE_URL) {
  const again = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB_KIND: 'postgres' },
  });
  if (again.status !== 0) process.exitCode = 1;
} else if (kind === 'pglite') console.log('postgres: TEST_DATABASE_URL is not set, skipped');
