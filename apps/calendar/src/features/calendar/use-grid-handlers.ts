// FullCalendar's callbacks: select a time to create, click to open, drag or resize to move, and
// Alt+arrows on a focused event (the form's fields are the other keyboard way).
// Stable handlers: FullCalendar resets its options (and an interaction under way) when a callback
// prop changes, so each is made once and reads the latest props through a ref.
import { useCallback, useRef } from 'react';
import type { DateSelectArg, EventClickArg, EventDropArg, EventMountArg } from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import { useAppTranslation } from '@portal/sdk';
import type { Occurrence } from './calendar-api';
import type { CalendarOpen } from './calendar-open';
import { calendarTexts } from './calendar-texts';
import type { PendingChange } from './use-calendar-changes';

const QUARTER = 15 * 60_000;
const DAY = 86_400_000;

/** Alt+arrows move a focused event (a quarter, a day); Alt+Shift+arrows resize it. */
export function keyboardMove(
  event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'key'>,
  occurrence: Occurrence,
): { start: Date; end: Date } | 'ignored' | 'empty' {
  if (!event.altKey) return 'ignored';
  const moves: Record<string, [number, number]> = event.shiftKey
    ? { ArrowUp: [0, -QUARTER], ArrowDown: [0, QUARTER] }
    : {
        ArrowUp: [-QUARTER, -QUARTER],
        ArrowDown: [QUARTER, QUARTER],
        ArrowLeft: [-DAY, -DAY],
        ArrowRight: [DAY, DAY],
      };
  const move = moves[event.key];
  if (!move) return 'ignored';
  const start = new Date(Date.parse(occurrence.start) + move[0]);
  const end = new Date(Date.parse(occurrence.end) + move[1]);
  return end <= start ? 'empty' : { start, end };
}

export interface GridActions {
  onOpen: (open: CalendarOpen) => void;
  requestChange: (change: PendingChange) => void;
}

export function useGridHandlers(actions: GridActions) {
  const { t, locale } = useAppTranslation(calendarTexts);
  const latest = useRef({ actions, t, locale });
  latest.current = { actions, t, locale };

  const onMount = useCallback((info: EventMountArg) => {
    const occurrence = info.event.extendedProps.occurrence as Occurrence | undefined;
    if (!occurrence) {
      // The month's "+n more" entry: named for screen readers (it opens the day).
      const { count, day } = info.event.extendedProps as { count: number; day: string };
      const date = new Date(`${day}T12:00:00`).toLocaleDateString(latest.current.locale, {
        dateStyle: 'long',
      });
      info.el.setAttribute('aria-label', latest.current.t('moreEventsLabel', { count, date }));
      return;
    }
    if (!occurrence.canEdit) return;
    info.el.addEventListener('keydown', (event: KeyboardEvent) => {
      const move = keyboardMove(event, occurrence);
      if (move === 'ignored') return;
      event.preventDefault();
      if (move === 'empty') return;
      latest.current.actions.requestChange({ action: 'move', occurrence, ...move });
    });
  }, []);
  const onSelect = useCallback((info: DateSelectArg) => {
    info.view.calendar.unselect();
    latest.current.actions.onOpen({ type: 'new', start: info.start, end: info.end, allDay: info.allDay });
  }, []);
  const onClick = useCallback((info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const occurrence = info.event.extendedProps.occurrence as Occurrence | undefined;
    if (!occurrence) {
      // "+n more": the day, in the day view.
      info.view.calendar.changeView('timeGridDay', info.event.extendedProps.day as string);
      return;
    }
    latest.current.actions.onOpen({
      type: 'view',
      eventId: occurrence.eventId,
      occurrence: occurrence.occurrence,
    });
  }, []);
  const onDrop = useCallback((info: EventDropArg | EventResizeDoneArg) => {
    const occurrence = info.event.extendedProps.occurrence as Occurrence | undefined;
    if (!occurrence || !info.event.start) return info.revert();
    const end =
      info.event.end ??
      new Date(info.event.start.getTime() + (Date.parse(occurrence.end) - Date.parse(occurrence.start)));
    latest.current.actions.requestChange({
      action: 'move',
      occurrence,
      start: info.event.start,
      end,
      revert: info.revert,
    });
  }, []);
  return { onMount, onSelect, onClick, onDrop };
}
