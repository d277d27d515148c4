import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { parseAst } from 'vite';
import { SDK_VERSION } from '../../packages/sdk/src/version.ts';
import { suppliesOf, type AppManifest } from '../../packages/sdk/src/app-module.ts';
import { exposedModuleNames } from './exposed-modules.ts';

export interface AppManifestOptions {
  name: string;
  version: string;
  entryFile: string;
}

/**
 * Writes manifest.json beside entry.js: name, version, the exposed modules (the keys of the entry's
 * `export const modules = { … }`) and the entry's sha384 integrity.
 */
export function appManifestPlugin({ name, version, entryFile }: AppManifestOptions): Plugin {
  let modules: string[] | undefined;
  return {
    name: 'portal-app:manifest',
    enforce: 'post',
    transform(code, id) {
      if (id !== entryFile) return null;
      modules = exposedModuleNames(parseAst(code, { lang: 'js' }));
      if (!modules)
        this.error(
          `app ${name}: ${entryFile} must declare \`export const modules = { … }\` as an object literal`,
        );
      return null;
    },
    generateBundle(_options, bundle) {
      const entry = bundle['entry.js'];
      if (!entry || entry.type !== 'chunk') return this.error(`app ${name}: no entry.js was produced`);
      const manifest: AppManifest = {
        name,
        version,
        entry: 'entry.js',
        integrity: `sha384-${createHash('sha384').update(entry.code).digest('base64')}`,
        modules: modules ?? [],
        supplies: suppliesOf(modules ?? []),
        sdkVersion: SDK_VERSION,
        builtAt: new Date().toISOString(),
      };
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
