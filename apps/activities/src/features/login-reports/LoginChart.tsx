// Sign-ins per day as stacked bars by method, with failed attempts as a line of dots: an SVG drawn
// here (no chart library is installed yet), described for a screen reader by its summary and the
// table beside it, which holds the same numbers.
import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { LOGIN_METHOD_GROUPS, type LoginReport } from '@portal/rules';
import { loginReportsTexts } from './login-reports-texts';

const HEIGHT = 160;

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
  const top = Math.max(
    1,
    ...days.map((d) =>
      Math.max(
        d.failures,
        Object.values(d.successes).reduce((a, b) => a + b, 0),
      ),
    ),
  );
  const width = Math.max(days.length * 12, 120);
  const summary = t('chartSummary', { ...report.totals, from: report.from, to: report.to });
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="login-chart">
      <Box sx={{ overflowX: 'auto' }}>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width="100%"
          height={HEIGHT}
          preserveAspectRatio="none"
        >
          {days.map((day, index) => {
            let y = HEIGHT;
            return (
              <g key={day.day}>
                {LOGIN_METHOD_GROUPS.map((method, m) => {
                  const h = ((day.successes[method] ?? 0) / top) * (HEIGHT - 8);
                  y -= h;
                  return h > 0 ? (
                    <rect key={method} x={index * 12 + 2} y={y} width={8} height={h} fill={colours[m]} />
                  ) : null;
                })}
                {day.failures > 0 && (
                  <circle
                    cx={index * 12 + 6}
                    cy={HEIGHT - (day.failures / top) * (HEIGHT - 8)}
                    r={2.5}
                    fill={theme.palette.error.main}
                  />
                )}
              </g>
            );
          })}
        </svg>
      </Box>
      <Typography component="figcaption" variant="body2">
        {summary}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} aria-hidden>
        {LOGIN_METHOD_GROUPS.map((method, m) => (
          <Typography key={method} variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box
              component="span"
              sx={{ width: 10, height: 10, bgcolor: colours[m], display: 'inline-block' }}
            />
            {t(`method${method}`)}
          </Typography>
        ))}
        <Typography variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box
            component="span"
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', display: 'inline-block' }}
          />
          {t('failures')}
        </Typography>
      </Stack>
    </Box>
  );
}
