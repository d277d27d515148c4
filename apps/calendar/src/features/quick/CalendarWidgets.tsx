// widget:CALENDAR_EVENT and widget:CALENDAR_TASK (§3): the coming events (two weeks) and the open
// tasks, in ME the user's own and in RECIPIENT the chosen participant's; each row links to its
// event or task. A list at every width (titles in full), amount_of_rows rows.
import { useMemo } from 'react';
import { Alert, Box, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import {
  ApiRequestError,
  defineWidget,
  useAppTranslation,
  useHref,
  useUserContext,
  type WidgetProps,
} from '@portal/sdk';
import { KIND_COLOURS, useOccurrences, type Occurrence } from '../calendar';
import { tasksTexts, useTasks, type Task } from '../tasks';

const TWO_WEEKS = 14 * 86_400_000;

function EventRow({ event }: { event: Occurrence }) {
  const { locale } = useAppTranslation(tasksTexts);
  const href = useHref({ route: 'calendar', query: { event: event.eventId } });
  return (
    <ListItem divider disableGutters>
      <Box
        aria-hidden
        sx={{ width: 6, alignSelf: 'stretch', bgcolor: KIND_COLOURS[event.kind], mr: 1, borderRadius: 1 }}
      />
      <ListItemText
        primary={<Link href={href}>{event.title}</Link>}
        secondary={new Date(event.start).toLocaleString(
          locale,
          event.allDay ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' },
        )}
      />
    </ListItem>
  );
}

export const CalendarEventWidget = defineWidget(function CalendarEventWidget({
  name,
  amountOfRows,
}: WidgetProps) {
  const { t } = useAppTranslation(tasksTexts);
  const { selectedRecipient } = useUserContext();
  const range = useMemo(() => {
    const from = new Date();
    from.setSeconds(0, 0);
    return { from, to: new Date(from.getTime() + TWO_WEEKS) };
  }, []);
  const events = useOccurrences(range.from, range.to, selectedRecipient?.id ?? null);
  const calendarHref = useHref({ route: 'calendar' });
  const rows = (events.data ?? [])
    .filter((e) => Date.parse(e.end) >= range.from.getTime())
    .slice(0, amountOfRows);
  return (
    <Box component="section" data-widget="CALENDAR_EVENT" aria-label={name || t('eventsWidget')}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h6" component="h2">
          {name || t('eventsWidget')}
        </Typography>
        <Link href={calendarHref}>{t('openCalendar')}</Link>
      </Stack>
      {events.isError && (
        <Alert severity="info">
          {events.error instanceof ApiRequestError && events.error.status === 403
            ? t('noAccess')
            : t('loadFailed')}
        </Alert>
      )}
      {events.data && rows.length === 0 && <Typography>{t('noEvents')}</Typography>}
      <List dense>
        {rows.map((event) => (
          <EventRow key={event.key} event={event} />
        ))}
      </List>
    </Box>
  );
});

function TaskRow({ task }: { task: Task }) {
  const { t, locale } = useAppTranslation(tasksTexts);
  const href = useHref({ route: 'tasks', query: { task: task.id } });
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={<Link href={href}>{task.title}</Link>}
        secondary={
          <>
            {task.dueAt
              ? t('due', {
                  date: new Date(task.dueAt).toLocaleString(locale, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })
              : t('noDue')}
            {task.overdue && (
              <Chip component="span" size="small" color="error" label={t('overdue')} sx={{ ml: 1 }} />
            )}
          </>
        }
      />
    </ListItem>
  );
}

export const CalendarTaskWidget = defineWidget(function CalendarTaskWidget({
  name,
  amountOfRows,
}: WidgetProps) {
  const { t } = useAppTranslation(tasksTexts);
  const { selectedRecipient } = useUserContext();
  const tasks = useTasks({
    status: 'open',
    assignee: selectedRecipient ? 'all' : 'me',
    recipientId: selectedRecipient?.id ?? null,
  });
  const tasksHref = useHref({ route: 'tasks' });
  const rows = (tasks.data ?? []).slice(0, amountOfRows);
  return (
    <Box component="section" data-widget="CALENDAR_TASK" aria-label={name || t('tasksWidget')}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h6" component="h2">
          {name || t('tasksWidget')}
        </Typography>
        <Link href={tasksHref}>{t('openTasks')}</Link>
      </Stack>
      {tasks.isError && (
        <Alert severity="info">
          {tasks.error instanceof ApiRequestError && tasks.error.status === 403
            ? t('noAccess')
            : t('loadFailed')}
        </Alert>
      )}
      {tasks.data && rows.length === 0 && <Typography>{t('empty')}</Typography>}
      <List dense>
        {rows.map((task) => (
          <TaskRow key={task.id} task={task} />
        ))}
      </List>
    </Box>
  );
});
