// The scheduler as a process of its own, for the kill -9 test (plan-send-crash.db.test.ts): it opens
// the database the test prepared (a PGlite data directory or a PostgreSQL URL), sets its clock to the
// time given and runs the due `plans.send` jobs (a batch size may follow), writing "sent <planId>" after each; the test kills it
// with SIGKILL part-way.
import Fastify from 'fastify';
import { createShiftableClock } from '../../../clock/clock';
import type { Database } from '../../../db/database';
import { openPgliteDatabase } from '../../../db/pglite-database';
import { openPostgresDatabase } from '../../../db/postgres-database';
import { createJobRunner, type JobRunner } from '../../../jobs';
import { PLAN_SEND_JOB, planSendJob, type PlanSendContext } from '../plan-send';

const [kind, target, nowMs, batch] = process.argv.slice(2);
// How many plans a job sends in one batch (plan-send-batch.ts): the area's own unless given.
const runPlanSendJob = batch === undefined ? planSendJob() : planSendJob(Number(batch));
const db: Database =
  kind === 'pglite' ? await openPgliteDatabase(target) : await openPostgresDatabase(target ?? '', 2);
const clock = createShiftableClock(true);
clock.advance(Number(nowMs) - clock.now().getTime());
const context = (): PlanSendContext => ({ db, clock, jobs: runner });
const runner: JobRunner = createJobRunner<PlanSendContext>({
  db,
  clock,
  log: Fastify({ logger: false }).log,
  handlers: {
    [PLAN_SEND_JOB]: async (job, ctx) => {
      await runPlanSendJob(job, ctx);
      process.stdout.write(`sent ${(job.payload as { planId: number }).planId}\n`);
    },
  },
  recurring: [],
  context,
});
while ((await runner.runDue()) > 0);
process.stdout.write('done\n');
await db.close();
