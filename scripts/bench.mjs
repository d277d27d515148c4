// `npm run bench`: every benchmark, each printing its figures. Bundle sizes need a build first.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (args) => {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exitCode = 1;
};

run([path.join(root, 'scripts', 'build.mjs'), '--if-missing']);
for (const bench of [
  'bench/login-bundle.ts',
  'bench/shell-bundle.ts',
  'bench/wire-bytes.ts',
  'bench/bundle-sizes.ts',
  'bench/graphql-limits.bench.ts',
  'bench/shortcuts-click.ts',
  'bench/menu-click-to-content.ts',
  'bench/storage-upload.ts',
  'bench/storage-search.ts',
  'bench/calendar-month.ts',
  'bench/meeting-join.ts',
  'bench/questionnaires-list.ts',
  'bench/questionnaires-answer-open.ts',
  'bench/qnr-offline-reopen.ts',
  'bench/qnr-template-save.ts',
  'bench/chat.ts',
  'bench/security.bench.ts',
  'bench/event-loop-under-load.ts',
  'bench/administration-login-report.ts',
  'bench/directory-participants.ts',
  'bench/access-log-overhead.ts',
  'bench/plans-scheduler.ts',
  'bench/operations.ts',
  'bench/graphql-rls-cost.ts',
]) {
  if (existsSync(path.join(root, bench))) run(['--import', 'tsx', bench]);
}
if (existsSync(path.join(root, 'bench/graphql.bench.ts'))) {
  run(['--import', 'tsx', 'bench/graphql.bench.ts', ...(process.argv.includes('--full') ? [] : ['--quick'])]);
}
