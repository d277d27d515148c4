// Build-time knowledge of the installed @mui/material, shared by the shell's build (which emits one
// shared module per MUI entry point) and every app's build (whose imports go through them).
// ARCHITECTURE.md §7: the kit is one copy on the page; docs/decisions.md: per entry point, so a page
// loads the components it uses, not the library.
import { createRequire } from 'node:module';

/** Entry points that are not for the browser's kit: Pigment CSS (not installed) and type-only ones. */
const LEFT_OUT = /^@mui\/material\/(Pigment\w+|internal|zero-styled|themeCssVarsAugmentation)$/;

export interface MuiEntryPoints {
  /** Every `@mui/material/<X>` specifier the shared build emits, with its export names. */
  subpaths: Map<string, string[]>;
  /** A name of the barrel (`import { Button } from '@mui/material'`) -> where it lives. */
  barrel: Map<string, { specifier: string; imported: string }>;
}

let cached: Promise<MuiEntryPoints> | undefined;

/** Reads the entry points by importing them in Node once per build process (about a second). */
export function readMuiEntryPoints(resolveFrom: string): Promise<MuiEntryPoints> {
  cached ??= load(resolveFrom);
  return cached;
}

async function load(resolveFrom: string): Promise<MuiEntryPoints> {
  const require = createRequire(resolveFrom);
  const packageFile = require.resolve('@mui/material/package.json');
  const pkg = require(packageFile) as { exports: Record<string, unknown> };
  // Node resolves these from this file's folder, which sees the workspace's one installed MUI.
  const importFrom = (specifier: string) =>
    import(/* @vite-ignore */ specifier) as Promise<Record<string, unknown>>;
  const subpaths = new Map<string, string[]>();
  const modules = new Map<string, Record<string, unknown>>();
  for (const key of Object.keys(pkg.exports)) {
    if (key === '.' || key === './package.json') continue;
    const specifier = `@mui/material${key.slice(1)}`;
    if (LEFT_OUT.test(specifier)) continue;
    const loaded = await importFrom(specifier);
    const names = Object.keys(loaded);
    if (names.length === 0) continue;
    subpaths.set(specifier, names);
    modules.set(specifier, loaded);
  }
  const barrelModule = await importFrom('@mui/material');
  const barrel = new Map<string, { specifier: string; imported: string }>();
  for (const [name, value] of Object.entries(barrelModule)) {
    const own = `@mui/material/${name}`;
    if (modules.get(own)?.default === value) {
      barrel.set(name, { specifier: own, imported: 'default' });
      continue;
    }
    // A hook, a helper or a class-name object: the entry point that exports the same value,
    // `styles` first (theme things), then the shortest name.
    const candidates = [...modules]
      .filter(([, loaded]) => loaded[name] === value)
      .map(([specifier]) => specifier)
      .sort((a, b) => Number(b.endsWith('/styles')) - Number(a.endsWith('/styles')) || a.length - b.length);
    if (candidates[0]) barrel.set(name, { specifier: candidates[0], imported: name });
  }
  return { subpaths, barrel };
}
