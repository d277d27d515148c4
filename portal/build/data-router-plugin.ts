// The data router's state machine in the signed-in part's own chunk (portal/src/app/router/
// data-router.ts), not in the shared react-router module that the login page loads: that file's
// import of react-router is rewritten to the package's production build, bundled, where every other
// import of react-router stays the shared module. Only createBrowserRouter is taken from it, plain
// code with no React context; the router it makes is driven by the shared module's RouterProvider
// and useBlocker (bench/login-bundle.ts: 15 KB gzip less on the login page).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

export const DATA_ROUTER_MODULE = /[\\/]portal[\\/]src[\\/]app[\\/]router[\\/]data-router\.ts$/;

const REACT_FACTORY_CALL = /\bReact\d*\.(createContext|memo|forwardRef)\(/g;

const DISPLAY_NAME = /^\w+\.displayName = [^;\n]+;$/gm;

export function dataRouterPlugin(portalRoot: string): Plugin {
  const require = createRequire(path.join(portalRoot, 'package.json'));
  const production = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
    'index.mjs',
  );
  const productionDir = path.dirname(production);
  return {
    name: 'portal:data-router',
    apply: 'build',
    enforce: 'pre',
    // The shared module is external by name, before any resolveId: the file's own import is
    // rewritten to the package's file.
    transform(code, id) {
      // In this build the package's own files come only through data-router.ts: their React
      // contexts and components are made at the top level (calls the bundler keeps unless marked
      // pure, named for React's developer tools by assignments it keeps too), and nothing of this
      // copy uses them.
      if (id.startsWith(productionDir))
        return {
          code: code.replace(REACT_FACTORY_CALL, '/* @__PURE__ */ $&').replace(DISPLAY_NAME, ''),
          map: null,
        };
      if (!DATA_ROUTER_MODULE.test(id)) return null;
      const rewritten = code.replace(/from\s+['"]react-router['"]/g, `from ${JSON.stringify(production)}`);
      if (rewritten === code) this.error('data-router.ts no longer imports react-router');
      return { code: rewritten, map: null };
    },
  };
}
