import { useMemo, type ReactNode } from 'react';
import { DEFAULT_VARIATION, widgetModuleName, type WidgetProps, type WidgetSettings } from '@portal/sdk';
import { AppModule } from './app-module';
import { useAppRegistry } from './apps-provider';

/** §9: default overview widget row count. */
export const DEFAULT_AMOUNT_OF_ROWS = 5;

/** An overview widget as the bootstrap's overviews carry it (spec §3). */
export interface OverviewWidgetEntry {
  widget: string;
  variation?: string | null;
  settings?: Partial<WidgetSettings> | null;
  name?: string | null;
}

export type WidgetModuleLookup =
  | { status: 'loading' }
  | { status: 'found'; app: string; module: string }
  | { status: 'not-found'; module: string };

/** Which app supplies a widget kind and variation: data from the installed manifests (/api/apps). */
export function useWidgetModule(widget: string, variation: string = DEFAULT_VARIATION): WidgetModuleLookup {
  const state = useAppRegistry();
  return useMemo(() => {
    const module = widgetModuleName(widget, variation);
    if (state.status === 'loading') return { status: 'loading' };
    const app = state.status === 'ready' ? state.registry.appForModule(module) : null;
    return app ? { status: 'found', app, module } : { status: 'not-found', module };
  }, [state, widget, variation]);
}

export function widgetPropsOf(entry: OverviewWidgetEntry): WidgetProps {
  const amountOfRows = entry.settings?.amount_of_rows;
  const rows =
    typeof amountOfRows === 'number' && amountOfRows > 0 ? Math.floor(amountOfRows) : DEFAULT_AMOUNT_OF_ROWS;
  return {
    name: entry.name ?? '',
    variation: entry.variation ?? DEFAULT_VARIATION,
    amountOfRows: rows,
    settings: { status: entry.settings?.status ?? 'On', ...entry.settings, amount_of_rows: rows },
  };
}

export interface OverviewWidgetModuleProps {
  entry: OverviewWidgetEntry;
  /** Rendered when no installed app supplies the kind (the overview shows "Widget not found: …"). */
  notFound?: ReactNode;
  fallback?: ReactNode;
}

/** Mounts the module that supplies an overview widget, with the widget's props. */
export function OverviewWidgetModule({ entry, notFound = null, fallback = null }: OverviewWidgetModuleProps) {
  const variation = entry.variation ?? DEFAULT_VARIATION;
  const lookup = useWidgetModule(entry.widget, variation);
  const props = useMemo(() => widgetPropsOf(entry), [entry]);
  if (lookup.status === 'loading') return <>{fallback}</>;
  if (lookup.status === 'not-found') return <>{notFound}</>;
  return <AppModule app={lookup.app} module={lookup.module} props={props} fallback={fallback} />;
}
