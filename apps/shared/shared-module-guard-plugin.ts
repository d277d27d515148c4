import type { Plugin } from 'vite';
import { isSharedModuleSpecifier } from '../../packages/sdk/src/shared-modules.ts';

// ARCHITECTURE.md §7 "known traps": a second React. Any react or react-dom entry point that is not
// one of the shared specifiers (react/jsx-dev-runtime, react-dom/server …) would be bundled into the
// app as a second copy; the build stops instead.
const REACT_ENTRY = /^(react|react-dom)(\/.*)?$/;

export function sharedModuleGuardPlugin(): Plugin {
  return {
    name: 'portal-app:shared-module-guard',
    enforce: 'pre',
    resolveId(source, importer) {
      if (REACT_ENTRY.test(source) && !isSharedModuleSpecifier(source)) {
        this.error(
          `${source} (imported by ${importer ?? 'the entry'}) is not a shared module; it would bundle a second React`,
        );
      }
      if (source.startsWith('@portal/sdk/')) {
        this.error(`${source} is not part of the shared @portal/sdk module; import from "@portal/sdk"`);
      }
      return null;
    },
  };
}
