// `npm test` after lint and typecheck: unit, HTTP and database tests, then the build, then the
// browser journeys in Chromium. REQUIRE_E2E=1 (CI) turns a missing Chromium into a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;
const step = (cmd, args) => {
  const status = run(cmd, args);
  if (status !== 0) process.exit(status);
};

step('vitest', ['run', '--project', 'rules', '--project', 'tooling', '--project', 'server', '--project', 'browser-units', ...(process.env.TEST_DATABASE_URL ? ['--project', 'server-pg'] : [])]);
step(process.execPath, [path.join(root, 'scripts', 'build.mjs')]);

// The journeys' notes (e2e/support/journey-notes.ts: a step taken again, a failure's screen) come
// last, where the tail of a CI log shows them, whether the journeys passed or not.
const notes = path.join(tmpdir(), 'portal-journey-notes.txt');
rmSync(notes, { force: true });
const status = run('vitest', ['run', '--project', 'e2e']);
if (existsSync(notes)) console.log(`\nJourney notes:\n${readFileSync(notes, 'utf8')}`);
process.exit(status);
