// Sent, answered and expired per period as grouped bars, drawn by @mui/x-charts (ARCHITECTURE §8);
// the figure is named by its summary for a screen reader, and the table below holds the same numbers.
import { Box, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAppTranslation } from '@portal/sdk';
import type { ActivityReport } from '@portal/rules';
import { reportsTexts } from './reports-texts';

const KEYS = ['sent', 'answered', 'expired'] as const;

export function ReportChart({ report }: { report: ActivityReport }) {
  const { t } = useAppTranslation(reportsTexts);
  const theme = useTheme();
  const colours = [theme.palette.primary.main, theme.palette.success.main, theme.palette.warning.main];
  const summary = t('chartSummary', { ...report.totals, from: report.from, to: report.to });
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="report-chart">
      {/* The chart repeats the table below for the eye: one image named by its summary (its parts
          are presentational), and the table holds the numbers for a screen reader. */}
      <Box role="img" aria-label={summary} sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          height={220}
          xAxis={[{ scaleType: 'band', data: report.series.map((row) => row.period.slice(5)) }]}
          series={KEYS.map((key, k) => ({
            data: report.series.map((row) => row[key]),
            label: t(key),
            color: colours[k] ?? theme.palette.primary.main,
          }))}
          margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
        />
      </Box>
      <Typography component="figcaption" variant="body2">
        {summary}
      </Typography>
    </Box>
  );
}
