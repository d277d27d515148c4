// The shell's side of ARCHITECTURE.md §7: its own imports of the shared specifiers stay external
// and resolve through the import map, exactly like an app's, so the page has one React and one SDK.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import {
  buildSharedModules,
  withoutDirectiveNoise,
  type SharedModulesBuild,
} from './build-shared-modules.js';

/** Modules every page needs at once; the rest (react-dom alone) load on demand. */
const PRELOADED = ['react', 'react/jsx-runtime', 'react-dom/client', '@portal/sdk'] as const;

export function importMapTags(imports: SharedModulesBuild['imports']): HtmlTagDescriptor[] {
  return [
    {
      tag: 'script',
      attrs: { type: 'importmap' },
      children: JSON.stringify({ imports }, null, 2),
      injectTo: 'head-prepend',
    },
    ...PRELOADED.map<HtmlTagDescriptor>((s) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', href: imports[s] },
      injectTo: 'head',
    })),
  ];
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
    transformIndexHtml: {
      order: 'pre',
      handler: () => (shared ? importMapTags(shared.imports) : []),
    },
    generateBundle() {
      for (const file of shared?.files ?? [])
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
  };
}
