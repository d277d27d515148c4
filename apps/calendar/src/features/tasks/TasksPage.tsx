// page:tasks (route "tasks", gated by calendar_TasksAccess): a list with filters (status, whose,
// the chosen participant in RECIPIENT context) and a due-date view; overdue tasks are marked;
// a checkbox completes a task. `?task=<id>` opens one task.
import { useState } from 'react';
import { Route } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import {
  PageRoutes,
  definePage,
  useAppTranslation,
  useNotify,
  usePageHeader,
  useUserContext,
  type PageProps,
} from '@portal/sdk';
import { useCloseGuard } from '../calendar';
import { useDoneUndo } from './done-undo';
import { TaskForm } from './TaskForm';
import { DueGroups, TaskFilters, TaskRow, type ListFilter, type TaskView } from './task-list-parts';
import { useTasks, type Task } from './tasks-api';
import { tasksTexts } from './tasks-texts';

export function TaskList({ initialTask }: { initialTask: number | null }) {
  const { t } = useAppTranslation(tasksTexts);
  const { user, selectedRecipient } = useUserContext();
  const notify = useNotify();
  const narrow = useMediaQuery('(max-width:767px)');
  const staff = user.role !== 'participant';
  usePageHeader({ title: t('pageTitle') });
  const [filter, setFilter] = useState<ListFilter>({
    status: 'open',
    assignee: staff ? 'me' : 'all',
  });
  const [view, setView] = useState<TaskView>('list');
  const [open, setOpen] = useState<{ task: Task | null } | null>(null);
  const closeGuard = useCloseGuard();
  const doneUndo = useDoneUndo();
  const [deepLink, setDeepLink] = useState(initialTask);
  const tasks = useTasks({ ...filter, recipientId: selectedRecipient?.id ?? null });
  if (deepLink !== null && tasks.data) {
    const found = tasks.data.find((task) => task.id === deepLink);
    setDeepLink(null);
    if (found && staff) setOpen({ task: found });
  }
  const rows = tasks.data ?? [];
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {staff && (
          <Button variant="contained" onClick={() => setOpen({ task: null })}>
            {t('newTask')}
          </Button>
        )}
        <TaskFilters staff={staff} filter={filter} onFilter={setFilter} view={view} onView={setView} />
      </Stack>
      {tasks.isPending && <Typography>{t('loading')}</Typography>}
      {tasks.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {tasks.data && rows.length === 0 && <Typography>{t('empty')}</Typography>}
      {view === 'list' && rows.length > 0 && (
        <List aria-label={t('pageTitle')}>
          {rows.map((task) => (
            <TaskRow key={task.id} task={task} onOpen={(task) => setOpen({ task })} onDone={doneUndo.onDone} />
          ))}
        </List>
      )}
      {view === 'due' && <DueGroups rows={rows} onOpen={(task) => setOpen({ task })} onDone={doneUndo.onDone} />}
      <Dialog
        open={open !== null}
        onClose={closeGuard.guard(() => setOpen(null))}
        fullScreen={narrow}
        fullWidth
        maxWidth="sm"
        aria-labelledby="task-dialog-title"
      >
        {open && (
          <>
            <DialogTitle id="task-dialog-title">{t(open.task ? 'editTask' : 'newTask')}</DialogTitle>
            <DialogContent>
              <TaskForm
                task={open.task}
                onCancel={closeGuard.guard(() => setOpen(null))}
                onDirtyChange={closeGuard.onDirtyChange}
                onSaved={(message) => {
                  setOpen(null);
                  notify({ message, severity: 'success' });
                }}
              />
            </DialogContent>
          </>
        )}
      </Dialog>
      {closeGuard.prompt}
      {doneUndo.snackbar}
    </Box>
  );
}

export default definePage(function TasksPage({ query }: PageProps) {
  const { t } = useAppTranslation(tasksTexts);
  const task = Number(query.task);
  return (
    <PageRoutes app="calendar" notFound={<p>{t('notFound')}</p>}>
      <Route index element={<TaskList initialTask={Number.isInteger(task) && task > 0 ? task : null} />} />
    </PageRoutes>
  );
});
