// `npm run bench:security [-- --cases N]`: the tenant isolation property of issue 17 at volume
// (10,000 generated cases by default) on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. Prints
// the cases tried and the leaks found (docs/security.md, "Isolation property test").
import { spawnSync } from 'node:child_process';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const cases = Number(argument('--cases') ?? 10_000);
const seed = Number(argument('--seed') ?? 17);
const only = argument('--db');

if (!Number.isInteger(cases) || cases < 1) {
  console.error('--cases must be a positive whole number');
  process.exit(2);
}

if (only) {
  // One database kind, in a process of its own: the test databases pick their kind at import.
  process.env.TEST_DB_KIND = only;
  const { buildIsolationWorld } = await import('../server/src/graphql/test/isolation/isolation-world');
  const { runIsolationProperty } = await import('../server/src/graphql/test/isolation/isolation-cases');
  const started = performance.now();
  const world = await buildIsolationWorld();
  try {
    const report = await runIsolationProperty(world, cases, seed);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `${only}: ${report.cases} cases tried (${report.reads} reads, ${report.writes} writes of which ` +
        `${report.writesDone} carried out), ${report.leaks.length} leaks found, ${seconds} s (seed ${seed})`,
    );
    const kinds = new Map<string, number>();
    for (const leak of report.leaks) {
      const kind = leak.slice(0, leak.indexOf(':'));
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    for (const [kind, count] of kinds) console.log(`  ${count} x ${kind}`);
    for (const leak of report.leaks.slice(0, 10)) console.log(`  leak: ${leak.slice(0, 600)}`);
    process.exitCode = report.leaks.length > 0 ? 1 : 0;
  } finally {
    await world.close();
  }
} else {
  const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
  let failed = false;
  for (const kind of kinds) {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        import.meta.filename,
        '--db',
        kind,
        '--cases',
        String(cases),
        '--seed',
        String(seed),
      ],
      { stdio: 'inherit', env: { ...process.env, TEST_DB_KIND: kind } },
    );
    failed ||= run.status !== 0;
  }
  if (!process.env.TEST_DATABASE_URL) console.log('postgres: skipped (set TEST_DATABASE_URL)');
  process.exitCode = failed ? 1 : 0;
}
