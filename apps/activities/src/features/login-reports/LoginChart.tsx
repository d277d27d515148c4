// Sign-ins per day, stacked by method, beside the day's failed attempts and lockouts, drawn by
// @mui/x-charts (ARCHITECTURE §8) as the reports page's chart is; the figure is named by its summary
// for a screen reader, and the table beside it holds the same numbers.
import { Box, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAppTranslation } from '@portal/sdk';
import { LOGIN_METHOD_GROUPS, type LoginReport } from '@portal/rules';
import { loginReportsTexts } from './login-reports-texts';

/** Each day of the period, with its sign-ins by method and its failures. */
export function perDay(report: LoginReport) {
  const days = new Map<string, { successes: Record<string, number>; failures: number }>();
  for (let at = Date.parse(report.from); at <= Date.parse(report.to); at += 86_400_000)
    days.set(new Date(at).toISOString().slice(0, 10), { successes: {}, failures: 0 });
  for (const row of report.days) {
    const day = days.get(row.day);
    if (!day) continue;
    day.successes[row.method] = (day.successes[row.method] ?? 0) + row.successes;
    day.failures += row.failures + row.lockouts;
  }
  return [...days.entries()].map(([day, value]) => ({ day, ...value }));
}

export function LoginChart({ report }: { report: LoginReport }) {
  const { t } = useAppTranslation(loginReportsTexts);
  const theme = useTheme();
  const colours = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main];
  const days = perDay(report);
  const summary = t('chartSummary', { ...report.totals, from: report.from, to: report.to });
  const methods = LOGIN_METHOD_GROUPS.map((method, m) => ({
    data: days.map((day) => day.successes[method] ?? 0),
    label: t(`method${method}`),
    stack: 'signins',
    color: colours[m] ?? theme.palette.primary.main,
  }));
  const failures = {
    data: days.map((day) => day.failures),
    label: t('failures'),
    color: theme.palette.error.main,
  };
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="login-chart">
      {/* One image named by its summary (its parts are presentational); the table holds the numbers. */}
      <Box role="img" aria-label={summary} sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          height={220}
          xAxis={[{ scaleType: 'band', data: days.map((day) => day.day.slice(5)) }]}
          series={[...methods, failures]}
          margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
        />
      </Box>
      <Typography component="figcaption" variant="body2">
        {summary}
      </Typography>
    </Box>
  );
}
