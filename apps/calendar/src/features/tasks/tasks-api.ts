// Tasks through the server's /api/tasks routes (which check every rule), with the shell's clients.
import { useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';
import { calendarContract, type RouteBodyIn, type Task, type TaskFilter as TaskQuery } from '@portal/rules';

// The wire types are the contract's (packages/rules, calendar/contract.ts), written once.
export type { Task } from '@portal/rules';
/** A task as the app sends it (the server fills the defaults and checks everything again). */
export type TaskInput = RouteBodyIn<typeof calendarContract.createTask>;
/** The list's filter: the query's, with no participant as null. */
export type TaskFilter = Omit<TaskQuery, 'recipientId'> & { recipientId: number | null };

export const TASKS_KEY = ['calendar-tasks'] as const;

export function useTasks(filter: TaskFilter, enabled = true) {
  const { api } = useShell();
  const query = {
    status: filter.status,
    assignee: filter.assignee,
    recipientId: filter.recipientId || undefined,
  };
  return useQuery({
    queryKey: [...TASKS_KEY, query],
    enabled,
    queryFn: () => api.call(calendarContract.tasks, { query }),
    select: (data) => data.tasks,
  });
}

export function useTaskWrites() {
  const { api, queryClient } = useShell();
  return {
    refresh: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
    create: (input: TaskInput) => api.call(calendarContract.createTask, { body: input }),
    update: (id: number, input: TaskInput) =>
      api.call(calendarContract.updateTask, { params: { id }, body: input }),
    setDone: (id: number, done: boolean) =>
      api.call(calendarContract.setTaskDone, { params: { id }, body: { done } }),
    remove: (id: number) => api.call(calendarContract.removeTask, { params: { id } }),
  };
}

export type DueGroup = 'overdue' | 'today' | 'thisWeek' | 'later' | 'noDue';

/** The due-date view's group of a task. */
export function dueGroup(task: Task, now: Date): DueGroup {
  if (!task.dueAt) return 'noDue';
  const due = new Date(task.dueAt);
  if (!task.done && due < now) return 'overdue';
  const endOfToday = new Date(now);
  endOfToday.setHours(23, 59, 59, 999);
  if (due <= endOfToday) return 'today';
  if (due.getTime() <= endOfToday.getTime() + 6 * 86_400_000) return 'thisWeek';
  return 'later';
}
