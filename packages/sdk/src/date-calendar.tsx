// The date field's month calendar: a grid of day buttons in the UI language (month and weekday
// names by Intl, Monday first as in en-GB and nb), moved through with the arrow keys, Page Up/Down
// for a month, Home/End for the week; Enter or a click picks, Escape closes (the popover's).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useAppTranslation } from './app-translation';
import { dateTexts } from './date-texts';
import { isoOfDay, partsOfIso } from './date-format';

const addDays = (iso: string, days: number) => {
  const p = partsOfIso(iso)!;
  const d = new Date(p.year, p.month - 1, p.day + days);
  return isoOfDay(d.getFullYear(), d.getMonth() + 1, d.getDate());
};

const addMonths = (iso: string, months: number) => {
  const p = partsOfIso(iso)!;
  const first = new Date(p.year, p.month - 1 + months, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return isoOfDay(first.getFullYear(), first.getMonth() + 1, Math.min(p.day, last));
};

/** The 42 days (six Monday-first weeks) on the page of `iso`'s month. */
function monthDays(iso: string): string[] {
  const p = partsOfIso(iso)!;
  const first = new Date(p.year, p.month - 1, 1);
  const start = isoOfDay(p.year, p.month, 1);
  const back = (first.getDay() + 6) % 7;
  return Array.from({ length: 42 }, (_, i) => addDays(start, i - back));
}

const KEY_MOVES: Record<string, (iso: string) => string> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  PageUp: (d) => addMonths(d, -1),
  PageDown: (d) => addMonths(d, 1),
  Home: (d) => addDays(d, -((new Date(`${d}T12:00`).getDay() + 6) % 7)),
  End: (d) => addDays(d, 6 - ((new Date(`${d}T12:00`).getDay() + 6) % 7)),
};

export function DateCalendar({
  initial,
  selected,
  min,
  max,
  onPick,
}: {
  initial: string;
  selected: string;
  min?: string;
  max?: string;
  onPick: (iso: string) => void;
}) {
  const { t, locale } = useAppTranslation(dateTexts);
  const [focused, setFocused] = useState(initial);
  const grid = useRef<HTMLDivElement>(null);
  const p = partsOfIso(focused)!;
  const outside = (d: string) => (min !== undefined && d < min) || (max !== undefined && d > max);
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);
  const onKeyDown = (e: KeyboardEvent) => {
    const move = KEY_MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    setFocused(move(focused));
  };
  const monthName = new Date(p.year, p.month - 1, 1).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
  });
  const weekdays = monthDays('2024-01-01')
    .slice(0, 7)
    .map((d) => new Date(`${d}T12:00`).toLocaleDateString(locale, { weekday: 'short' }));
  return (
    <Box sx={{ p: 1, width: 296, maxWidth: '100vw' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton aria-label={t('previousMonth')} onClick={() => setFocused(addMonths(focused, -1))}>
          ‹
        </IconButton>
        <Typography component="h2" variant="subtitle1" aria-live="polite">
          {monthName}
        </Typography>
        <IconButton aria-label={t('nextMonth')} onClick={() => setFocused(addMonths(focused, 1))}>
          ›
        </IconButton>
      </Stack>
      <Box role="grid" aria-label={monthName} ref={grid} onKeyDown={onKeyDown}>
        {[0, 1, 2, 3, 4, 5, 6].map((week) => (
          <Box role="row" key={week} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
            {week === 0
              ? weekdays.map((w) => (
                  <Typography role="columnheader" key={w} variant="caption" sx={{ textAlign: 'center' }}>
                    {w}
                  </Typography>
                ))
              : monthDays(focused)
                  .slice((week - 1) * 7, week * 7)
                  .map((d) => (
                    <Box role="gridcell" key={d} aria-selected={d === selected}>
                      <Button
                        data-day={d}
                        tabIndex={d === focused ? 0 : -1}
                        disabled={outside(d)}
                        variant={d === selected ? 'contained' : 'text'}
                        aria-label={new Date(`${d}T12:00`).toLocaleDateString(locale, { dateStyle: 'full' })}
                        onClick={() => onPick(d)}
                        sx={{
                          minWidth: 0,
                          width: '100%',
                          px: 0,
                          color:
                            d === selected
                              ? undefined
                              : d.slice(0, 7) === focused.slice(0, 7)
                                ? 'text.primary'
                                : 'text.secondary',
                        }}
                      >
                        {Number(d.slice(8))}
                      </Button>
                    </Box>
                  ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
