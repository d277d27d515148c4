// Sent, answered and expired per period as grouped bars: an SVG drawn here (no chart library is
// installed yet), named for a screen reader by its summary; the table below holds the same numbers.
import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import type { ActivityReport } from '@portal/rules';
import { reportsTexts } from './reports-texts';

const HEIGHT = 180;
const KEYS = ['sent', 'answered', 'expired'] as const;

export function ReportChart({ report }: { report: ActivityReport }) {
  const { t } = useAppTranslation(reportsTexts);
  const theme = useTheme();
  const colours = [theme.palette.primary.main, theme.palette.success.main, theme.palette.warning.main];
  const top = Math.max(1, ...report.series.map((row) => row.sent));
  const step = 30;
  const width = Math.max(report.series.length * step, 120);
  const summary = t('chartSummary', { ...report.totals, from: report.from, to: report.to });
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="report-chart">
      <Box sx={{ overflowX: 'auto' }}>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} ${HEIGHT + 14}`}
          width="100%"
          height={HEIGHT + 14}
          preserveAspectRatio="none"
        >
          {report.series.map((row, index) => (
            <g key={row.period}>
              {KEYS.map((key, k) => {
                const h = (row[key] / top) * (HEIGHT - 6);
                return (
                  <rect
                    key={key}
                    x={index * step + 3 + k * 8}
                    y={HEIGHT - h}
                    width={7}
                    height={h}
                    fill={colours[k]}
                  />
                );
              })}
              <text x={index * step + 3} y={HEIGHT + 11} fontSize={8} fill={theme.palette.text.secondary}>
                {row.period.slice(5)}
              </text>
            </g>
          ))}
        </svg>
      </Box>
      <Typography component="figcaption" variant="body2">
        {summary}
      </Typography>
      <Stack direction="row" spacing={2} aria-hidden sx={{ flexWrap: 'wrap' }}>
        {KEYS.map((key, k) => (
          <Typography key={key} variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box
              component="span"
              sx={{ width: 10, height: 10, bgcolor: colours[k], display: 'inline-block' }}
            />
            {t(key)}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}
