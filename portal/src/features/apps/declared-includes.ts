// What the installed apps add to the shell, as their manifests declare it (`includes`, docs/apps.md
// "What an app adds"): pages with their paths, menu entries, quick-access items and widget names,
// each with its text keys, and the texts themselves for i18next. The tenant's version of each app
// counts (the registry's resolution); a path or id declared twice is the first app's, logged.
import type {
  AppIncludes,
  DialogStateName,
  IncludeGate,
  Language,
  LocalizedText,
  MenuPlace,
  UserContext,
} from '@portal/rules';
import type { DeclaredPageName } from '@portal/sdk';
import type { TextTree } from '../../shared/i18n/text-tree';
import type { AppRegistryState } from './apps-provider';

export interface DeclaredPage {
  app: string;
  /** `<app>:<id>`, the page's `route` in its PageProps. */
  name: DeclaredPageName;
  module: string;
  path: string;
  titleKey: string;
  /** A §2.3 route name or the path of another declared page of the app. */
  parentRoute?: string;
  parentPath?: string;
  gate?: IncludeGate;
}

export interface DeclaredMenuEntry {
  app: string;
  id: string;
  place: MenuPlace;
  /** A declared page's path, or a §2.3 route's name (`route`). */
  path?: string;
  route?: string;
  labelKey: string;
  context?: UserContext;
  gate?: IncludeGate;
}

export interface DeclaredQuickAccess {
  app: string;
  id: string;
  module: string;
  dialog: DialogStateName;
  labelKey: string;
  titleKey: string;
  mode?: 'advisor' | 'recipient';
  context?: UserContext;
  gate?: IncludeGate;
}

export interface DeclaredIncludes {
  pages: DeclaredPage[];
  menu: DeclaredMenuEntry[];
  quickAccess: DeclaredQuickAccess[];
  texts: Record<Language, TextTree>;
}

export const NO_INCLUDES: DeclaredIncludes = {
  pages: [],
  menu: [],
  quickAccess: [],
  texts: { en: {}, no: {} },
};

const keyOf = (app: string, kind: string, id: string) => `appIncludes.${app}.${kind}.${id}`;

function addText(texts: DeclaredIncludes['texts'], key: string, text: LocalizedText): void {
  for (const lang of ['en', 'no'] as const) {
    const segments = key.split('.');
    let node = texts[lang];
    for (const segment of segments.slice(0, -1)) {
      const next = node[segment];
      node = typeof next === 'object' ? next : (node[segment] = {});
    }
    node[segments.at(-1) ?? ''] = text[lang];
  }
}

/** One app's includes into `into`; `taken` holds the paths already declared. */
function addApp(app: string, includes: AppIncludes, into: DeclaredIncludes, taken: Set<string>): void {
  const pathOf = new Map<string, string>();
  for (const page of includes.pages ?? []) {
    if (taken.has(page.path)) {
      console.error(`[apps] ${app}: the page path ${page.path} is declared by another app; not mounted`);
      continue;
    }
    taken.add(page.path);
    pathOf.set(page.id, page.path);
    const titleKey = keyOf(app, 'pages', page.id);
    addText(into.texts, titleKey, page.title);
    into.pages.push({
      app,
      name: `${app}:${page.id}`,
      module: `page:${page.id}`,
      path: page.path,
      titleKey,
      gate: page.gate,
      ...(page.parent ? { parentRoute: page.parent } : {}),
    });
  }
  for (const page of into.pages)
    if (page.app === app && page.parentRoute && pathOf.has(page.parentRoute)) {
      page.parentPath = pathOf.get(page.parentRoute);
      delete page.parentRoute;
    }
  for (const entry of includes.menu ?? []) {
    const labelKey = keyOf(app, 'menu', entry.id);
    addText(into.texts, labelKey, entry.label);
    const path = entry.page ? pathOf.get(entry.page) : undefined;
    if (entry.page && (!path || path.includes(':'))) continue; // a page of another app, or one needing ids
    into.menu.push({
      app,
      id: `${app}:${entry.id}`,
      place: entry.place,
      path,
      route: entry.route,
      labelKey,
      context: entry.context,
      gate: entry.gate,
    });
  }
  const dialogTitles = new Map((includes.dialogs ?? []).map((d) => [d.id, d.title]));
  for (const item of includes.quickAccess ?? []) {
    const labelKey = keyOf(app, 'quickAccess', item.id);
    const titleKey = keyOf(app, 'dialogs', item.dialog);
    addText(into.texts, labelKey, item.label);
    addText(into.texts, titleKey, dialogTitles.get(item.dialog) ?? item.label);
    into.quickAccess.push({
      app,
      id: `${app}:${item.id}`,
      module: `dialog:${item.dialog}`,
      dialog: item.state,
      labelKey,
      titleKey,
      mode: item.mode,
      context: item.context,
      gate: item.gate,
    });
  }
  // The overview names a widget by its kind (`widgets.<KIND>.name`, §3); a variation shares it.
  for (const widget of includes.widgets ?? [])
    if (!widget.variation) addText(into.texts, `widgets.${widget.kind}.name`, widget.name);
}

/** What the tenant's versions of the installed apps declare; nothing while the registry loads. */
export function declaredIncludes(state: AppRegistryState): DeclaredIncludes {
  if (state.status !== 'ready') return NO_INCLUDES;
  const { registry } = state;
  return includesOfApps(
    registry.installed().flatMap((app) => {
      const resolution = registry.resolve(app);
      return resolution.ok && resolution.manifest.includes ? [[app, resolution.manifest.includes] as const] : [];
    }),
  );
}

/** The includes of these apps, taken in the order of their names (the first app wins a path). */
export function includesOfApps(apps: ReadonlyArray<readonly [string, AppIncludes]>): DeclaredIncludes {
  const into: DeclaredIncludes = { pages: [], menu: [], quickAccess: [], texts: { en: {}, no: {} } };
  const taken = new Set<string>();
  for (const [app, includes] of [...apps].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    addApp(app, includes, into, taken);
  return into;
}
