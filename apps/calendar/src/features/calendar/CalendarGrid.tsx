// The FullCalendar grid itself: month, week, day and list, colours per kind, the toolbar (and on a
// narrow screen the views in a footer), selection and drag for staff.
import { useMemo } from 'react';
import { Box } from '@mui/material';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import nbLocale from '@fullcalendar/core/locales/nb';
import type { DatesSetArg, EventInput as FcEvent } from '@fullcalendar/core';
import { useAppTranslation } from '@portal/sdk';
import { KIND_COLOURS } from './calendar-api';
import { calendarTexts } from './calendar-texts';
import { MONTH_DAY_ENTRIES } from './month-entries';
import { useGridHandlers, type GridActions } from './use-grid-handlers';
import type { ShownView } from './use-shown-range';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
// The "+n more" entry sorts after the day's events.
const EVENT_ORDER = 'more,start,-duration,allDay,title';
const LOCALES = [nbLocale];
// Month cells draw events as plain blocks (cheaper than dot-and-time rows with 1,000 events).
const MONTH_BLOCKS = { dayGridMonth: { eventDisplay: 'block' } } as const;
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const VIEWS = 'dayGridMonth,timeGridWeek,timeGridDay,listWeek';

interface CalendarGridProps extends GridActions {
  events: FcEvent[];
  /** A new value draws the calendar afresh (see CalendarView). */
  drawing: number;
  /** Where a fresh drawing starts: the view and date last shown. */
  shown: ShownView | null;
  busy: boolean;
  staff: boolean;
  narrow: boolean;
  onDates: (info: DatesSetArg) => void;
}

export function CalendarGrid({
  events,
  drawing,
  shown,
  busy,
  staff,
  narrow,
  onDates,
  ...actions
}: CalendarGridProps) {
  const { language } = useAppTranslation(calendarTexts);
  const { onMount, onSelect, onClick, onDrop } = useGridHandlers(actions);
  const toolbar = useMemo(
    () =>
      narrow
        ? { left: 'prev,next today', center: '', right: 'title' }
        : { left: 'prev,next today', center: 'title', right: VIEWS },
    [narrow],
  );
  const footer = useMemo(() => (narrow ? { center: VIEWS } : undefined), [narrow]);
  return (
    <Box data-testid="calendar" aria-busy={busy}>
      <FullCalendar
        key={drawing}
        initialDate={shown?.date}
        plugins={PLUGINS}
        initialView={shown?.view ?? (narrow ? 'listWeek' : 'timeGridWeek')}
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
  );
}
