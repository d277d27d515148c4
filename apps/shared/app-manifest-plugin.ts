import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  appIncludesSchema,
  includesProblems,
  type AppIncludes,
} from '../../packages/rules/src/domain/app-includes.ts';
import { parseAst } from 'vite';
import { SDK_VERSION } from '../../packages/sdk/src/version.ts';
import { suppliesOf, type AppManifest } from '../../packages/sdk/src/app-module.ts';
import { exposedModuleNames } from './exposed-modules.ts';

export interface AppManifestOptions {
  name: string;
  version: string;
  entryFile: string;
  /** The app's folder, where `includes.json` may declare what it adds to the shell. */
  appDir?: string;
}

/**
 * The app's `includes.json` (docs/apps.md "What an app adds"), checked by the shared schema and
 * against the entry's modules; undefined when the app has none. Throws a message naming the app.
 */
export function readAppIncludes(
  appDir: string,
  name: string,
  modules: readonly string[],
): AppIncludes | undefined {
  const file = path.join(appDir, 'includes.json');
  if (!existsSync(file)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`app ${name}: includes.json is not JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = appIncludesSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`app ${name}: includes.json at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
  }
  const problems = includesProblems(parsed.data, modules);
  if (problems.length > 0) throw new Error(`app ${name}: includes.json: ${problems.join('; ')}`);
  return parsed.data;
}

/**
 * Writes manifest.json beside entry.js: name, version, the exposed modules (the keys of the entry's
 * `export const modules = { … }`), what the app adds to the shell (its includes.json) and the
 * entry's sha384 integrity.
 */
export function appManifestPlugin({ name, version, entryFile, appDir }: AppManifestOptions): Plugin {
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
      let includes: AppIncludes | undefined;
      try {
        includes = appDir ? readAppIncludes(appDir, name, modules ?? []) : undefined;
      } catch (error) {
        return this.error((error as Error).message);
      }
      const manifest: AppManifest = {
        name,
        version,
        entry: 'entry.js',
        integrity: `sha384-${createHash('sha384').update(entry.code).digest('base64')}`,
        modules: modules ?? [],
        supplies: suppliesOf(modules ?? []),
        ...(includes ? { includes } : {}),
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
