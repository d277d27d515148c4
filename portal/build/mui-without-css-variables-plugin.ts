// MUI builds a theme with CSS variables only when asked (`cssVariables`, `colorSchemes`); the
// portal's themes never ask (shared/brand/portal-theme.ts), yet createTheme and ThemeProvider
// import that machinery statically, about 7 KB gzip on the login page (docs/decisions.md). The build
// replaces those two imports with a stub that fails loudly, should a theme ever ask for it.
import type { Plugin } from 'vite';

const STUB = (name: string) =>
  `const ${name} = () => { throw new Error('MUI CSS-variables themes are left out of the portal build (portal/build/mui-without-css-variables-plugin.ts)'); };`;

/** File of @mui/material -> the import statement in it that brings the CSS-variables path. */
const CUTS: ReadonlyArray<{ file: string; statement: string; name: string }> = [
  {
    file: '@mui/material/styles/createTheme.mjs',
    statement: 'import createThemeWithVars from "./createThemeWithVars.mjs";',
    name: 'createThemeWithVars',
  },
  {
    file: '@mui/material/styles/ThemeProvider.mjs',
    statement: 'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
    name: 'CssVarsProvider',
  },
];

export function muiWithoutCssVariablesPlugin(): Plugin {
  return {
    name: 'portal:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/ },
      handler(code, id) {
        const cut = CUTS.find((c) => id.replace(/\\/g, '/').endsWith(c.file));
        if (!cut) return null;
        // An MUI upgrade that moves the import must not pass unnoticed: stop the build.
        if (!code.includes(cut.statement))
          this.error(`${cut.file} no longer has \`${cut.statement}\`: revisit ${import.meta.filename}`);
        return { code: code.replace(cut.statement, STUB(cut.name)), map: null };
      },
    },
  };
}
