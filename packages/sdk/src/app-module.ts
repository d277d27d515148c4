import type { ComponentType } from 'react';

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

/**
 * A module the shell can mount. Props differ per module and the module name's prefix fixes them
 * ("widget:" takes WidgetProps), so the map itself cannot name one props type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: props are per module
export type AppModuleComponent = ComponentType<any>;

/**
 * What an app's entry exports: `export const modules = { ... } satisfies AppModules;` — an object
 * literal, because the build reads its keys into the manifest's list of exposed modules.
 */
export type AppModules = Readonly<Record<string, AppModuleComponent>>;

/** The namespace of a loaded entry.js. */
export interface AppEntryModule {
  modules?: AppModules;
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
  /** The @portal/sdk version the app was built against. */
  sdkVersion: string;
  builtAt: string;
}
