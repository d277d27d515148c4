// `npm test` after lint and typecheck: unit, HTTP and database tests, then the build, then the
// browser journeys in Chromium. REQUIRE_E2E=1 (CI) turns a missing Chromium into a failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const step = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

step('vitest', ['run', '--project', 'rules', '--project', 'tooling', '--project', 'server', '--project', 'browser-units', ...(process.env.TEST_DATABASE_URL ? ['--project', 'server-pg'] : [])]);
step(process.execPath, [path.join(root, 'scripts', 'build.mjs')]);
step('vitest', ['run', '--project', 'e2e']);
