// The shell's side of ARCHITECTURE.md §7: its own imports of the shared specifiers stay external
// and resolve through the import map, exactly like an app's, so the page has one React and one SDK.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import {
  isSharedModuleSpecifier,
  type SharedModuleSpecifier,
} from '../../packages/sdk/src/shared-modules.js';
import {
  buildSharedModules,
  withoutDirectiveNoise,
  type SharedModulesBuild,
} from './build-shared-modules.js';

/**
 * The import map and a modulepreload for each shared module the page's entry imports statically
 * (with the modules those import): what the page needs at once. The rest load on demand, e.g.
 * @portal/sdk with the signed-in shell, which the login page never needs (bench/login-bundle.ts).
 */
export function importMapTags(
  shared: SharedModulesBuild,
  preloaded: readonly SharedModuleSpecifier[],
): HtmlTagDescriptor[] {
  const urls = new Set(preloaded.flatMap((specifier) => shared.staticClosure[specifier]));
  return [
    {
      tag: 'script',
      attrs: { type: 'importmap' },
      children: JSON.stringify({ imports: shared.imports }, null, 2),
      injectTo: 'head-prepend',
    },
    ...[...urls].map<HtmlTagDescriptor>((href) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', href },
      injectTo: 'head',
    })),
  ];
}

/** The shared specifiers that `entry` imports statically, itself or through its chunks. */
export function sharedImportsOf(
  entry: Rolldown.OutputChunk,
  bundle: Rolldown.OutputBundle,
): SharedModuleSpecifier[] {
  const found = new Set<SharedModuleSpecifier>();
  const seen = new Set<string>();
  const queue: string[] = [...entry.imports];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    if (isSharedModuleSpecifier(next)) found.add(next);
    const chunk = bundle[next];
    if (chunk?.type === 'chunk') queue.push(...chunk.imports);
  }
  return [...found].sort();
}

/** The SDK's sources: the shared build reads them, so `vite build --watch` rebuilds on their change. */
function sdkSources(portalRoot: string): string[] {
  const dir = path.resolve(portalRoot, '..', 'packages', 'sdk', 'src');
  return readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

export function sharedModulesPlugin(portalRoot: string): Plugin {
  let shared: SharedModulesBuild | undefined;
  return {
    name: 'portal:shared-modules',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { onLog: withoutDirectiveNoise } } }),
    async buildStart() {
      for (const file of sdkSources(portalRoot)) this.addWatchFile(file);
      shared = await buildSharedModules(portalRoot);
    },
    // After the bundle exists, so each page preloads what its own entry imports.
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { chunk, bundle }) =>
        shared && chunk && bundle ? importMapTags(shared, sharedImportsOf(chunk, bundle)) : [],
    },
    generateBundle() {
      for (const file of shared?.files ?? [])
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
  };
}
