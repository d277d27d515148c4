// Issue 29 item 4 over HTTP, on PGlite and PostgreSQL: a template is created and changed; a plan is
// made from it for a participant and changed; its week grid shows the planned minutes inside its
// period beside the time registered about the participant; a plan ending before it starts, hours
// over a day, an unknown participant and a week not starting on a Monday are refused and save
// nothing; another tenant sees neither plans nor templates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanTemplate, PlanWeek, TimePlan } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

describe('time plans and templates over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let careStaff: string;
  let recipientId: number;
  const send = (method: string, path: string, token: string, body?: unknown, host?: string) =>
    sendJson(server, method, path, token, body, host);
  const WEEK = [240, 240, 240, 240, 0, 0, 0];

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    careStaff = await signInAs(server, 'care', 'staff');
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT r.id FROM recipients r JOIN customers c ON c.id = r.customer_id
        WHERE c.subdomain = 'demo' AND r.deleted_at IS NULL ORDER BY r.id LIMIT 1`,
    );
    recipientId = Number(rows[0]!.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('makes a plan from a template, changes both, and compares a week with the registered time', async () => {
    const template = await send('POST', '/api/time/plan-templates', staff, {
      name: 'Arbeidstrening test',
      weeks: 8,
      dayMinutes: WEEK,
    });
    expect(template.status).toBe(201);
    const templateId = template.json<{ id: number }>().id;
    const changed = await send('PUT', `/api/time/plan-templates/${templateId}`, staff, {
      name: 'Arbeidstrening test',
      description: 'Fire timer mandag til torsdag',
      weeks: 6,
      dayMinutes: WEEK,
    });
    expect(changed.status).toBe(200);
    expect(
      (await send('GET', `/api/time/plan-templates/${templateId}`, staff)).json<PlanTemplate>(),
    ).toMatchObject({
      weeks: 6,
      description: 'Fire timer mandag til torsdag',
    });
    const plan = await send('POST', '/api/time/plans', staff, {
      recipientId,
      templateId,
      title: 'Arbeidstrening',
      startsOn: '2031-03-05',
      endsOn: '2031-04-15',
      dayMinutes: WEEK,
    });
    expect(plan.status).toBe(201);
    const id = plan.json<{ id: number }>().id;
    await send('POST', '/api/time/entries', staff, {
      date: '2031-03-06',
      start: '09:00',
      end: '12:00',
      recipientId,
      activityType: 'follow_up',
    });
    const week = (await send('GET', `/api/time/plans/${id}/week?monday=2031-03-03`, staff)).json<PlanWeek>();
    expect(week.days.map((d) => d.planned)).toEqual([0, 0, 240, 240, 0, 0, 0]);
    expect(week.days.map((d) => d.registered)).toEqual([0, 0, 0, 180, 0, 0, 0]);
    const update = await send('PUT', `/api/time/plans/${id}`, staff, {
      recipientId,
      templateId,
      title: 'Arbeidstrening, tre dager',
      startsOn: '2031-03-05',
      endsOn: '2031-04-15',
      dayMinutes: [300, 0, 300, 300, 0, 0, 0],
    });
    expect(update.status).toBe(200);
    const plans = (await send('GET', `/api/time/plans?recipientId=${recipientId}`, staff)).json<{
      plans: TimePlan[];
    }>();
    expect(plans.plans.find((p) => p.id === id)).toMatchObject({
      title: 'Arbeidstrening, tre dager',
      dayMinutes: [300, 0, 300, 300, 0, 0, 0],
      templateId,
    });
  });

  it('refuses a backwards or too long period, a day over 24 hours, an unknown participant and a Tuesday', async () => {
    const { rows: before } = await server.db.query('SELECT count(*)::int AS n FROM time_plans');
    const base = { recipientId, title: 'x', startsOn: '2031-05-05', endsOn: '2031-06-05', dayMinutes: WEEK };
    const backwards = await send('POST', '/api/time/plans', staff, { ...base, endsOn: '2031-05-01' });
    expect(backwards.status).toBe(400);
    const long = await send('POST', '/api/time/plans', staff, { ...base, endsOn: '2034-05-01' });
    expect(long.status).toBe(400);
    const overDay = await send('POST', '/api/time/plans', staff, {
      ...base,
      dayMinutes: [1500, 0, 0, 0, 0, 0, 0],
    });
    expect(overDay.status).toBe(400);
    const unknown = await send('POST', '/api/time/plans', staff, { ...base, recipientId: 99_999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'time.recipientUnknown' });
    const { rows: after } = await server.db.query('SELECT count(*)::int AS n FROM time_plans');
    expect(after).toEqual(before);
    const plans = (await send('GET', '/api/time/plans', staff)).json<{ plans: TimePlan[] }>().plans;
    const tuesday = await send('GET', `/api/time/plans/${plans[0]!.id}/week?monday=2031-03-04`, staff);
    expect(tuesday.status).toBe(400);
    expect(tuesday.json()).toMatchObject({ error: 'time.notMonday' });
  });

  it('keeps each tenant’s plans and templates its own', async () => {
    const plans = (await send('GET', '/api/time/plans', staff)).json<{ plans: TimePlan[] }>().plans;
    const care = await send('GET', '/api/time/plans', careStaff, undefined, 'care.localhost');
    expect(care.status).toBe(200);
    const carePlans = care.json<{ plans: TimePlan[] }>().plans;
    expect(carePlans.some((p) => plans.some((q) => q.id === p.id))).toBe(false);
    const other = await send(
      'GET',
      `/api/time/plans/${plans[0]!.id}`,
      careStaff,
      undefined,
      'care.localhost',
    );
    expect(other.status).toBe(404);
  });
});
