// What an app adds to the shell, declared in its own manifest (apps/<name>/includes.json, copied into
// the built manifest.json as `includes`): its pages with their paths, menu entries, quick-access
// items, dialogs and widget kinds, each with its texts in both languages. The idea is Grafana's
// plugin.json `includes`: the shell mounts what is installed, and adding a page the spec does not
// name touches the app alone (docs/apps.md "What an app adds"). Checked by the app's build, by the
// server when it reads a manifest, and trusted by the shell as the server served it.
import { z } from 'zod';
import { DIALOG_STATE_NAMES } from './dialog-states';
import type { LocalizedText } from './languages';

/** A text in both UI languages (§2.1: English and Norwegian): `LocalizedText`. */
export const localizedTextSchema = z.strictObject({
  en: z.string().trim().min(1).max(120),
  no: z.string().trim().min(1).max(120),
}) satisfies z.ZodType<LocalizedText>;

const INCLUDE_ID = /^[a-z][a-z0-9-]{0,59}$/;
const includeId = z.string().regex(INCLUDE_ID, 'lower-case letters, digits and dashes');
const flagOrCapability = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,79}$/);

/** Who sees an include: the route gate's words (features, capabilities, staff only). */
export const includeGateSchema = z.strictObject({
  /** Every one of these feature flags must be on. */
  features: z.array(flagOrCapability).max(20).optional(),
  /** At least one of these flags must be on. */
  anyFeature: z.array(flagOrCapability).max(20).optional(),
  /** Every one of these per-user capabilities (§6). */
  capabilities: z.array(flagOrCapability).max(20).optional(),
  anyCapability: z.array(flagOrCapability).max(20).optional(),
  /** Not for participants. */
  staffOnly: z.boolean().optional(),
});
export type IncludeGate = z.infer<typeof includeGateSchema>;

/** A path the app's page is mounted at: `/time-reports`, `/time-reports/:reportId`. */
const PAGE_PATH = /^(\/(?:[a-z0-9][a-z0-9-]*|:[A-Za-z][A-Za-z0-9]*))+$/;

export const pageIncludeSchema = z.strictObject({
  /** The page module is `page:<id>` of the app's entry. */
  id: includeId,
  path: z.string().max(120).regex(PAGE_PATH, 'a path such as /time-reports or /time-reports/:id'),
  title: localizedTextSchema,
  /** The page's own screens below its path (it lays them out itself), e.g. "new", ":id/edit". */
  subRoutes: z.array(z.string().min(1).max(120)).max(50).optional(),
  /** The back button's target: a §2.3 route name or the id of another page of this app. */
  parent: z.string().min(1).max(60).optional(),
  gate: includeGateSchema.optional(),
});

/** Where a menu entry goes: the main list, the bottom list, or a §2.4 submenu (at its end). */
export const MENU_PLACES = [
  'main',
  'bottom',
  'allQnrs',
  'documents',
  'reports',
  'personsList',
  'adminPanel',
  'revman',
  'settings',
] as const;
export type MenuPlace = (typeof MENU_PLACES)[number];

export const menuIncludeSchema = z
  .strictObject({
    id: includeId,
    /** Opens a page of this app (its id) … */
    page: includeId.optional(),
    /** … or a §2.3 route the spec's menu does not lead to. */
    route: z
      .string()
      .regex(/^[a-zA-Z]{1,60}$/)
      .optional(),
    place: z.enum(MENU_PLACES),
    label: localizedTextSchema,
    /** The user context it shows in; both when left out. */
    context: z.enum(['ME', 'RECIPIENT']).optional(),
    gate: includeGateSchema.optional(),
  })
  .refine((entry) => (entry.page === undefined) !== (entry.route === undefined), {
    message: 'a menu entry names either a page or a route',
  });

export const dialogIncludeSchema = z.strictObject({
  /** The dialog module is `dialog:<id>` of the app's entry. */
  id: includeId,
  title: localizedTextSchema,
});

export const quickAccessIncludeSchema = z.strictObject({
  id: includeId,
  /** A dialog of this app (its id). */
  dialog: includeId,
  /** §2.4 the dialog state it opens in. */
  state: z.enum(DIALOG_STATE_NAMES),
  label: localizedTextSchema,
  /** Advisor mode (staff) or recipient mode (a participant's portal); both when left out. */
  mode: z.enum(['advisor', 'recipient']).optional(),
  context: z.enum(['ME', 'RECIPIENT']).optional(),
  gate: includeGateSchema.optional(),
});

export const widgetIncludeSchema = z.strictObject({
  /** The widget module is `widget:<KIND>` (or `widget:<KIND>:<VARIATION>`). */
  kind: z.string().regex(/^[A-Z][A-Z0-9_]{0,59}$/),
  variation: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{0,59}$/)
    .optional(),
  name: localizedTextSchema,
});

export const appIncludesSchema = z.strictObject({
  pages: z.array(pageIncludeSchema).max(100).optional(),
  menu: z.array(menuIncludeSchema).max(100).optional(),
  dialogs: z.array(dialogIncludeSchema).max(100).optional(),
  quickAccess: z.array(quickAccessIncludeSchema).max(50).optional(),
  widgets: z.array(widgetIncludeSchema).max(100).optional(),
});
export type AppIncludes = z.infer<typeof appIncludesSchema>;
export type PageInclude = z.infer<typeof pageIncludeSchema>;
export type MenuInclude = z.infer<typeof menuIncludeSchema>;
export type DialogInclude = z.infer<typeof dialogIncludeSchema>;
export type QuickAccessInclude = z.infer<typeof quickAccessIncludeSchema>;
export type WidgetInclude = z.infer<typeof widgetIncludeSchema>;

/** The module an include needs from the app's entry. */
export function widgetModuleOf(widget: Pick<WidgetInclude, 'kind' | 'variation'>): string {
  return widget.variation ? `widget:${widget.kind}:${widget.variation}` : `widget:${widget.kind}`;
}

/**
 * What in `includes` does not hold together with the entry's `modules` (a page, dialog or widget
 * the entry does not export; a menu entry or quick-access item naming a page or dialog not
 * declared; two includes of a kind with one id); empty when all is well.
 */
export function includesProblems(includes: AppIncludes, modules: readonly string[]): string[] {
  const problems: string[] = [];
  const has = new Set(modules);
  const pages = new Set((includes.pages ?? []).map((page) => page.id));
  const dialogs = new Set((includes.dialogs ?? []).map((dialog) => dialog.id));
  const twice = (kind: string, ids: readonly string[]) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) problems.push(`${kind} "${id}" is declared twice`);
      seen.add(id);
    }
  };
  twice(
    'page',
    (includes.pages ?? []).map((p) => p.id),
  );
  twice(
    'page path',
    (includes.pages ?? []).map((p) => p.path),
  );
  twice(
    'menu entry',
    (includes.menu ?? []).map((m) => m.id),
  );
  twice(
    'dialog',
    (includes.dialogs ?? []).map((d) => d.id),
  );
  twice(
    'quick-access item',
    (includes.quickAccess ?? []).map((q) => q.id),
  );
  for (const page of includes.pages ?? [])
    if (!has.has(`page:${page.id}`))
      problems.push(`page "${page.id}": the entry has no module "page:${page.id}"`);
  for (const dialog of includes.dialogs ?? [])
    if (!has.has(`dialog:${dialog.id}`))
      problems.push(`dialog "${dialog.id}": the entry has no module "dialog:${dialog.id}"`);
  for (const widget of includes.widgets ?? [])
    if (!has.has(widgetModuleOf(widget)))
      problems.push(`widget ${widget.kind}: the entry has no module "${widgetModuleOf(widget)}"`);
  for (const entry of includes.menu ?? [])
    if (entry.page !== undefined && !pages.has(entry.page))
      problems.push(`menu entry "${entry.id}": no page "${entry.page}" is declared`);
  for (const item of includes.quickAccess ?? [])
    if (!dialogs.has(item.dialog))
      problems.push(`quick-access item "${item.id}": no dialog "${item.dialog}" is declared`);
  return problems;
}
