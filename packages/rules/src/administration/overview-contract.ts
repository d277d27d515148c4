// The overview designer (issue 32 item 5; spec §2.5, §3 overviews and overview widgets, §6
// shell_AdjustOverviews, §9 the default overviews): an admin arranges each overview's widgets
// (JOURNAL_ME, JOURNAL_RECIPIENT) and saves them as the tenant's default; a staff member adjusts
// their own. The shell's overview then shows the user's own, else the tenant's default, else §9's
// (server/src/bootstrap/overviews.ts). The server registers these (server/src/areas/administration),
// the consents app calls them.
import { z } from 'zod';
import { defineRoute } from '../contract/route-contract';
import { DEFAULT_WIDGETS_BY_APP_CONTEXT, DEFAULT_WIDGET_ROWS } from '../constants';
import { APP_CONTEXTS, type AppContext } from '../domain/contexts';
import { WIDGET_STATUSES } from '../domain/overview';
import { WIDGET_KINDS, type WidgetKind } from '../domain/widget-kinds';

/** The rows a widget may show: at least one, at most a page's worth (more is a slow overview). */
export const OVERVIEW_ROWS_MIN = 1;
export const OVERVIEW_ROWS_MAX = 50;
/** A widget's own name: a title, not a paragraph. */
export const OVERVIEW_NAME_MAX = 60;

/** Whose overview: the tenant's default (admins) or the caller's own (§6 shell_AdjustOverviews). */
export const OVERVIEW_SCOPES = ['default', 'mine'] as const;
export type OverviewScope = (typeof OVERVIEW_SCOPES)[number];

/** One widget of the designer, in its place: the list's order is the overview's order. */
export const designerWidgetSchema = z.strictObject({
  widget: z.enum(WIDGET_KINDS),
  status: z.enum(WIDGET_STATUSES),
  rows: z.number().int().min(OVERVIEW_ROWS_MIN).max(OVERVIEW_ROWS_MAX),
  /** The name shown over the widget; null keeps the kind's own name in the reader's language. */
  name: z.string().trim().max(OVERVIEW_NAME_MAX).nullable(),
});
export type DesignerWidget = z.infer<typeof designerWidgetSchema>;

const widgetList = z
  .array(designerWidgetSchema)
  .min(1)
  .max(WIDGET_KINDS.length)
  .refine((list) => new Set(list.map((w) => w.widget)).size === list.length, {
    message: 'Each widget kind at most once',
  });

export const overviewLayoutSchema = z.strictObject({
  /** The stored overview's id; null when nothing is stored and the layout comes from a fallback. */
  id: z.number().int().nullable(),
  appContext: z.enum(APP_CONTEXTS),
  /** Where this layout comes from: the caller's own, the tenant's default, or §9. */
  source: z.enum(['mine', 'default', 'spec']),
  widgets: z.array(designerWidgetSchema),
});
export type OverviewLayout = z.infer<typeof overviewLayoutSchema>;

export const overviewSaveSchema = z.strictObject({
  /** The overview being replaced, as the designer read it; null saves a first one. */
  id: z.number().int().positive().nullable(),
  widgets: widgetList,
});
export type OverviewSave = z.infer<typeof overviewSaveSchema>;

const contextParams = z.strictObject({ context: z.enum(APP_CONTEXTS) });
const ERRORS = ['forbidden', 'feature_off', 'overview_not_found'] as const;

function layoutRoutes<const S extends OverviewScope>(scope: S, who: string) {
  return {
    read: defineRoute({
      method: 'GET',
      path: `/api/overview-designer/${scope}/:context`,
      summary: `The ${who} overview of one journal as the designer edits it`,
      params: contextParams,
      response: overviewLayoutSchema,
      errors: ERRORS,
    }),
    save: defineRoute({
      method: 'PUT',
      path: `/api/overview-designer/${scope}/:context`,
      summary: `Save the ${who} overview of one journal: its widgets in order, on or off, rows and names`,
      example: { body: { id: null, widgets: [{ widget: 'CHAT', status: 'On', rows: 5, name: null }] } },
      params: contextParams,
      body: overviewSaveSchema,
      response: overviewLayoutSchema,
      errors: ERRORS,
    }),
  } as const;
}

// Marked pure, so a bundle that takes only a constant of this file (the shell's preview query)
// leaves the routes and their schemas out (portal/build/pure-schemas-plugin.ts does the same for z.*).
export const overviewDesignerContract = {
  tenantDefault: /* @__PURE__ */ layoutRoutes('default', "tenant's default (admins)"),
  mine: /* @__PURE__ */ layoutRoutes('mine', "caller's own"),
} as const;

/** §9: the default widgets of a journal, in the designer's words (all On, 5 rows, own names). */
export function specDesignerWidgets(appContext: AppContext): DesignerWidget[] {
  return DEFAULT_WIDGETS_BY_APP_CONTEXT[appContext].map((widget) => ({
    widget,
    status: 'On',
    rows: DEFAULT_WIDGET_ROWS,
    name: null,
  }));
}

/**
 * The designer's list: the stored widgets in order, then every other kind Off at the end, so an
 * admin can turn on a kind the overview did not have.
 */
export function withEveryKind(widgets: readonly DesignerWidget[]): DesignerWidget[] {
  const present = new Set<WidgetKind>(widgets.map((w) => w.widget));
  const rest = WIDGET_KINDS.filter((kind) => !present.has(kind)).map((widget): DesignerWidget => ({
    widget,
    status: 'Off',
    rows: DEFAULT_WIDGET_ROWS,
    name: null,
  }));
  return [...widgets, ...rest];
}

/**
 * The stored order (§2.5: odd orders in one column, even in the other): the widgets shown are
 * numbered 1..n as arranged, so a hidden one leaves no gap in the columns; hidden ones follow.
 */
export function storedOrder(widgets: readonly DesignerWidget[]): { widget: DesignerWidget; order: number }[] {
  const shown = widgets.filter((w) => w.status === 'On');
  const hidden = widgets.filter((w) => w.status !== 'On');
  return [...shown, ...hidden].map((widget, index) => ({ widget, order: index + 1 }));
}

/**
 * "Preview with real data": the designer leaves its unsaved list under this session-storage key and
 * opens the shell's overview with `?overviewPreview=1`; the shell renders the real widgets with it
 * (nothing is saved) and offers the way back (portal/src/features/overview/overview-preview.ts).
 */
export { OVERVIEW_PREVIEW_KEY, OVERVIEW_PREVIEW_QUERY } from './overview-preview-keys';

export const overviewPreviewSchema = z.strictObject({
  appContext: z.enum(APP_CONTEXTS),
  widgets: widgetList,
  /** The designer's address, for the way back (a path of this site). */
  returnTo: z
    .string()
    .regex(/^\/[^/\\]/)
    .max(500),
  scope: z.enum(OVERVIEW_SCOPES),
});
export type OverviewPreview = z.infer<typeof overviewPreviewSchema>;

/** The preview left in storage, checked; null when none or not well formed. */
export function readOverviewPreview(raw: string | null): OverviewPreview | null {
  if (!raw) return null;
  try {
    const parsed = overviewPreviewSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
