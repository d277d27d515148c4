// Builds the shared ES modules of the import map in ONE bundle, so React's CommonJS core lands in
// one chunk that react-dom, the JSX runtime and the SDK all import: exactly one React.
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import {
  SHARED_MODULE_SPECIFIERS,
  type SharedModuleSpecifier,
} from '../../packages/sdk/src/shared-modules.js';
import { sharedEntryName, sharedModuleSource } from './shared-module-sources.js';

export const SHARED_DIR = 'shared';

export interface SharedModulesBuild {
  /** Files to write under the portal's dist (paths start with shared/). */
  files: { fileName: string; source: string }[];
  /** specifier -> URL path, the `imports` of the import map. */
  imports: Record<SharedModuleSpecifier, string>;
  /** specifier -> URL paths of its module and of every module that one imports statically. */
  staticClosure: Record<SharedModuleSpecifier, string[]>;
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

export async function buildSharedModules(portalRoot: string): Promise<SharedModulesBuild> {
  const input = Object.fromEntries(
    SHARED_MODULE_SPECIFIERS.map((s) => [sharedEntryName(s), `${VIRTUAL_PREFIX}${s}`]),
  );
  const result = await build({
    configFile: false,
    root: portalRoot,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    plugins: [virtualEntriesPlugin(portalRoot)],
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
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files: SharedModulesBuild['files'] = [];
  const imports: Partial<Record<SharedModuleSpecifier, string>> = {};
  const chunkImports = new Map<string, string[]>();
  for (const output of outputs.flatMap((o) => o.output)) {
    files.push({
      fileName: output.fileName,
      source: output.type === 'chunk' ? output.code : String(output.source),
    });
    if (output.type !== 'chunk') continue;
    chunkImports.set(output.fileName, output.imports);
    if (!output.isEntry) continue;
    const specifier = SHARED_MODULE_SPECIFIERS.find((s) => sharedEntryName(s) === output.name);
    if (specifier) imports[specifier] = `/${output.fileName}`;
  }
  const staticClosure: Partial<Record<SharedModuleSpecifier, string[]>> = {};
  for (const specifier of SHARED_MODULE_SPECIFIERS) {
    const url = imports[specifier];
    if (!url) throw new Error(`the shared module ${specifier} was not built`);
    staticClosure[specifier] = closureOf(url.slice(1), chunkImports).map((fileName) => `/${fileName}`);
  }
  return {
    files,
    imports: imports as Record<SharedModuleSpecifier, string>,
    staticClosure: staticClosure as Record<SharedModuleSpecifier, string[]>,
  };
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
