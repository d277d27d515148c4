// CommonJS packages count as having side effects unless their package.json says otherwise, so the
// bundler keeps them even where nothing uses them. These only define functions and constants:
// hoist-non-react-statics (and its react-is) serve @emotion/react's withTheme, which MUI never
// calls; about 1 KB gzip on the login page (docs/decisions.md).
import type { Plugin } from 'vite';

const PURE_COMMONJS = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

export function pureCommonJsPlugin(): Plugin {
  return {
    name: 'portal:pure-commonjs',
    apply: 'build',
    transform: {
      filter: { id: PURE_COMMONJS },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}
