// §2.5 Widgets in two columns (one on tablet): even order in one column, odd in the other; widgets
// with status Off are not shown.
import { overviewColumnOf } from '@portal/rules';
import type { OverviewColumn } from '@portal/rules';
import type { ShellOverviewWidget } from '../user-context';

export function visibleWidgets(widgets: readonly ShellOverviewWidget[]): ShellOverviewWidget[] {
  return widgets.filter((widget) => widget.settings.status !== 'Off').sort((a, b) => a.order - b.order);
}

export function splitColumns(
  widgets: readonly ShellOverviewWidget[],
): Record<OverviewColumn, ShellOverviewWidget[]> {
  return {
    odd: widgets.filter((widget) => overviewColumnOf(widget) === 'odd'),
    even: widgets.filter((widget) => overviewColumnOf(widget) === 'even'),
  };
}

/** A default overview names its widgets by i18n key; a user-made name is shown as it is. */
export function widgetTitle(
  widget: ShellOverviewWidget,
  t: (key: string) => string,
  exists: (key: string) => boolean,
): string {
  const name = widget.name ?? `widgets.${widget.widget}.name`;
  return exists(name) ? t(name) : name;
}
