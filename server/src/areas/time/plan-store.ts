// Issue 29 item 4: time plans and their templates, under the tenant's row-level security (the kit's
// `db`), and a plan's week compared with the time registered about its participant.
import type { PlanTemplate, PlanTemplateInput, PlanWeek, TimePlan, TimePlanInput } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { timeError } from './time-errors';

type Id = string | number;
const iso = (value: Date | string) => new Date(value).toISOString();

interface TemplateRow {
  id: Id;
  name: string;
  description: string | null;
  weeks: number;
  day_minutes: number[];
  updated_at: Date | string;
}
const templateOf = (row: TemplateRow): PlanTemplate => ({
  id: Number(row.id),
  name: row.name,
  description: row.description,
  weeks: row.weeks,
  dayMinutes: row.day_minutes.map(Number),
  updatedAt: iso(row.updated_at),
});
const TEMPLATE_SELECT =
  'SELECT id, name, description, weeks, day_minutes, updated_at FROM time_plan_templates WHERE deleted_at IS NULL';

export async function listTemplates(db: Queryable): Promise<PlanTemplate[]> {
  const { rows } = await db.query<TemplateRow>(`${TEMPLATE_SELECT} ORDER BY lower(name), id LIMIT 500`);
  return rows.map(templateOf);
}

export async function getTemplate(db: Queryable, id: number): Promise<PlanTemplate> {
  const { rows } = await db.query<TemplateRow>(`${TEMPLATE_SELECT} AND id = $1`, [id]);
  if (!rows[0]) throw timeError(404, 'time.planTemplateUnknown');
  return templateOf(rows[0]);
}

export async function saveTemplate(
  db: Queryable,
  caller: { customerId: number; userId: number },
  id: number | null,
  input: PlanTemplateInput,
): Promise<number> {
  const values = [input.name, input.description, input.weeks, input.dayMinutes];
  if (id === null) {
    const { rows } = await db.query<{ id: Id }>(
      `INSERT INTO time_plan_templates (customer_id, created_by, name, description, weeks, day_minutes)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [caller.customerId, caller.userId, ...values],
    );
    return Number(rows[0]!.id);
  }
  const { affectedRows } = await db.query(
    `UPDATE time_plan_templates SET name = $2, description = $3, weeks = $4, day_minutes = $5
      WHERE id = $1 AND deleted_at IS NULL`,
    [id, ...values],
  );
  if (affectedRows === 0) throw timeError(404, 'time.planTemplateUnknown');
  return id;
}

interface PlanRow {
  id: Id;
  recipient_id: Id;
  recipient_name: string;
  template_id: Id | null;
  organization_id: Id | null;
  organization_name: string | null;
  title: string;
  starts_on: string;
  ends_on: string;
  day_minutes: number[];
  note: string | null;
  updated_at: Date | string;
}
const PLAN_SELECT = `
  SELECT p.id, p.recipient_id, r.full_name AS recipient_name, p.template_id, p.organization_id,
         o.name AS organization_name, p.title, to_char(p.starts_on, 'YYYY-MM-DD') AS starts_on,
         to_char(p.ends_on, 'YYYY-MM-DD') AS ends_on, p.day_minutes, p.note, p.updated_at
    FROM time_plans p
    JOIN recipients r ON r.id = p.recipient_id
    LEFT JOIN organizations o ON o.id = p.organization_id
   WHERE p.deleted_at IS NULL`;
const planOf = (row: PlanRow): TimePlan => ({
  id: Number(row.id),
  recipientId: Number(row.recipient_id),
  recipientName: row.recipient_name,
  templateId: row.template_id === null ? null : Number(row.template_id),
  organizationId: row.organization_id === null ? null : Number(row.organization_id),
  organizationName: row.organization_name,
  title: row.title,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  dayMinutes: row.day_minutes.map(Number),
  note: row.note,
  updatedAt: iso(row.updated_at),
});

export async function listPlans(db: Queryable, recipientId: number | undefined): Promise<TimePlan[]> {
  const { rows } = await db.query<PlanRow>(
    `${PLAN_SELECT} AND ($1::bigint IS NULL OR p.recipient_id = $1)
      ORDER BY p.ends_on < current_date, p.starts_on DESC, p.id DESC LIMIT 1000`,
    [recipientId ?? null],
  );
  return rows.map(planOf);
}

export async function getPlan(db: Queryable, id: number): Promise<TimePlan> {
  const { rows } = await db.query<PlanRow>(`${PLAN_SELECT} AND p.id = $1`, [id]);
  if (!rows[0]) throw timeError(404, 'time.planNotFound');
  return planOf(rows[0]);
}

async function refuseUnknownReferences(db: Queryable, input: TimePlanInput) {
  const exists = async (table: string, id: number | null) =>
    id === null ||
    (await db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND deleted_at IS NULL`, [id])).rows.length > 0;
  if (!(await exists('recipients', input.recipientId))) throw timeError(400, 'time.recipientUnknown');
  if (!(await exists('time_plan_templates', input.templateId)))
    throw timeError(400, 'time.planTemplateUnknown');
  if (!(await exists('organizations', input.organizationId)))
    throw timeError(400, 'time.planOrganizationUnknown');
}

export async function savePlan(
  db: Queryable,
  caller: { customerId: number; userId: number },
  id: number | null,
  input: TimePlanInput,
): Promise<number> {
  await refuseUnknownReferences(db, input);
  const values = [
    input.recipientId,
    input.templateId,
    input.organizationId,
    input.title,
    input.startsOn,
    input.endsOn,
    input.dayMinutes,
    input.note,
  ];
  if (id === null) {
    const { rows } = await db.query<{ id: Id }>(
      `INSERT INTO time_plans (customer_id, created_by, recipient_id, template_id, organization_id, title,
         starts_on, ends_on, day_minutes, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [caller.customerId, caller.userId, ...values],
    );
    return Number(rows[0]!.id);
  }
  const { affectedRows } = await db.query(
    `UPDATE time_plans SET recipient_id = $2, template_id = $3, organization_id = $4, title = $5,
       starts_on = $6, ends_on = $7, day_minutes = $8, note = $9
      WHERE id = $1 AND deleted_at IS NULL`,
    [id, ...values],
  );
  if (affectedRows === 0) throw timeError(404, 'time.planNotFound');
  return id;
}

/** The seven days from a Monday: the plan's minutes (0 outside its period) and the registered ones. */
export async function planWeek(db: Queryable, id: number, monday: string): Promise<PlanWeek> {
  if (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) throw timeError(400, 'time.notMonday');
  const plan = await getPlan(db, id);
  const { rows } = await db.query<{ date: string; minutes: string | number }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, sum(minutes) AS minutes FROM time_entries
      WHERE recipient_id = $1 AND deleted_at IS NULL AND date BETWEEN $2::date AND $2::date + 6
      GROUP BY date`,
    [plan.recipientId, monday],
  );
  const registered = new Map(rows.map((row) => [row.date, Number(row.minutes)]));
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.parse(`${monday}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    const inPlan = date >= plan.startsOn && date <= plan.endsOn;
    return { date, planned: inPlan ? plan.dayMinutes[i]! : 0, registered: registered.get(date) ?? 0 };
  });
  return { monday, days };
}

export async function planOptions(db: Queryable) {
  const named = async (sql: string) =>
    (await db.query<{ id: Id; name: string }>(sql)).rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
    }));
  return {
    participants: await named(
      'SELECT id, full_name AS name FROM recipients WHERE deleted_at IS NULL ORDER BY full_name, id LIMIT 1000',
    ),
    organizations: await named(
      `SELECT id, name FROM organizations WHERE deleted_at IS NULL AND archived_at IS NULL
        ORDER BY lower(name), id LIMIT 1000`,
    ),
    templates: await listTemplates(db),
  };
}
