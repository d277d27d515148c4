// One overview widget: its title and the module of the app that supplies its kind, with
// amount_of_rows passed on; an unknown kind says so (§8).
import { useMemo } from 'react';
import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OverviewWidgetModule } from '../apps';
import type { OverviewWidgetEntry } from '../apps';
import type { ShellOverviewWidget } from '../user-context';
import { widgetTitle } from './overview-layout';

export function OverviewWidgetCard({ widget }: { widget: ShellOverviewWidget }) {
  const { t, i18n } = useTranslation();
  const title = widgetTitle(widget, t, (key) => i18n.exists(key));
  const entry = useMemo<OverviewWidgetEntry>(
    () => ({ widget: widget.widget, variation: widget.variation, settings: widget.settings, name: title }),
    [widget, title],
  );
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      data-testid="overview-widget"
      data-widget={widget.widget}
      data-order={widget.order}
      data-rows={widget.settings.amount_of_rows}
      sx={{ p: 2, minWidth: 0 }}
    >
      <OverviewWidgetModule
        entry={entry}
        fallback={<Typography color="text.secondary">{t('common.loading')}</Typography>}
        notFound={
          <Typography role="status" data-testid="widget-not-found">
            {t('overview.widgetNotFound', { widget: widget.widget, variation: widget.variation })}
          </Typography>
        }
      />
    </Paper>
  );
}
