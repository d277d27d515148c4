// The parts the plan and template forms share: the seven weekday hour fields and the list rows'
// summary of a week (issue 29 item 4).
import { Box, TextField, Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { hoursToMinutes } from './plan-api';
import { planTexts } from './plan-texts';

/** Seven hour fields, Monday first; a field that is not 0 to 24 hours says so. */
export function DayHoursFields({
  hours,
  onChange,
}: {
  hours: string[];
  onChange: (hours: string[]) => void;
}) {
  const { t } = useAppTranslation(planTexts);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('weekHours')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))' }}>
        {hours.map((value, i) => {
          const bad = hoursToMinutes(value) === null;
          return (
            <TextField
              key={i}
              size="small"
              label={t(`day.${i}` as 'day.0')}
              value={value}
              error={bad}
              helperText={bad ? t('hoursInvalid') : undefined}
              onChange={(e) => onChange(hours.map((h, j) => (j === i ? e.target.value : h)))}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 5, 'data-day': i } }}
            />
          );
        })}
      </Box>
    </Box>
  );
}

/** The hours of a week, `4 · 4 · 4 · 4 · – · – · –`, and its sum. */
export function useWeekSummary() {
  const { t } = useAppTranslation(planTexts);
  return (dayMinutes: readonly number[]) => {
    const sum = dayMinutes.reduce((a, b) => a + b, 0);
    const days = dayMinutes
      .map((m) => (m === 0 ? '–' : String(Math.round((m / 60) * 100) / 100)))
      .join(' · ');
    return `${days} (${t('perWeek', { hours: Math.round((sum / 60) * 100) / 100 })})`;
  };
}
