// The task list's parts: one task's row (with its "done" checkbox), the filters, and the due-date
// view's groups.
import {
  Box,
  Button,
  Checkbox,
  Chip,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useAppTranslation, useNotify, useUserContext } from '@portal/sdk';
import { dueGroup, useTaskWrites, type DueGroup, type Task, type TaskFilter } from './tasks-api';
import { tasksTexts } from './tasks-texts';

export type TaskView = 'list' | 'due';
export type ListFilter = Omit<TaskFilter, 'recipientId'>;

const GROUPS: readonly DueGroup[] = ['overdue', 'today', 'thisWeek', 'later', 'noDue'];

interface RowProps {
  task: Task;
  onOpen: (task: Task) => void;
  /** Told when the task was marked done (the page's message with Undo); else a plain message. */
  onDone?: (task: Task) => void;
}

export function TaskRow({ task, onOpen, onDone }: RowProps) {
  const { t, locale } = useAppTranslation(tasksTexts);
  const { user } = useUserContext();
  const notify = useNotify();
  const writes = useTaskWrites();
  const mayComplete = user.role !== 'participant' || task.assignedTo === user.id;
  const toggle = async () => {
    try {
      await writes.setDone(task.id, !task.done);
      await writes.refresh();
      if (!task.done && onDone) onDone(task);
      else notify({ message: t(task.done ? 'reopened' : 'doneSaved'), severity: 'success' });
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

interface FiltersProps {
  staff: boolean;
  filter: ListFilter;
  onFilter: (filter: ListFilter) => void;
  view: TaskView;
  onView: (view: TaskView) => void;
}

/** Status, whose (staff) and the view: a list or by due date. */
export function TaskFilters({ staff, filter, onFilter: setFilter, view, onView: setView }: FiltersProps) {
  const { t } = useAppTranslation(tasksTexts);
  return (
    <>
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
    </>
  );
}

/** The tasks by due date: overdue, today, this week, later, no due date. */
export function DueGroups({ rows, onOpen, onDone }: { rows: Task[] } & Omit<RowProps, 'task'>) {
  const { t } = useAppTranslation(tasksTexts);
  const now = new Date();
  return GROUPS.map((group) => {
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
            <TaskRow key={task.id} task={task} onOpen={onOpen} onDone={onDone} />
          ))}
        </List>
      </Box>
    );
  });
}
