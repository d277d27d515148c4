// Pieces both time lists share: the month switcher, a registration's row, the week groups with
// their totals and the export buttons.
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatMinutes, periodTotals, weekStart, type TeamFilter } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { dayLabel, monthLabel, shiftMonth } from './period';
import { saveFile, useTimeWrites, type TimeEntry } from './time-api';
import { timeTexts } from './time-texts';

export function MonthBar({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const { t, locale } = useAppTranslation(timeTexts);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <IconButton aria-label={t('previousMonth')} onClick={() => onChange(shiftMonth(month, -1))}>
        <span aria-hidden>‹</span>
      </IconButton>
      <TextField
        label={t('month')}
        type="month"
        size="small"
        value={month}
        onChange={(e) => e.target.value && onChange(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <IconButton aria-label={t('nextMonth')} onClick={() => onChange(shiftMonth(month, 1))}>
        <span aria-hidden>›</span>
      </IconButton>
      <Typography component="span" sx={{ textTransform: 'capitalize' }}>
        {monthLabel(month, locale)}
      </Typography>
    </Stack>
  );
}

const STATUS_COLOUR = { open: 'default', approved: 'success', rejected: 'warning' } as const;

export function EntryRow({
  entry,
  showPerson,
  actions,
}: {
  entry: TimeEntry;
  showPerson: boolean;
  actions?: ReactNode;
}) {
  const { t, locale } = useAppTranslation(timeTexts);
  const span = entry.start && entry.end ? `${entry.start}–${entry.end} · ` : '';
  const who = [showPerson ? entry.userName : null, entry.recipientName, t(`activity.${entry.activityType}`)]
    .filter(Boolean)
    .join(' · ');
  return (
    <ListItem divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }} data-entry={entry.id}>
      <ListItemText
        sx={{ flex: '1 1 16rem' }}
        primary={`${dayLabel(entry.date, locale)} · ${span}${formatMinutes(entry.minutes)}`}
        secondary={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {who}
            </Box>
            {entry.note && (
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {entry.note}
              </Box>
            )}
            {entry.status === 'approved' && entry.approvedByName && (
              <Box component="span" sx={{ display: 'block' }}>
                {t('approvedBy', { name: entry.approvedByName })}
              </Box>
            )}
            {entry.status === 'rejected' && entry.rejectionNote && (
              <Box component="span" sx={{ display: 'block' }}>
                {t('sentBack', { note: entry.rejectionNote })}
              </Box>
            )}
          </>
        }
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" color={STATUS_COLOUR[entry.status]} label={t(`status.${entry.status}`)} />
        {actions}
      </Stack>
    </ListItem>
  );
}

/** The registrations grouped by ISO week, each week under its total, with the month's total first. */
export function WeekGroups({
  entries,
  showPerson,
  actions,
}: {
  entries: readonly TimeEntry[];
  showPerson: boolean;
  actions?: (entry: TimeEntry) => ReactNode;
}) {
  const { t } = useAppTranslation(timeTexts);
  const totals = periodTotals(entries);
  if (entries.length === 0) return <Typography sx={{ py: 2 }}>{t('empty')}</Typography>;
  return (
    <Stack spacing={2}>
      <Typography component="p" sx={{ fontWeight: 'bold' }} data-testid="month-total">
        {t('monthTotal', { hours: formatMinutes(totals.total) })}
      </Typography>
      {totals.weeks.map((week) => (
        <Box component="section" key={week.weekStart} aria-labelledby={`week-${week.weekStart}`}>
          <Typography variant="h6" component="h2" id={`week-${week.weekStart}`}>
            {t('weekTotal', { week: week.week, hours: formatMinutes(week.minutes) })}
          </Typography>
          <List dense>
            {entries
              .filter((entry) => weekStart(entry.date) === week.weekStart)
              .map((entry) => (
                <EntryRow key={entry.id} entry={entry} showPerson={showPerson} actions={actions?.(entry)} />
              ))}
          </List>
        </Box>
      ))}
    </Stack>
  );
}

export function ExportButtons({ scope, filter }: { scope: 'own' | 'team'; filter: TeamFilter }) {
  const { t } = useAppTranslation(timeTexts);
  const writes = useTimeWrites();
  const [failed, setFailed] = useState(false);
  const download = async (format: 'csv' | 'xlsx') => {
    setFailed(false);
    try {
      const blob = await writes.exportFile({ ...filter, format, scope });
      saveFile(blob, `time-${scope}-${filter.from}-${filter.to}.${format}`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => void download('csv')}>
        {t('exportCsv')}
      </Button>
      <Button variant="outlined" onClick={() => void download('xlsx')}>
        {t('exportXlsx')}
      </Button>
      {failed && (
        <Alert severity="error" role="alert">
          {t('exportFailed')}
        </Alert>
      )}
    </Stack>
  );
}
