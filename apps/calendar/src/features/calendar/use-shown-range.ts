// The range FullCalendar shows, its occurrences, and the ranges before and after read ahead.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DatesSetArg } from '@fullcalendar/core';
import { useShell } from '@portal/sdk';
import { occurrencesQuery, useOccurrences } from './calendar-api';
import { neighbourRanges } from './month-entries';

export interface ShownView {
  view: string;
  date: Date;
}

export function useShownRange(recipientId: number | null) {
  const { api, queryClient } = useShell();
  const [range, setRange] = useState<{ from: Date; to: Date } | null>(null);
  const [viewType, setViewType] = useState<string | null>(null);
  const currentStart = useRef<Date | null>(null);
  // The view and date shown, for drawing the calendar afresh where it was.
  const shown = useRef<ShownView | null>(null);

  const occurrences = useOccurrences(range?.from ?? null, range?.to ?? null, recipientId);
  // The ranges before and after are read ahead once the shown one is in: paging to them draws at once.
  const settled = occurrences.isSuccess && !occurrences.isFetching;
  useEffect(() => {
    if (!settled || !range || !viewType || !currentStart.current) return;
    for (const next of neighbourRanges(viewType, currentStart.current, range))
      void queryClient.prefetchQuery(occurrencesQuery(api, next.from, next.to, recipientId));
  }, [settled, range, viewType, recipientId, api, queryClient]);

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
  return { occurrences, viewType, shown, onDates };
}
