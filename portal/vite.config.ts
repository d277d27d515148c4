import { defineConfig, esmExternalRequirePlugin } from 'vite';
import react from '@vitejs/plugin-react';
import { SHARED_MODULE_SPECIFIERS } from '../packages/sdk/src/shared-modules.js';
import { appsHarnessPlugin } from './build/apps-harness-plugin.js';
import { sharedModulesPlugin } from './build/shared-modules-plugin.js';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // The production build shares react, react-dom, react-dom/client, react/jsx-runtime and
    // @portal/sdk with the feature apps: they stay external (also where a bundled CommonJS package
    // require()s them), are emitted to dist/shared/ and mapped by the import map (portal/build/).
    ...(command === 'build'
      ? [
          sharedModulesPlugin(import.meta.dirname),
          esmExternalRequirePlugin({ external: [...SHARED_MODULE_SPECIFIERS] }),
          appsHarnessPlugin(import.meta.dirname),
        ]
      : []),
  ],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:3000', '/apps': 'http://localhost:3000' } },
}));
