// The calendar (issue 16, part 1) with FullCalendar 6: month, week, day and list; select a time to
// create, drag or resize to move (and Alt+arrows on a focused event, or the form's date and time
// fields, for the keyboard); colours per kind. In ME the user's own calendar, in RECIPIENT the
// chosen participant's. A participant sees their own, read-only, and answers invitations.
// The parts: the grid (CalendarGrid, its callbacks in use-grid-handlers), the range shown and its
// reads (use-shown-range), the moves and deletes (use-calendar-changes), the dialog (CalendarDialog).
import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, useMediaQuery } from '@mui/material';
import { useAppTranslation, usePageHeader, useUserContext } from '@portal/sdk';
import { serverMessage } from './calendar-api';
import type { CalendarOpen } from './calendar-open';
import { calendarTexts } from './calendar-texts';
import { CalendarDialog } from './CalendarDialog';
import { CalendarGrid } from './CalendarGrid';
import { CalendarToolbar } from './CalendarToolbar';
import { useCloseGuard } from './close-guard';
import { fcEventsOf } from './fc-events';
import { ScopeDialog } from './ScopeDialog';
import { useCalendarChanges, type PendingChange } from './use-calendar-changes';
import { useShownRange } from './use-shown-range';

// An unanswered invitation is told by its dashed white border and italic title, never by fading:
// faded white text on the kind colours fell to 2.6:1 (axe color-contrast, serious).
// FullCalendar's own greys fall under 4.5:1 (issue 26 item 10; the event-states journey checks each
// view with "today" moved across the week): its neutral text (week numbers, #808080 on grey, 3.3:1)
// is darkened, and the other month's day numbers are a readable grey instead of faded to 30 %.
const CALENDAR_STYLES = {
  '& .fc': { '--fc-neutral-text-color': '#4a5056' },
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: '#5f6368' },
  '& .calendar-pending': { borderStyle: 'dashed', borderColor: '#ffffff !important', fontStyle: 'italic' },
  '& .calendar-declined': { textDecoration: 'line-through' },
  '& .calendar-more': { fontWeight: 600 },
} as const;

/** A new event from the button: the next whole hour, one hour long. */
function nextHour(): CalendarOpen {
  const start = new Date();
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  return { type: 'new', start, end: new Date(start.getTime() + 3_600_000), allDay: false };
}

export function CalendarView({ initialEvent }: { initialEvent: number | null }) {
  const { t, language } = useAppTranslation(calendarTexts);
  const { user, selectedRecipient } = useUserContext();
  const narrow = useMediaQuery('(max-width:767px)');
  const staff = user.role !== 'participant';
  const recipientId = selectedRecipient?.id ?? null;
  const closeGuard = useCloseGuard();
  const [open, setOpen] = useState<CalendarOpen>(
    initialEvent ? { type: 'view', eventId: initialEvent, occurrence: null } : null,
  );
  // After a pointer interaction (a selection, a drag) FullCalendar 6 can keep its mirror and stop
  // drawing new events in this page; a write from the calendar therefore draws it afresh (a new
  // key), at the view and date it showed.
  const [drawing, setDrawing] = useState(0);
  const redraw = useCallback(() => setDrawing((n) => n + 1), []);
  const onChanged = useCallback(
    (action: PendingChange['action']) => {
      if (action === 'delete') setOpen(null);
      redraw();
    },
    [redraw],
  );
  const changes = useCalendarChanges(onChanged);
  const { occurrences, viewType, shown, onDates } = useShownRange(recipientId);
  usePageHeader({
    title: selectedRecipient ? t('recipientTitle', { name: selectedRecipient.name }) : t('pageTitle'),
  });
  const events = useMemo(
    () => fcEventsOf(occurrences.data ?? [], viewType, (count) => t('moreEvents', { count })),
    [occurrences.data, viewType, t],
  );

  return (
    <Box sx={CALENDAR_STYLES}>
      <CalendarToolbar staff={staff} onNew={() => setOpen(nextHour())} onFeed={() => setOpen({ type: 'feed' })} />
      {changes.failure && (
        <Alert severity="error" role="alert" onClose={changes.clearFailure} sx={{ mb: 1 }}>
          {changes.failure}
        </Alert>
      )}
      {occurrences.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {serverMessage(occurrences.error, language) ?? t('loadFailed')}
        </Alert>
      )}
      <CalendarGrid
        events={events}
        drawing={drawing}
        shown={shown.current}
        busy={occurrences.isFetching}
        staff={staff}
        narrow={narrow}
        onDates={onDates}
        onOpen={setOpen}
        requestChange={changes.requestChange}
      />
      <CalendarDialog
        open={open}
        onOpen={setOpen}
        closeGuard={closeGuard}
        narrow={narrow}
        recipientId={recipientId}
        occurrences={occurrences.data}
        requestChange={changes.requestChange}
        onCreated={redraw}
      />
      {closeGuard.prompt}
      <ScopeDialog
        open={changes.pending !== null}
        title={t(changes.pending?.action === 'delete' ? 'scopeDeleteTitle' : 'scopeTitle')}
        onCancel={changes.cancelPending}
        onChoose={changes.choosePending}
      />
    </Box>
  );
}
