// The contract of an app's modules (ARCHITECTURE.md §7, docs/apps.md): what each kind of module
// gets from the shell, the helpers that declare one, and what an entry and its manifest list.
import type { ComponentType } from 'react';
// Types only: the apps' build configuration reads this file in Node, where @portal/rules is not loadable.
import type { AppIncludes, DialogStateName } from '@portal/rules';
import type { RouteName } from './route-paths';

/** §3 overview widget settings as stored; extra keys are the widget's own. */
export interface WidgetSettings {
  status: 'On' | 'Off';
  amount_of_rows: number;
  [key: string]: unknown;
}

/** Props the shell passes to every overview widget module ("widget:<KIND>"). */
export interface WidgetProps {
  /** The widget's title (a user-made name, or the kind's default name in the shell's language). */
  name: string;
  variation: string;
  /** settings.amount_of_rows, default 5 (§9). */
  amountOfRows: number;
  settings: WidgetSettings;
}

/** A page an app declares in its includes.json (not a §2.3 route): `<app>:<page id>`. */
export type DeclaredPageName = `${string}:${string}`;

/** Props of a page module ("page:<name>"): it owns every path under the route that mounts it. */
export interface PageProps {
  /** The named route (§2.3) whose path mounted the page, or the app's declared page. */
  route: RouteName | DeclaredPageName;
  /** The route's path parameters (`/qnr-view/:qnrId` -> { qnrId }), decoded. */
  params: Readonly<Record<string, string>>;
  /** The address's query parameters. */
  query: Readonly<Record<string, string>>;
  /**
   * The address the page is mounted at (the route's path with its parameters filled in); the
   * page's own sub-routes are below it: `${basePath}/event/42`.
   */
  basePath: string;
}

/** §2.4 The quick-access dialog states. */
export const DIALOG_STATES = [
  'QUESTIONNAIRE',
  'MESSAGE',
  'CALENDAR',
] as const satisfies readonly DialogStateName[];
export type DialogState = (typeof DIALOG_STATES)[number];

/** How a dialog ended: saved (the shell shows `message` as a snackbar) or cancelled. */
export type DialogResult = { status: 'saved'; message: string } | { status: 'cancelled' };

/** Props of a dialog module ("dialog:<name>"), mounted in the shell's dialog frame. */
export interface DialogProps {
  /** The §2.4 dialog state the shell opened it in. */
  state: DialogState;
  /** Ends the dialog; the shell closes its frame and, on "saved", shows the snackbar. */
  close(result: DialogResult): void;
  /**
   * Optional: the dialog tells the frame whether it has changes not saved. While it has, a close by
   * Escape, a click outside or the frame's close button asks "Discard changes?" first; the dialog's
   * own `close()` is never asked about. Optional, so dialogs that never call it are unchanged.
   */
  setDirty?: (dirty: boolean) => void;
}

export type PageModule = ComponentType<PageProps>;
export type DialogModule = ComponentType<DialogProps>;
export type WidgetModule = ComponentType<WidgetProps>;

/** A module the shell can mount; the name's prefix says which (page:, dialog:, widget:). */
export type AppModuleComponent = PageModule | DialogModule | WidgetModule;

/** Declares a page module: the component gets PageProps. */
export const definePage = (component: PageModule): PageModule => component;
/** Declares a dialog module: the component gets DialogProps and ends with `close(result)`. */
export const defineDialog = (component: DialogModule): DialogModule => component;
/** Declares an overview widget module: the component gets WidgetProps. */
export const defineWidget = (component: WidgetModule): WidgetModule => component;

/**
 * What an app's entry exports: `export const modules = { ... } satisfies AppModules;` — an object
 * literal, because the build reads its keys into the manifest. The key's prefix fixes the props.
 */
export type AppModules = Readonly<{
  [name: `page:${string}`]: PageModule;
  [name: `dialog:${string}`]: DialogModule;
  [name: `widget:${string}`]: WidgetModule;
}>;

/** The namespace of a loaded entry.js. */
export interface AppEntryModule {
  modules?: Readonly<Record<string, AppModuleComponent>>;
}

/** What the modules of a manifest supply, by kind (read from the names' prefixes). */
export interface AppSupplies {
  pages: string[];
  dialogs: string[];
  /** Widget kinds with their variation: "CHAT", "CHAT:COMPACT". */
  widgets: string[];
}

export function suppliesOf(modules: readonly string[]): AppSupplies {
  const after = (prefix: string) =>
    modules.filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length));
  return { pages: after('page:'), dialogs: after('dialog:'), widgets: after('widget:') };
}

/** apps/<name>/dist/<version>/manifest.json, written by the shared app build. */
export interface AppManifest {
  name: string;
  version: string;
  /** The file beside the manifest that the shell imports. */
  entry: string;
  /** Subresource-integrity hash of the entry (sha384-…). */
  integrity: string;
  /** The keys of the entry's `modules`. */
  modules: string[];
  /** The same, by kind: the pages, dialogs and widget kinds the app supplies. */
  supplies?: AppSupplies;
  /**
   * What the app adds to the shell (apps/<name>/includes.json): pages with their paths, menu
   * entries, quick-access items, dialogs and widget kinds, with their texts (docs/apps.md).
   */
  includes?: AppIncludes;
  /** The @portal/sdk version the app was built against. */
  sdkVersion: string;
  builtAt: string;
}
