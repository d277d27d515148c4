// Issue 26 item 13: a task marked done leaves the open list with a message that names it and an
// Undo that opens it again (it vanished without a word before). Both languages.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import type { Task } from '@portal/rules';
import { TaskList } from './TasksPage';

const TASK: Task = {
  id: 7,
  title: 'Call the employer',
  description: null,
  dueAt: null,
  done: false,
  doneAt: null,
  assignedTo: 1,
  assigneeName: 'Test Staff',
  recipientId: null,
  recipientName: null,
  createdBy: 1,
  overdue: false,
};

/** /api/tasks as a server would keep it: the open list holds the task while it is not done. */
function tasksServer() {
  let done = false;
  const writes: boolean[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    let body: unknown = { ok: true };
    if (path.startsWith('/api/tasks/7/done')) {
      done = (JSON.parse(String(init?.body)) as { done: boolean }).done;
      writes.push(done);
    } else if (path.startsWith('/api/tasks')) {
      body = { tasks: done ? [] : [TASK] };
    }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return { fetch, writes };
}

describe('marking a task done', () => {
  it.each([
    ['en', 'Mark "Call the employer" done', '“Call the employer” was marked done', 'Undo', 'The task was opened again'],
    ['no', 'Merk «Call the employer» som fullført', '«Call the employer» ble merket som fullført', 'Angre', 'Oppgaven ble åpnet igjen'],
  ] as const)('says so and offers undo (%s)', async (language, checkbox, message, undo, reopened) => {
    const server = tasksServer();
    const notify = vi.fn();
    const shell = createTestShell({ fetch: server.fetch, language, notify });
    // The shell's layout gives pages its query client; here the test does.
    render(
      <QueryClientProvider client={shell.queryClient}>
        <TestShell shell={shell} path="/tasks">
          <TaskList initialTask={null} />
        </TestShell>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: checkbox }));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: checkbox })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: undo }));
    expect(await screen.findByRole('checkbox', { name: checkbox })).toBeTruthy();
    expect(server.writes).toEqual([true, false]);
    expect(notify).toHaveBeenCalledWith({ message: reopened, severity: 'success' });
  });
});
