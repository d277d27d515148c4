// Tasks through the server's /api/tasks routes (which check every rule), with the shell's clients.
import { useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';

export interface Task {
  id: number;
  title: string;
  description: string | null;
  dueAt: string | null;
  done: boolean;
  doneAt: string | null;
  assignedTo: number | null;
  assigneeName: string | null;
  recipientId: number | null;
  recipientName: string | null;
  createdBy: number | null;
  overdue: boolean;
}

export interface TaskInput {
  title: string;
  description: string | null;
  dueAt: string | null;
  assignedTo: number | null;
  recipientId: number | null;
  done: boolean;
}

export interface TaskFilter {
  status: 'open' | 'done' | 'all';
  assignee: 'me' | 'all';
  recipientId: number | null;
}

export const TASKS_KEY = ['calendar-tasks'] as const;

export function useTasks(filter: TaskFilter, enabled = true) {
  const { api } = useShell();
  const query = `status=${filter.status}&assignee=${filter.assignee}${filter.recipientId ? `&recipientId=${filter.recipientId}` : ''}`;
  return useQuery({
    queryKey: [...TASKS_KEY, query],
    enabled,
    queryFn: () => api.request<{ tasks: Task[] }>('GET', `/api/tasks?${query}`),
    select: (data) => data.tasks,
  });
}

export function useTaskWrites() {
  const { api, queryClient } = useShell();
  return {
    refresh: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
    create: (input: TaskInput) => api.request<{ id: number }>('POST', '/api/tasks', input),
    update: (id: number, input: TaskInput) => api.request('PUT', `/api/tasks/${id}`, input),
    setDone: (id: number, done: boolean) => api.request('POST', `/api/tasks/${id}/done`, { done }),
    remove: (id: number) => api.request('DELETE', `/api/tasks/${id}`),
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
