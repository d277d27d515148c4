import path from 'node:path';
import { defineConfig, esmExternalRequirePlugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { muiPathImportsPlugin } from '../packages/sdk/build/mui-path-imports-plugin.js';
import { SHARED_EXTERNALS } from '../packages/sdk/src/shared-modules.js';
import { appsHarnessPlugin } from './build/apps-harness-plugin.js';
import { dataRouterPlugin } from './build/data-router-plugin.js';
import { muiWithoutCssVariablesPlugin } from './build/mui-without-css-variables-plugin.js';
import { productionAliases } from './build/production-aliases.js';
import { pureCommonJsPlugin } from './build/pure-commonjs-plugin.js';
import { pureSchemasPlugin } from './build/pure-schemas-plugin.js';
import { sharedModulesPlugin } from './build/shared-modules-plugin.js';
import { startChunkSplitting } from './build/start-chunk.js';

// The production build is held to bench/login-bundle.ts and bench/shell-bundle.ts: what the login
// page loads, and what it does not (docs/decisions.md, "the login page at most 150 KB").
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // The production build shares React, @portal/sdk and the UI and data kit (MUI with emotion,
    // TanStack Query, react-router, i18next) with the feature apps: they stay external (also where a
    // bundled CommonJS package require()s them), are emitted to dist/shared/ and mapped by the
    // import map (portal/build/). MUI's barrel imports become per-component entry points.
    ...(command === 'build'
      ? [
          dataRouterPlugin(import.meta.dirname),
          sharedModulesPlugin(import.meta.dirname),
          muiPathImportsPlugin(path.join(import.meta.dirname, 'package.json')),
          esmExternalRequirePlugin({ external: [...SHARED_EXTERNALS] }),
          appsHarnessPlugin(import.meta.dirname),
          muiWithoutCssVariablesPlugin(),
          pureCommonJsPlugin(),
          pureSchemasPlugin(),
          // The service worker of the offline answering page (issue 33 item 8), dist/sw.js: its
          // precache is the shell's page and own chunks; the shared modules, the apps' files and
          // the answering page's API answers are kept as a visit loads them (src/shared/offline).
          // Registered by the shell itself (register-worker.ts); no web manifest.
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/shared/offline',
            filename: 'sw.ts',
            injectRegister: false,
            manifest: false,
            injectManifest: {
              globPatterns: ['index.html', 'assets/**/*.{js,css}'],
              rollupFormat: 'iife',
              // Hashed names need no revision: the browser's cache may answer for them.
              dontCacheBustURLsMatching: /^assets\//,
            },
          }),
        ]
      : []),
  ],
  resolve: {
    alias: command === 'build' ? productionAliases(import.meta.dirname, { withRouter: false }) : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Import maps, which the portal needs (ARCHITECTURE.md §7), came to Safari in 16.4 and
    // modulepreload in 17; a browser without it still loads every module, only later. Every other
    // browser has both, so the polyfill would be dead weight on each page.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: startChunkSplitting } },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/apps': 'http://localhost:3000' } },
}));
