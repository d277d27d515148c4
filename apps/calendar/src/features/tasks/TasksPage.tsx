// page:tasks (route "tasks", gated by calendar_TasksAccess): a list with filters (status, whose,
// the chosen participant in RECIPIENT context) and a due-date view; overdue tasks are marked;
// a checkbox completes a task. `?task=<id>` opens one task.
import { useState } from 'react';
import { Route } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
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
import { TaskForm } from './TaskForm';
import { dueGroup, useTaskWrites, useTasks, type DueGroup, type Task, type TaskFilter } from './tasks-api';
import { tasksTexts } from './tasks-texts';

const GROUPS: readonly DueGroup[] = ['overdue', 'today', 'thisWeek', 'later', 'noDue'];

function TaskRow({ task, onOpen }: { task: Task; onOpen: (task: Task) => void }) {
  const { t, locale } = useAppTranslation(tasksTexts);
  const { user } = useUserContext();
  const notify = useNotify();
  const writes = useTaskWrites();
  const mayComplete = user.role !== 'participant' || task.assignedTo === user.id;
  const toggle = async () => {
    try {
      await writes.setDone(task.id, !task.done);
      await writes.refresh();
      notify({ message: t(task.done ? 'reopened' : 'doneSaved'), severity: 'success' });
    } catch {
      notify({ message: t('saveFailed'), severity: 'error' });
    }
  };
  const details = [
    task.dueAt
      ? t('due', {
          date: new Date(task.dueAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
        })
      : null,
    task.assigneeName,
    task.recipientName,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <ListItem
      divider
      data-testid="task-row"
      secondaryAction={
        user.role !== 'participant' ? (
          <Button size="small" onClick={() => onOpen(task)}>
            {t('editTask')}
          </Button>
        ) : undefined
      }
      sx={{ pr: user.role !== 'participant' ? 12 : 2 }}
    >
      <Checkbox
        edge="start"
        checked={task.done}
        disabled={!mayComplete}
        onChange={() => void toggle()}
        slotProps={{ input: { 'aria-label': t('markDone', { title: task.title }) } }}
      />
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ textDecoration: task.done ? 'line-through' : 'none' }}>
              {task.title}
            </Typography>
            {task.overdue && <Chip size="small" color="error" label={t('overdue')} />}
          </Stack>
        }
        secondary={details || null}
      />
    </ListItem>
  );
}

function TaskList({ initialTask }: { initialTask: number | null }) {
  const { t } = useAppTranslation(tasksTexts);
  const { user, selectedRecipient } = useUserContext();
  const notify = useNotify();
  const narrow = useMediaQuery('(max-width:767px)');
  const staff = user.role !== 'participant';
  usePageHeader({ title: t('pageTitle') });
  const [filter, setFilter] = useState<Omit<TaskFilter, 'recipientId'>>({
    status: 'open',
    assignee: staff ? 'me' : 'all',
  });
  const [view, setView] = useState<'list' | 'due'>('list');
  const [open, setOpen] = useState<{ task: Task | null } | null>(null);
  const closeGuard = useCloseGuard();
  const [deepLink, setDeepLink] = useState(initialTask);
  const tasks = useTasks({ ...filter, recipientId: selectedRecipient?.id ?? null });
  if (deepLink !== null && tasks.data) {
    const found = tasks.data.find((task) => task.id === deepLink);
    setDeepLink(null);
    if (found && staff) setOpen({ task: found });
  }
  const now = new Date();
  const rows = tasks.data ?? [];
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {staff && (
          <Button variant="contained" onClick={() => setOpen({ task: null })}>
            {t('newTask')}
          </Button>
        )}
        <TextField
          select
          size="small"
          label={t('status')}
          value={filter.status}
          onChange={(e) => setFilter({ ...filter, status: e.target.value as TaskFilter['status'] })}
          sx={{ minWidth: 130 }}
        >
          {(['open', 'done', 'all'] as const).map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {staff && (
          <TextField
            select
            size="small"
            label={t('whose')}
            value={filter.assignee}
            onChange={(e) => setFilter({ ...filter, assignee: e.target.value as TaskFilter['assignee'] })}
            sx={{ minWidth: 160 }}
          >
            {(['me', 'all'] as const).map((s) => (
              <MenuItem key={s} value={s}>
                {t(`whose.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={t('view')}
          value={view}
          onChange={(e) => setView(e.target.value as 'list' | 'due')}
          sx={{ minWidth: 140 }}
        >
          {(['list', 'due'] as const).map((v) => (
            <MenuItem key={v} value={v}>
              {t(`view.${v}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {tasks.isPending && <Typography>{t('loading')}</Typography>}
      {tasks.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {tasks.data && rows.length === 0 && <Typography>{t('empty')}</Typography>}
      {view === 'list' && rows.length > 0 && (
        <List aria-label={t('pageTitle')}>
          {rows.map((task) => (
            <TaskRow key={task.id} task={task} onOpen={(task) => setOpen({ task })} />
          ))}
        </List>
      )}
      {view === 'due' &&
        GROUPS.map((group) => {
          const inGroup = rows.filter((task) => dueGroup(task, now) === group);
          if (inGroup.length === 0) return null;
          return (
            <Box key={group} component="section" aria-labelledby={`tasks-group-${group}`} sx={{ mb: 2 }}>
              <Typography
                variant="h6"
                component="h2"
                id={`tasks-group-${group}`}
                color={group === 'overdue' ? 'error' : undefined}
              >
                {t(group)} ({inGroup.length})
              </Typography>
              <List>
                {inGroup.map((task) => (
                  <TaskRow key={task.id} task={task} onOpen={(task) => setOpen({ task })} />
                ))}
              </List>
            </Box>
          );
        })}
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
