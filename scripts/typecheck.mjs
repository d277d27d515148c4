// Typechecks every workspace; one tsc per project because they differ in libs (DOM or Node).
import { spawnSync } from 'node:child_process';
const projects = ['packages/rules', 'packages/sdk', 'server', 'portal', 'apps', 'e2e', 'eslint'];
let failed = false;
for (const p of projects) {
  const r = spawnSync('tsc', ['-p', p], { stdio: 'inherit', shell: false });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
