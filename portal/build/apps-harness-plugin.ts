// A second page of the shell's build, /apps-harness.html: it mounts given app modules and overview
// widgets for a signed-in user, so the loader and the apps are proven in a real browser before the
// shell's overview exists (e2e/overview-widgets-from-apps.e2e.ts). It loads nothing without a
// session token and shows only what the user's own API answers would show.
import path from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = 'src/features/apps/harness/apps-harness.html';
export const HARNESS_FILE = 'apps-harness.html';

export function appsHarnessPlugin(portalRoot: string): Plugin {
  return {
    name: 'portal:apps-harness',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: path.join(portalRoot, 'index.html'), harness: path.join(portalRoot, SOURCE) },
        },
      },
    }),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // Importing the portal's entry chunk would start the portal inside the harness page.
        const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
        const harness = entries.find((c) => c.name === 'harness');
        const portal = entries.find((c) => c.name === 'index');
        if (harness?.type === 'chunk' && portal && harness.imports.includes(portal.fileName))
          this.error(`the harness imports the portal's entry ${portal.fileName}: see build/start-chunk.ts`);
        const page = bundle[SOURCE];
        if (!page || page.type !== 'asset') return;
        delete bundle[SOURCE];
        this.emitFile({ type: 'asset', fileName: HARNESS_FILE, source: page.source });
      },
    },
  };
}
