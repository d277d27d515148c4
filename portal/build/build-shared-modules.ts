// Builds the shared ES modules of the import map in ONE bundle, so React's CommonJS core lands in
// one chunk that react-dom, the JSX runtime and the SDK all import: exactly one React.
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { readMuiEntryPoints } from '../../packages/sdk/build/mui-entry-points.js';
import {
  SHARED_MODULE_SPECIFIERS,
  type SharedModuleSpecifier,
} from '../../packages/sdk/src/shared-modules.js';
import { muiWithoutCssVariablesPlugin } from './mui-without-css-variables-plugin.js';
import { productionAliases } from './production-aliases.js';
import { pureCommonJsPlugin } from './pure-commonjs-plugin.js';
import { pureSchemasPlugin } from './pure-schemas-plugin.js';
import { sharedEntryName, sharedModuleSource } from './shared-module-sources.js';

export const SHARED_DIR = 'shared';

export interface SharedModulesBuild {
  /** Files to write under the portal's dist (paths start with shared/). */
  files: { fileName: string; source: string }[];
  /** specifier -> URL path, the `imports` of the import map. */
  imports: Record<string, string>;
  /** specifier -> URL paths of its module and of every module that one imports statically. */
  staticClosure: Record<string, string[]>;
}

const VIRTUAL_PREFIX = '\0portal-shared:';

type LogHandler = NonNullable<Rolldown.InputOptions['onLog']>;

/** MUI and TanStack Query mark modules "use client", which means nothing outside server components. */
export const withoutDirectiveNoise: LogHandler = (level, log, handler) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  handler(level, log);
};

function virtualEntriesPlugin(portalRoot: string): Plugin {
  return {
    name: 'portal:shared-module-entries',
    resolveId(source) {
      return source.startsWith(VIRTUAL_PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const specifier = id.slice(VIRTUAL_PREFIX.length) as SharedModuleSpecifier;
      return sharedModuleSource(specifier, path.join(portalRoot, 'package.json'));
    },
  };
}

/** Every shared specifier: the packages of the list and each entry point of the installed MUI. */
export async function allSharedSpecifiers(portalRoot: string): Promise<SharedModuleSpecifier[]> {
  const mui = await readMuiEntryPoints(path.join(portalRoot, 'package.json'));
  return [...SHARED_MODULE_SPECIFIERS, ...(mui.subpaths.keys() as Iterable<`@mui/material/${string}`>)];
}

/**
 * The shared modules the login page imports at its start (bench/login-bundle.ts), built into one
 * chunk, `start-kit`, holding only the code these entries use (`startKitModules`): in some forty
 * files, as the bundler cuts them, they compress worse, and they would pull in `mui-core` whole with
 * what only other components need (transitions, roving focus, icons). A list kept by hand: a specifier missing here still works (its modules go to the chunks
 * below), it only costs the login page a few files; the bench lists what the page loads.
 */
export const START_KIT_SPECIFIERS: readonly SharedModuleSpecifier[] = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'i18next',
  'react-i18next',
  '@mui/material/styles',
  '@mui/material/Box',
  '@mui/material/Button',
  '@mui/material/ButtonGroup',
  '@mui/material/Checkbox',
  '@mui/material/CircularProgress',
  '@mui/material/CssBaseline',
  '@mui/material/Link',
  '@mui/material/Paper',
  '@mui/material/Stack',
  '@mui/material/Typography',
];

/**
 * The start kit first; then the style engine and MUI's theme machinery, which every component
 * needs, in one chunk; left to itself the bundler cuts them into dozens of small chunks, one per
 * set of entries sharing them.
 */
function sharedCodeSplitting(startKit: ReadonlySet<string>): CodeSplitting {
  return {
    groups: [
      { name: 'start-kit', priority: 2, test: (id) => startKit.has(id) },
      {
        name: 'mui-core',
        priority: 1,
        // Only what most components need; the rest of @mui/system goes with what uses it.
        minShareCount: 4,
        test: /node_modules[\\/](@emotion|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|internal|zero-styled|className|colors|transitions)|stylis|clsx|prop-types|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/,
      },
    ],
  };
}
type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/** One build of the shared modules of `specifiers`, not written. */
async function buildShared(
  portalRoot: string,
  specifiers: readonly SharedModuleSpecifier[],
  codeSplitting: CodeSplitting,
): Promise<(Rolldown.OutputChunk | Rolldown.OutputAsset)[]> {
  const input = Object.fromEntries(specifiers.map((s) => [sharedEntryName(s), `${VIRTUAL_PREFIX}${s}`]));
  const result = await build({
    configFile: false,
    root: portalRoot,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    plugins: [
      virtualEntriesPlugin(portalRoot),
      muiWithoutCssVariablesPlugin(),
      pureCommonJsPlugin(),
      pureSchemasPlugin(),
    ],
    resolve: { alias: productionAliases(portalRoot) },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: {
        input,
        preserveEntrySignatures: 'strict',
        onLog: withoutDirectiveNoise,
        output: {
          format: 'es',
          entryFileNames: `${SHARED_DIR}/[name]-[hash].js`,
          chunkFileNames: `${SHARED_DIR}/[name]-[hash].js`,
          codeSplitting,
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output);
}

/**
 * The modules the start kit's entries use, tree-shaken: a first build of those entries alone, and
 * every module with code left in its output. Following the entries' static imports instead (as
 * before) took in each module a barrel re-exports, so the start chunk carried what only other
 * entries use (MUI's Grid, Container, InputBase, …): some 30 KB gzip of the login page's.
 */
async function startKitModules(portalRoot: string): Promise<Set<string>> {
  const chunks = await buildShared(portalRoot, START_KIT_SPECIFIERS, {});
  const used = new Set<string>();
  for (const chunk of chunks) {
    if (chunk.type !== 'chunk') continue;
    for (const [id, info] of Object.entries(chunk.modules)) if (info.renderedLength > 0) used.add(id);
  }
  return used;
}

export async function buildSharedModules(portalRoot: string): Promise<SharedModulesBuild> {
  const specifiers = await allSharedSpecifiers(portalRoot);
  const startKit = await startKitModules(portalRoot);
  const chunks = await buildShared(portalRoot, specifiers, sharedCodeSplitting(startKit));
  const files: SharedModulesBuild['files'] = [];
  const imports: Record<string, string> = {};
  const chunkImports = new Map<string, string[]>();
  for (const output of chunks) {
    files.push({
      fileName: output.fileName,
      source: output.type === 'chunk' ? output.code : String(output.source),
    });
    if (output.type !== 'chunk') continue;
    chunkImports.set(output.fileName, output.imports);
    if (!output.isEntry) continue;
    const specifier = specifiers.find((s) => sharedEntryName(s) === output.name);
    if (specifier) imports[specifier] = `/${output.fileName}`;
  }
  const staticClosure: Record<string, string[]> = {};
  for (const specifier of specifiers) {
    const url = imports[specifier];
    if (!url) throw new Error(`the shared module ${specifier} was not built`);
    staticClosure[specifier] = closureOf(url.slice(1), chunkImports).map((fileName) => `/${fileName}`);
  }
  return { files, imports, staticClosure };
}

/** `start` and every chunk it imports statically, directly or not, `start` first. */
function closureOf(start: string, chunkImports: ReadonlyMap<string, readonly string[]>): string[] {
  const seen = new Set<string>();
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(chunkImports.get(next) ?? []));
  }
  return [...seen];
}
