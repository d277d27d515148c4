// Issue 28 item 3, "a scheduler crash mid-batch loses no send and doubles none", on PGlite and
// PostgreSQL: 60 plans are due; a scheduler process (test/plan-send-child.ts) sends part of them and
// is killed with SIGKILL; after a restart, with two runners at once and the crashed claims run out,
// every plan has been sent exactly once (one send row, one questionnaire) and its next send planted a
// week on.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShiftableClock } from '../../clock/clock';
import type { Database } from '../../db/database';
import { openPgliteDatabase } from '../../db/pglite-database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { createJobRunner, type JobRunner } from '../../jobs';
import { insertSampleTemplate } from '../questionnaires';
import { createTestDatabase, testDbKind } from '../../test/database';
import { PLAN_SEND_JOB, plantMissingPlanJobs, runPlanSendJob, type PlanSendContext } from './plan-send';

const PLANS = 60;
const WEEK = 7 * 86_400_000;
const CHILD = path.join(import.meta.dirname, 'test', 'plan-send-child.ts');

async function fixture(db: Database, due: Date) {
  const one = async (sql: string, params: unknown[]) =>
    Number((await db.query<{ id: string }>(sql, params)).rows[0]!.id);
  const customer = await one(
    `INSERT INTO customers (subdomain, name) VALUES ('crash', 'Crash') RETURNING id`,
    [],
  );
  const user = await one(
    `INSERT INTO users (customer_id, username, role) VALUES ($1, 'planner', 'staff') RETURNING id`,
    [customer],
  );
  const template = await insertSampleTemplate(db, customer, { title: 'Ukeskjema' });
  const parcel = await one(
    `INSERT INTO artifact_parcels (customer_id, title) VALUES ($1, 'Uke') RETURNING id`,
    [customer],
  );
  await db.query(
    'INSERT INTO template_artifact_parcel (template_id, artifact_parcel_id, customer_id) VALUES ($1, $2, $3)',
    [template.templateId, parcel, customer],
  );
  const dtstart = due
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  for (let i = 0; i < PLANS; i += 1) {
    const recipient = await one(
      `INSERT INTO recipients (customer_id, full_name) VALUES ($1, $2) RETURNING id`,
      [customer, `Deltaker ${i}`],
    );
    const plan = await one(
      `INSERT INTO artifact_packages (customer_id, recipient_id, rruleset, next_send_at, created_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [customer, recipient, `DTSTART:${dtstart}\nRRULE:FREQ=WEEKLY;COUNT=10`, due, user],
    );
    await db.query(
      'INSERT INTO artifact_package_artifact_parcel (artifact_package_id, artifact_parcel_id, customer_id) VALUES ($1, $2, $3)',
      [plan, parcel, customer],
    );
  }
  await plantMissingPlanJobs({ db });
}

/** Runs the child scheduler and kills it with SIGKILL after `after` sends; resolves with what it said. */
function runAndKill(target: string, now: Date, after: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      // Batches of two plans (plan-send-batch.ts), so the kill after 12 jobs comes with plans left.
      ['--import', 'tsx', CHILD, testDbKind, target, String(now.getTime()), '2'],
      {
        cwd: path.resolve(import.meta.dirname, '../../..'),
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if ((out.match(/^sent /gm) ?? []).length >= after) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL'
        ? resolve(out)
        : reject(new Error(`the child ended by itself (${code}): ${out} ${err}`)),
    );
  });
}

describe('a scheduler killed mid-batch', () => {
  let dir: string;
  let target: string;
  let close: () => Promise<void>;
  const due = new Date(Date.UTC(2027, 0, 4, 8, 0, 0));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'plans-crash-'));
    const test = await createTestDatabase();
    await fixture(test.db, due);
    if (testDbKind === 'pglite') {
      const snapshot = await (test.db as Awaited<ReturnType<typeof openPgliteDatabase>>).snapshot();
      const onDisk = await openPgliteDatabase(path.join(dir, 'data'), { loadDataDir: snapshot });
      await onDisk.close();
      await test.destroy();
      target = path.join(dir, 'data');
      close = async () => undefined;
    } else {
      const name = (await test.db.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name;
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      target = url.toString();
      close = () => test.destroy();
    }
  }, 120_000);
  afterAll(async () => {
    await close?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('loses no send and doubles none after a restart with two runners', async () => {
    const said = await runAndKill(target, new Date(due.getTime() + 60_000), 12);
    expect((said.match(/^sent /gm) ?? []).length).toBeGreaterThanOrEqual(12);

    const db =
      testDbKind === 'pglite' ? await openPgliteDatabase(target) : await openPostgresDatabase(target, 4);
    try {
      // The kill came mid-batch: some plans were sent, not all.
      const before = await db.query<{ n: string }>('SELECT count(*) AS n FROM artifact_package_sends');
      expect(Number(before.rows[0]!.n)).toBeGreaterThanOrEqual(12);
      expect(Number(before.rows[0]!.n)).toBeLessThan(PLANS);
      // The restart comes after the crashed runner's claims ran out (10 minutes).
      const clock = createShiftableClock(true);
      clock.advance(due.getTime() + 15 * 60_000 - clock.now().getTime());
      const runners: JobRunner[] = [];
      const context = (): PlanSendContext => ({ db, clock, jobs: runners[0]! });
      for (let i = 0; i < 2; i += 1)
        runners.push(
          createJobRunner<PlanSendContext>({
            db,
            clock,
            log: Fastify({ logger: false }).log,
            handlers: { [PLAN_SEND_JOB]: runPlanSendJob },
            recurring: [],
            context,
          }),
        );
      await Promise.all(runners.map((runner) => runner.runDue()));

      const { rows } = await db.query<{
        sends: string;
        queries: string;
        next_send_at: Date;
        job_at: Date | null;
      }>(
        `SELECT (SELECT count(*) FROM artifact_package_sends s WHERE s.artifact_package_id = a.id) AS sends,
                (SELECT count(*) FROM queries q WHERE q.artifact_package_id = a.id) AS queries,
                a.next_send_at, j.run_at AS job_at
           FROM artifact_packages a LEFT JOIN scheduled_jobs j ON j.key = 'plans.send:' || a.id AND j.failed_at IS NULL`,
      );
      expect(rows).toHaveLength(PLANS);
      for (const row of rows) {
        expect([Number(row.sends), Number(row.queries)]).toEqual([1, 1]);
        expect(new Date(row.next_send_at).getTime()).toBe(due.getTime() + WEEK);
        expect(row.job_at && new Date(row.job_at).getTime()).toBe(due.getTime() + WEEK);
      }
    } finally {
      await db.close();
    }
  }, 180_000);
});
