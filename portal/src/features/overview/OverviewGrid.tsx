// §2.5 The overview grid: two columns on wide screens (odd orders first, even second), one column
// in order on tablets and phones.
import { Box, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ShellOverviewWidget } from '../user-context';
import { OverviewWidgetCard } from './OverviewWidgetCard';
import { splitColumns, visibleWidgets } from './overview-layout';

const column = { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 } as const;

export function OverviewGrid({ widgets }: { widgets: readonly ShellOverviewWidget[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const twoColumns = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const shown = visibleWidgets(widgets);
  if (shown.length === 0)
    return (
      <Typography role="status" data-testid="no-widgets">
        {t('overview.noWidgets')}
      </Typography>
    );
  if (!twoColumns)
    return (
      <Box sx={column} data-testid="overview-grid" data-columns={1}>
        {shown.map((widget) => (
          <OverviewWidgetCard key={`${widget.order}-${widget.widget}`} widget={widget} />
        ))}
      </Box>
    );
  const { odd, even } = splitColumns(shown);
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}
      data-testid="overview-grid"
      data-columns={2}
    >
      {(['odd', 'even'] as const).map((name) => (
        <Box key={name} sx={column} data-column={name}>
          {(name === 'odd' ? odd : even).map((widget) => (
            <OverviewWidgetCard key={`${widget.order}-${widget.widget}`} widget={widget} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
