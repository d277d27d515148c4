// A time plan's week as a grid (issue 29 item 4): each weekday's planned hours beside the time
// registered about the participant that day and the difference, with the previous and next week.
import { useState } from 'react';
import {
  Alert,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatMinutes, isoWeek, weekStart } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { dayLabel, today } from '../time';
import { addDays, usePlanWeek, type TimePlan } from './plan-api';
import { planTexts } from './plan-texts';

const signed = (minutes: number) =>
  minutes < 0 ? `−${formatMinutes(-minutes)}` : `+${formatMinutes(minutes)}`;

export function WeekGrid({ plan }: { plan: TimePlan }) {
  const { t, language } = useAppTranslation(planTexts);
  const locale = language === 'no' ? 'nb-NO' : 'en-GB';
  const now = today();
  const start = now < plan.startsOn ? plan.startsOn : now > plan.endsOn ? plan.endsOn : now;
  const [monday, setMonday] = useState(() => weekStart(start));
  const week = usePlanWeek(plan.id, monday);
  const days = week.data?.days ?? [];
  const sum = (key: 'planned' | 'registered') => days.reduce((a, d) => a + d[key], 0);
  const caption = t('grid', { week: isoWeek(monday) });
  return (
    <Stack spacing={1} sx={{ mt: 4, maxWidth: 640 }} component="section" aria-label={caption}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {caption}
        </Typography>
        <Button onClick={() => setMonday(addDays(monday, -7))}>{t('previousWeek')}</Button>
        <Button onClick={() => setMonday(addDays(monday, 7))}>{t('nextWeek')}</Button>
      </Stack>
      {week.isError && <Alert severity="error">{t('saveFailed')}</Alert>}
      <Table size="small" data-testid="plan-week-grid">
        <caption style={{ captionSide: 'top', position: 'absolute', left: -10000 }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('day')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('planned')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('registered')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('difference')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((d) => (
            <TableRow key={d.date} data-date={d.date}>
              <TableCell component="th" scope="row">
                {dayLabel(d.date, locale)}
              </TableCell>
              <TableCell align="right">{formatMinutes(d.planned)}</TableCell>
              <TableCell align="right">{formatMinutes(d.registered)}</TableCell>
              <TableCell align="right">{signed(d.registered - d.planned)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {t('total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMinutes(sum('planned'))}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMinutes(sum('registered'))}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {signed(sum('registered') - sum('planned'))}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Stack>
  );
}
