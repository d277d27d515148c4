// The one build configuration of every feature app (ARCHITECTURE.md §7): Vite library mode, ES
// modules, exactly the shared specifiers (React, the SDK and the UI and data kit) external, output in dist/<version>/ beside a manifest.
// Each apps/<name>/vite.config.ts is `export default defineAppConfig(import.meta.dirname)`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, esmExternalRequirePlugin, type UserConfig } from 'vite';
import { muiPathImportsPlugin } from '../../packages/sdk/build/mui-path-imports-plugin.ts';
import { SHARED_EXTERNALS } from '../../packages/sdk/src/shared-modules.ts';
import { appFilePlugin } from './app-file-plugin.ts';
import { appManifestPlugin } from './app-manifest-plugin.ts';
import { sharedModuleGuardPlugin } from './shared-module-guard-plugin.ts';
import { sharedNamesCheckPlugin } from './shared-names-check-plugin.ts';

export interface AppPackage {
  /** The app's name: the package name without the @portal-app/ scope. */
  name: string;
  version: string;
}

export function readAppPackage(appDir: string): AppPackage {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const name = pkg.name.replace(/^@portal-app\//, '');
  if (!/^[a-z][a-z0-9-]*$/.test(name))
    throw new Error(`app name "${name}" must be lower-case letters, digits and dashes`);
  if (!/^\d+\.\d+\.\d+$/.test(pkg.version))
    throw new Error(`app ${name}: version "${pkg.version}" is not x.y.z`);
  return { name, version: pkg.version };
}

export interface AppConfigOptions {
  /** Overrides package.json's version (tests build a second version side by side). */
  version?: string;
  /** Overrides apps/<name>/dist as the folder holding <version>/ (tests build into a temp folder). */
  distDir?: string;
}

export function defineAppConfig(appDir: string, options: AppConfigOptions = {}): UserConfig {
  const pkg = readAppPackage(appDir);
  const version = options.version ?? process.env.APP_VERSION ?? pkg.version;
  const distDir = options.distDir ?? process.env.APP_DIST_DIR ?? path.join(appDir, 'dist');
  const entry = ['src/index.tsx', 'src/index.ts'].map((f) => path.join(appDir, f)).find((f) => existsSync(f));
  if (!entry) throw new Error(`app ${pkg.name}: no src/index.tsx or src/index.ts`);
  return defineConfig({
    root: appDir,
    // Library mode keeps process.env.NODE_ENV for a consumer's bundler; the browser has none, and
    // the production JSX runtime (not react/jsx-dev-runtime) is the shared one.
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    logLevel: 'warn',
    plugins: [
      appFilePlugin(),
      sharedModuleGuardPlugin(),
      muiPathImportsPlugin(path.join(appDir, 'package.json')),
      sharedNamesCheckPlugin(pkg.name),
      esmExternalRequirePlugin({ external: [...SHARED_EXTERNALS] }),
      appManifestPlugin({ name: pkg.name, version, entryFile: entry, appDir }),
    ],
    build: {
      outDir: path.join(distDir, version),
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      lib: { entry, formats: ['es'], fileName: () => 'entry.js', cssFileName: 'entry' },
      // esmExternalRequirePlugin makes the shared specifiers external, also where a bundled
      // CommonJS dependency require()s them (use-sync-external-store in the data grid).
      rolldownOptions: {
        // Library mode keeps whitespace for a consumer's bundler; the browser is the consumer here.
        output: { chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]', minify: true },
        onLog(level, log, handler) {
          // MUI marks its modules "use client", which means nothing outside React server components.
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
      },
    },
  });
}
