// The calendar (issue 16, part 1) with FullCalendar 6: month, week, day and list; select a time to
// create, drag or resize to move (and Alt+arrows on a focused event, or the form's date and time
// fields, for the keyboard); colours per kind. In ME the user's own calendar, in RECIPIENT the
// chosen participant's. A participant sees their own, read-only, and answers invitations.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import nbLocale from '@fullcalendar/core/locales/nb';
import type {
  DateSelectArg,
  DatesSetArg,
  EventClickArg,
  EventDropArg,
  EventInput as FcEvent,
  EventMountArg,
} from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import { useAppTranslation, useNotify, usePageHeader, useShell, useUserContext } from '@portal/sdk';
import {
  CALENDAR_KEY,
  KIND_COLOURS,
  inputOf,
  occurrencesQuery,
  serverMessage,
  useCalendarWrites,
  useEventDetails,
  useOccurrences,
  type EventDetails,
  type Occurrence,
  type Scope,
} from './calendar-api';
import { calendarTexts } from './calendar-texts';
import { EventDetailsView } from './EventDetailsView';
import { EventForm } from './EventForm';
import { FeedPanel } from './FeedPanel';
import { MONTH_DAY_ENTRIES, neighbourRanges, thinMonth } from './month-entries';
import { useCloseGuard } from './close-guard';
import { ScopeDialog } from './ScopeDialog';

type Open =
  | { type: 'new'; start: Date; end: Date; allDay: boolean }
  | { type: 'view'; eventId: number; occurrence: string | null }
  | { type: 'edit'; eventId: number; occurrence: string | null }
  | { type: 'feed' }
  | null;

interface PendingChange {
  action: 'move' | 'delete';
  occurrence: Occurrence;
  start?: Date;
  end?: Date;
  revert?: () => void;
}

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
// The "+n more" entry sorts after the day's events.
const EVENT_ORDER = 'more,start,-duration,allDay,title';
const LOCALES = [nbLocale];
// Month cells draw events as plain blocks (cheaper than dot-and-time rows with 1,000 events).
const MONTH_BLOCKS = { dayGridMonth: { eventDisplay: 'block' } } as const;
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const QUARTER = 15 * 60_000;
const DAY = 86_400_000;

function toFc(o: Occurrence): FcEvent {
  return {
    id: o.key,
    title: o.title,
    start: o.start,
    end: o.end,
    allDay: o.allDay,
    backgroundColor: KIND_COLOURS[o.kind],
    borderColor: KIND_COLOURS[o.kind],
    textColor: '#ffffff',
    editable: o.canEdit,
    classNames:
      o.response === 'pending'
        ? ['calendar-pending']
        : o.response === 'declined'
          ? ['calendar-declined']
          : [],
    extendedProps: { occurrence: o, more: 0 },
  };
}

export function CalendarView({ initialEvent }: { initialEvent: number | null }) {
  const { t, language, locale } = useAppTranslation(calendarTexts);
  const { user, selectedRecipient } = useUserContext();
  const { api, queryClient } = useShell();
  const notify = useNotify();
  const writes = useCalendarWrites();
  const narrow = useMediaQuery('(max-width:767px)');
  const staff = user.role !== 'participant';
  const [range, setRange] = useState<{ from: Date; to: Date } | null>(null);
  const [viewType, setViewType] = useState<string | null>(null);
  const currentStart = useRef<Date | null>(null);
  const closeGuard = useCloseGuard();
  const [open, setOpen] = useState<Open>(
    initialEvent ? { type: 'view', eventId: initialEvent, occurrence: null } : null,
  );
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const recipientId = selectedRecipient?.id ?? null;
  // After a pointer interaction (a selection, a drag) FullCalendar 6 can keep its mirror and stop
  // drawing new events in this page; a write from the calendar therefore draws it afresh (a new
  // key), at the view and date it showed.
  const [drawing, setDrawing] = useState(0);
  const shown = useRef<{ view: string; date: Date } | null>(null);
  const redraw = useCallback(() => setDrawing((n) => n + 1), []);
  usePageHeader({
    title: selectedRecipient ? t('recipientTitle', { name: selectedRecipient.name }) : t('pageTitle'),
  });

  const occurrences = useOccurrences(range?.from ?? null, range?.to ?? null, recipientId);
  // The ranges before and after are read ahead once the shown one is in: paging to them draws at once.
  const settled = occurrences.isSuccess && !occurrences.isFetching;
  useEffect(() => {
    if (!settled || !range || !viewType || !currentStart.current) return;
    for (const next of neighbourRanges(viewType, currentStart.current, range))
      void queryClient.prefetchQuery(occurrencesQuery(api, next.from, next.to, recipientId));
  }, [settled, range, viewType, recipientId, api, queryClient]);
  const openId = open?.type === 'view' || open?.type === 'edit' ? open.eventId : null;
  const details = useEventDetails(
    openId,
    open?.type === 'view' || open?.type === 'edit' ? open.occurrence : null,
  );

  const events = useMemo<FcEvent[]>(() => {
    const all = occurrences.data ?? [];
    const shownEvents = viewType === 'dayGridMonth' ? thinMonth(all) : { events: all, more: [] };
    return [
      ...shownEvents.events.map(toFc),
      ...shownEvents.more.map(({ day, count }) => ({
        id: `more:${day}`,
        title: t('moreEvents', { count }),
        start: day,
        allDay: true,
        editable: false,
        classNames: ['calendar-more'],
        backgroundColor: '#ffffff',
        borderColor: KIND_COLOURS.other,
        textColor: '#263238',
        extendedProps: { more: 1, day, count },
      })),
    ];
  }, [occurrences.data, viewType, t]);
  const fetchDetails = useCallback(
    (id: number) =>
      queryClient.fetchQuery({
        queryKey: [...CALENDAR_KEY, 'event', id, null],
        queryFn: () => api.request<EventDetails>('GET', `/api/calendar/events/${id}`),
      }),
    [api, queryClient],
  );

  const applyMove = useCallback(
    async (change: PendingChange, scope: Scope) => {
      const { occurrence, start, end } = change;
      setFailure(null);
      try {
        if (change.action === 'delete') {
          await writes.remove(occurrence.eventId, scope, occurrence.occurrence);
          notify({ message: t('deleted'), severity: 'success' });
          setOpen(null);
        } else if (start && end) {
          const current = await fetchDetails(occurrence.eventId);
          await writes.update(
            occurrence.eventId,
            inputOf(current, start, end),
            occurrence.occurrence ? scope : 'all',
            occurrence.occurrence,
          );
          notify({ message: t('moved'), severity: 'success' });
        }
        redraw();
      } catch (error) {
        change.revert?.();
        setFailure(serverMessage(error, language) ?? t('saveFailed'));
      } finally {
        await writes.refresh();
      }
    },
    [fetchDetails, language, notify, redraw, t, writes],
  );

  /** A move of an occurrence: a series asks which occurrences first. */
  const requestChange = useCallback(
    (change: PendingChange) => {
      if (change.occurrence.occurrence) setPending(change);
      else void applyMove(change, 'all');
    },
    [applyMove],
  );

  // The keyboard's way to move and resize a focused event (the form's fields are the other way).
  const requestRef = useRef(requestChange);
  requestRef.current = requestChange;
  const moreLabelRef = useRef((count: number, date: string) => t('moreEventsLabel', { count, date }));
  moreLabelRef.current = (count: number, date: string) => t('moreEventsLabel', { count, date });
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const onMount = useCallback((info: EventMountArg) => {
    const occurrence = info.event.extendedProps.occurrence as Occurrence | undefined;
    if (!occurrence) {
      // The month's "+n more" entry: named for screen readers (it opens the day).
      const { count, day } = info.event.extendedProps as { count: number; day: string };
      info.el.setAttribute(
        'aria-label',
        moreLabelRef.current(
          count,
          new Date(`${day}T12:00:00`).toLocaleDateString(localeRef.current, { dateStyle: 'long' }),
        ),
      );
      return;
    }
    if (!occurrence.canEdit) return;
    info.el.addEventListener('keydown', (event: KeyboardEvent) => {
      if (!event.altKey) return;
      const moves: Record<string, [number, number]> = event.shiftKey
        ? { ArrowUp: [0, -QUARTER], ArrowDown: [0, QUARTER] }
        : {
            ArrowUp: [-QUARTER, -QUARTER],
            ArrowDown: [QUARTER, QUARTER],
            ArrowLeft: [-DAY, -DAY],
            ArrowRight: [DAY, DAY],
          };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      const start = new Date(Date.parse(occurrence.start) + move[0]);
      const end = new Date(Date.parse(occurrence.end) + move[1]);
      if (end <= start) return;
      requestRef.current({ action: 'move', occurrence, start, end });
    });
  }, []);

  // Stable handlers: FullCalendar resets its options (and an interaction under way) when a
  // callback prop changes, so each is made once and reads the latest state through a ref.
  const onSelect = useCallback((info: DateSelectArg) => {
    info.view.calendar.unselect();
    setOpen({ type: 'new', start: info.start, end: info.end, allDay: info.allDay });
  }, []);
  const onClick = useCallback((info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const occurrence = info.event.extendedProps.occurrence as Occurrence | undefined;
    if (!occurrence) {
      // "+n more": the day, in the day view.
      info.view.calendar.changeView('timeGridDay', info.event.extendedProps.day as string);
      return;
    }
    setOpen({ type: 'view', eventId: occurrence.eventId, occurrence: occurrence.occurrence });
  }, []);
  const onDrop = useCallback((info: EventDropArg | EventResizeDoneArg) => {
    const occurrence = info.event.extendedProps.occurrence as Occurrence | undefined;
    if (!occurrence || !info.event.start) return info.revert();
    const end =
      info.event.end ??
      new Date(info.event.start.getTime() + (Date.parse(occurrence.end) - Date.parse(occurrence.start)));
    requestRef.current({ action: 'move', occurrence, start: info.event.start, end, revert: info.revert });
  }, []);
  const onDates = useCallback((info: DatesSetArg) => {
    shown.current = { view: info.view.type, date: info.view.currentStart };
    setViewType(info.view.type);
    currentStart.current = info.view.currentStart;
    // FullCalendar's icons are role="img" without a name; the buttons carry it (title, aria-label).
    for (const icon of document.querySelectorAll('.fc-icon[role="img"]'))
      icon.setAttribute('aria-hidden', 'true');
    setRange((current) =>
      current &&
      current.from.getTime() === info.start.getTime() &&
      current.to.getTime() === info.end.getTime()
        ? current
        : { from: info.start, to: info.end },
    );
  }, []);
  const toolbar = useMemo(
    () =>
      narrow
        ? { left: 'prev,next today', center: '', right: 'title' }
        : {
            left: 'prev,next today',
            center: 'title',
            right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
          },
    [narrow],
  );
  const footer = useMemo(
    () => (narrow ? { center: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' } : undefined),
    [narrow],
  );

  const newButton = () => {
    const start = new Date();
    start.setMinutes(0, 0, 0);
    start.setHours(start.getHours() + 1);
    setOpen({ type: 'new', start, end: new Date(start.getTime() + 3_600_000), allDay: false });
  };
  const viewedOccurrence = occurrences.data?.find(
    (o) => open?.type === 'view' && o.eventId === open.eventId && o.occurrence === open.occurrence,
  );

  return (
    <Box
      sx={{
        '& .calendar-pending': { opacity: 0.75, borderStyle: 'dashed' },
        '& .calendar-declined': { textDecoration: 'line-through' },
        '& .calendar-more': { fontWeight: 600 },
      }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {staff && (
          <Button variant="contained" onClick={newButton}>
            {t('newEvent')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => setOpen({ type: 'feed' })}>
          {t('feedTitle')}
        </Button>
      </Stack>
      {staff && (
        <Typography variant="body2" sx={{ mb: 1 }} id="calendar-keyboard-help">
          {t('keyboardHelp')}
        </Typography>
      )}
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {occurrences.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {serverMessage(occurrences.error, language) ?? t('loadFailed')}
        </Alert>
      )}
      <Box data-testid="calendar" aria-busy={occurrences.isFetching}>
        <FullCalendar
          key={drawing}
          initialDate={shown.current?.date}
          plugins={PLUGINS}
          initialView={shown.current?.view ?? (narrow ? 'listWeek' : 'timeGridWeek')}
          headerToolbar={toolbar}
          footerToolbar={footer}
          locales={LOCALES}
          locale={language === 'no' ? 'nb' : 'en-gb'}
          firstDay={1}
          nowIndicator
          weekNumbers={!narrow}
          selectable={staff}
          selectMirror
          selectMinDistance={5}
          // The selection's mirror in the meeting colour (FullCalendar's own blue is too light for white text).
          eventColor={KIND_COLOURS.meeting}
          editable={staff}
          eventInteractive
          events={events}
          datesSet={onDates}
          select={onSelect}
          eventClick={onClick}
          eventDrop={onDrop}
          eventResize={onDrop}
          eventDidMount={onMount}
          scrollTime="07:00:00"
          contentHeight={narrow ? 'auto' : 620}
          dayMaxEvents={MONTH_DAY_ENTRIES}
          eventOrder={EVENT_ORDER}
          views={MONTH_BLOCKS}
          eventTimeFormat={TIME_FORMAT}
          slotLabelFormat={TIME_FORMAT}
        />
      </Box>

      <Dialog
        open={open !== null}
        onClose={closeGuard.guard(() => setOpen(null))}
        fullScreen={narrow}
        fullWidth
        maxWidth="sm"
        aria-labelledby="calendar-dialog-title"
      >
        {open?.type === 'new' && (
          <>
            <DialogTitle id="calendar-dialog-title">{t('newEvent')}</DialogTitle>
            <DialogContent>
              <EventForm
                mode={{ kind: 'new', start: open.start, end: open.end, allDay: open.allDay, recipientId }}
                onCancel={closeGuard.guard(() => setOpen(null))}
                onDirtyChange={closeGuard.onDirtyChange}
                onSaved={(_, message) => {
                  setOpen(null);
                  redraw();
                  notify({ message, severity: 'success' });
                }}
              />
            </DialogContent>
          </>
        )}
        {(open?.type === 'view' || open?.type === 'edit') && (
          <>
            <DialogTitle id="calendar-dialog-title">
              {open.type === 'edit' ? t('editEvent') : (details.data?.title ?? t('eventTitle'))}
            </DialogTitle>
            <DialogContent>
              {details.isPending && <Typography>{t('loading')}</Typography>}
              {details.isError && (
                <Alert severity="error">{serverMessage(details.error, language) ?? t('loadFailed')}</Alert>
              )}
              {details.data && open.type === 'view' && (
                <EventDetailsView
                  details={details.data}
                  occurrence={open.occurrence}
                  onEdit={() => setOpen({ ...open, type: 'edit' })}
                  onDelete={() => {
                    const occurrence: Occurrence = viewedOccurrence ?? {
                      key: String(details.data.id),
                      eventId: details.data.id,
                      occurrence: open.occurrence,
                      start: details.data.start,
                      end: details.data.end,
                      title: details.data.title,
                      allDay: details.data.allDay,
                      kind: details.data.kind,
                      location: details.data.location,
                      videoMeeting: details.data.videoMeeting,
                      recurring: details.data.rrule !== null,
                      seriesId: details.data.seriesId,
                      recipientId: details.data.recipientId,
                      response: details.data.response,
                      canEdit: details.data.canEdit,
                    };
                    requestChange({ action: 'delete', occurrence });
                  }}
                  onAnswered={(message) => notify({ message, severity: 'success' })}
                />
              )}
              {details.data && open.type === 'edit' && (
                <EventForm
                  mode={{ kind: 'edit', details: details.data, occurrence: open.occurrence }}
                  onCancel={closeGuard.guard(() => setOpen({ ...open, type: 'view' }))}
                  onDirtyChange={closeGuard.onDirtyChange}
                  onSaved={(_, message) => {
                    setOpen(null);
                    notify({ message, severity: 'success' });
                  }}
                />
              )}
              {open.type === 'view' && (
                <Button onClick={() => setOpen(null)} sx={{ mt: 2 }}>
                  {t('close')}
                </Button>
              )}
            </DialogContent>
          </>
        )}
        {open?.type === 'feed' && (
          <>
            <DialogTitle id="calendar-dialog-title">{t('feedTitle')}</DialogTitle>
            <DialogContent>
              <FeedPanel onClose={() => setOpen(null)} />
            </DialogContent>
          </>
        )}
      </Dialog>
      {closeGuard.prompt}
      <ScopeDialog
        open={pending !== null}
        title={t(pending?.action === 'delete' ? 'scopeDeleteTitle' : 'scopeTitle')}
        onCancel={() => {
          pending?.revert?.();
          setPending(null);
        }}
        onChoose={(scope) => {
          const change = pending;
          setPending(null);
          if (change) void applyMove(change, scope);
        }}
      />
    </Box>
  );
}
