// Tasks of one tenant (issue 16, part 4): staff create and change them; a participant sees the
// tasks assigned to them (issue 33.10: not the caseworker's tasks about them) and may mark them
// done. Every statement names the tenant.
import { isStaffRole, type Task, type TaskFilter, type TaskInput } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { calendarError } from './calendar-errors';
import type { CalendarCaller } from './event-store';

const SELECT = `SELECT t.id, t.title, t.description, t.due_at, t.done, t.done_at, t.assigned_to, t.recipient_id,
    t.created_by, trim(u.first_name || ' ' || u.last_name) AS assignee_name, r.full_name AS recipient_name
  FROM tasks t
  LEFT JOIN users u ON u.id = t.assigned_to
  LEFT JOIN recipients r ON r.id = t.recipient_id`;

interface RawTask {
  id: number;
  title: string;
  description: string | null;
  due_at: Date | null;
  done: boolean;
  done_at: Date | null;
  assigned_to: number | null;
  recipient_id: number | null;
  created_by: number | null;
  assignee_name: string | null;
  recipient_name: string | null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

function shape(row: RawTask, now: Date): Task {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    dueAt: row.due_at?.toISOString() ?? null,
    done: row.done,
    doneAt: row.done_at?.toISOString() ?? null,
    assignedTo: num(row.assigned_to),
    assigneeName: row.assignee_name,
    recipientId: num(row.recipient_id),
    recipientName: row.recipient_name,
    createdBy: num(row.created_by),
    overdue: !row.done && row.due_at !== null && row.due_at.getTime() < now.getTime(),
  };
}

/**
 * What the user may see: staff the tenant's tasks, a participant the tasks assigned to them (issue
 * 33.10). A task about a participant that is assigned to a caseworker is the caseworker's own work
 * and stays on the staff side; the data API holds the same rule (metadata/tables/public_tasks.json).
 */
function visible(who: CalendarCaller, params: unknown[]) {
  if (isStaffRole(who.role)) return 'true';
  params.push(who.userId);
  return `t.assigned_to = $${params.length}`;
}

export async function listTasks(
  tx: Queryable,
  who: CalendarCaller,
  filter: TaskFilter,
  now: Date,
): Promise<Task[]> {
  const params: unknown[] = [who.customerId];
  const where = [`t.customer_id = $1`, 't.deleted_at IS NULL', visible(who, params)];
  if (filter.status === 'open') where.push('NOT t.done');
  if (filter.status === 'done') where.push('t.done');
  if (filter.assignee === 'me') {
    params.push(who.userId);
    where.push(`t.assigned_to = $${params.length}`);
  }
  if (filter.recipientId !== undefined) {
    params.push(filter.recipientId);
    where.push(`t.recipient_id = $${params.length}`);
  }
  const { rows } = await tx.query<RawTask>(
    `${SELECT} WHERE ${where.join(' AND ')} ORDER BY t.done, t.due_at NULLS LAST, t.id LIMIT 500`,
    params,
  );
  return rows.map((row) => shape(row, now));
}

async function checkReferences(tx: Queryable, who: CalendarCaller, input: TaskInput) {
  if (!input.title) throw calendarError(400, 'tasks.titleRequired', {}, { field: 'title' });
  if (input.assignedTo !== null) {
    const { rows } = await tx.query('SELECT 1 FROM users WHERE customer_id = $1 AND id = $2', [
      who.customerId,
      input.assignedTo,
    ]);
    if (rows.length === 0) throw calendarError(400, 'tasks.assigneeUnknown', {}, { field: 'assignedTo' });
  }
  if (input.recipientId !== null) {
    const { rows } = await tx.query(
      'SELECT 1 FROM recipients WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL',
      [who.customerId, input.recipientId],
    );
    if (rows.length === 0)
      throw calendarError(400, 'calendar.recipientUnknown', {}, { field: 'recipientId' });
  }
}

export async function createTask(
  tx: Queryable,
  who: CalendarCaller,
  input: TaskInput,
  now: Date,
): Promise<number> {
  if (!isStaffRole(who.role)) throw calendarError(403, 'tasks.forbidden');
  await checkReferences(tx, who, input);
  const { rows } = await tx.query<{ id: number | string }>(
    `INSERT INTO tasks (customer_id, title, description, due_at, done, done_at, recipient_id, assigned_to, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      who.customerId,
      input.title,
      input.description,
      input.dueAt,
      input.done,
      input.done ? now : null,
      input.recipientId,
      input.assignedTo ?? who.userId,
      who.userId,
    ],
  );
  return Number(rows[0]?.id);
}

async function readTask(tx: Queryable, who: CalendarCaller, id: number): Promise<RawTask> {
  const params: unknown[] = [who.customerId, id];
  const { rows } = await tx.query<RawTask>(
    `${SELECT} WHERE t.customer_id = $1 AND t.id = $2 AND t.deleted_at IS NULL AND ${visible(who, params)} FOR UPDATE OF t`,
    params,
  );
  const row = rows[0];
  if (!row) throw calendarError(404, 'tasks.notFound');
  return row;
}

export async function updateTask(
  tx: Queryable,
  who: CalendarCaller,
  id: number,
  input: TaskInput,
  now: Date,
) {
  if (!isStaffRole(who.role)) throw calendarError(403, 'tasks.forbidden');
  const row = await readTask(tx, who, id);
  await checkReferences(tx, who, input);
  await tx.query(
    `UPDATE tasks SET title = $3, description = $4, due_at = $5, done = $6, done_at = $7, recipient_id = $8,
        assigned_to = $9 WHERE customer_id = $1 AND id = $2`,
    [
      who.customerId,
      id,
      input.title,
      input.description,
      input.dueAt,
      input.done,
      input.done ? (row.done_at ?? now) : null,
      input.recipientId,
      input.assignedTo,
    ],
  );
}

/** Open or done: staff for any task, a participant for one assigned to them. */
export async function setTaskDone(tx: Queryable, who: CalendarCaller, id: number, done: boolean, now: Date) {
  const row = await readTask(tx, who, id);
  if (!isStaffRole(who.role) && num(row.assigned_to) !== who.userId)
    throw calendarError(403, 'tasks.forbidden');
  await tx.query('UPDATE tasks SET done = $3, done_at = $4 WHERE customer_id = $1 AND id = $2', [
    who.customerId,
    id,
    done,
    done ? now : null,
  ]);
}

export async function deleteTask(tx: Queryable, who: CalendarCaller, id: number, now: Date) {
  if (!isStaffRole(who.role)) throw calendarError(403, 'tasks.forbidden');
  await readTask(tx, who, id);
  await tx.query('UPDATE tasks SET deleted_at = $3 WHERE customer_id = $1 AND id = $2', [
    who.customerId,
    id,
    now,
  ]);
}
