// §3 Overview and overview widget, as stored in user settings and in the bootstrap data.
import { z } from 'zod';
import { APP_CONTEXTS } from './contexts';
import { WIDGET_KINDS } from './widget-kinds';

export const WIDGET_STATUSES = ['On', 'Off'] as const;
export type WidgetStatus = (typeof WIDGET_STATUSES)[number];

export const widgetSettingsSchema = z.object({
  status: z.enum(WIDGET_STATUSES),
  amount_of_rows: z.number().int().positive(),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

export const overviewWidgetSchema = z.object({
  widget: z.enum(WIDGET_KINDS),
  /** 'DEFAULT' for every widget of the spec; other variations name other renderings. */
  variation: z.string().min(1),
  /** 1-based; even orders go in one column and odd in the other (§2.5). */
  order: z.number().int().positive(),
  settings: widgetSettingsSchema,
  name: z.string(),
  description: z.string(),
});
export type OverviewWidget = z.infer<typeof overviewWidgetSchema>;

export const overviewSchema = z.object({
  name: z.string(),
  app_context: z.enum(APP_CONTEXTS),
  overview_widgets: z.array(overviewWidgetSchema),
});
export type Overview = z.infer<typeof overviewSchema>;

/** §2.5: the two overview columns. */
export type OverviewColumn = 'even' | 'odd';

export function overviewColumnOf(widget: Pick<OverviewWidget, 'order'>): OverviewColumn {
  return widget.order % 2 === 0 ? 'even' : 'odd';
}
