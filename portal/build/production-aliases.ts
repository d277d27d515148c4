// Module substitutions of the production build, each the same code with less in it:
// - react-router's package exports resolve to its development build for every bundler (an open
//   upstream issue, remix-run/react-router#14102); its production build is the same API without
//   the development warnings.
// - use-sync-external-store/shim (react-i18next imports it for React < 18) is React's own hook from
//   React 18 on; the shim's fallback code never runs under React 19.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/** `withRouter: false` for the shell's own build, where react-router is a shared module (external). */
export function productionAliases(portalRoot: string, { withRouter = true } = {}): Alias[] {
  const require = createRequire(path.join(portalRoot, 'package.json'));
  const aliases: Alias[] = [
    {
      find: /^use-sync-external-store\/shim$/,
      replacement: path.join(portalRoot, 'build', 'react-use-sync-external-store.ts'),
    },
  ];
  const routerProduction = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
    'index.mjs',
  );
  if (withRouter && existsSync(routerProduction))
    aliases.push({ find: /^react-router$/, replacement: routerProduction });
  return aliases;
}
