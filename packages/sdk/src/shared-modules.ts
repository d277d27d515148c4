// ARCHITECTURE.md §7: the specifiers the shell serves as shared ES modules through its import map.
// Every app build leaves exactly these external; the shell's build emits them. Plain data, so the
// build configurations of the shell and the apps read the same list.

/** The packages shared whole: React, the SDK, and the UI and data kit (one copy each on the page). */
export const SHARED_MODULE_SPECIFIERS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@portal/sdk',
  '@emotion/react',
  '@emotion/styled',
  '@mui/system',
  '@tanstack/react-query',
  'react-router',
  'i18next',
  'react-i18next',
] as const;
export type SharedModuleSpecifier =
  (typeof SHARED_MODULE_SPECIFIERS)[number] | '@mui/material' | `@mui/material/${string}`;

/**
 * Packages shared with a chosen set of names, not all of them: react-router's whole API (data
 * routers, server rendering) is 59 KB gzip where the shell and the apps use 14 KB of it; likewise
 * TanStack Query's, @mui/system's (its components are MUI's) and i18n's React binding (HOCs, SSR). A name missing here fails the app's load with
 * the browser's "does not provide an export named …", which the shell logs (docs/apps.md).
 */
export const SHARED_MODULE_NAMES: Readonly<Partial<Record<string, readonly string[]>>> = {
  // Without createBrowserRouter: the data router's state machine (15 KB gzip) is the signed-in
  // shell's own chunk (portal/src/app/router/data-router.ts), not the login page's; RouterProvider
  // and useBlocker stay, for the router it makes.
  'react-router': [
    'BrowserRouter',
    'Link',
    'MemoryRouter',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'Router',
    'RouterProvider',
    'Routes',
    'createPath',
    'createSearchParams',
    'generatePath',
    'matchPath',
    'matchRoutes',
    'parsePath',
    'resolvePath',
    'useBlocker',
    'useHref',
    'useInRouterContext',
    'useLocation',
    'useMatch',
    'useNavigate',
    'useNavigationType',
    'useOutlet',
    'useOutletContext',
    'useParams',
    'useResolvedPath',
    'useRoutes',
    'useSearchParams',
  ],
  '@tanstack/react-query': [
    'MutationCache',
    'QueryCache',
    'QueryClient',
    'QueryClientProvider',
    'keepPreviousData',
    'queryOptions',
    'skipToken',
    'useInfiniteQuery',
    'useIsFetching',
    'useIsMutating',
    'useMutation',
    'useQueries',
    'useQuery',
    'useQueryClient',
    'useSuspenseQuery',
  ],
  // The style engine's own API; its components are @mui/material's (Box, Stack, Grid …).
  '@mui/system': [
    'GlobalStyles',
    'ThemeProvider',
    'alpha',
    'css',
    'darken',
    'keyframes',
    'lighten',
    'styled',
    'useTheme',
  ],
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
};

/**
 * Names left out of a shared module: MUI's CSS-variables themes, which the portal's build cuts out
 * anyway (portal/build/mui-without-css-variables-plugin.ts) and which would bring every
 * component's class names to each page (about 7 KB gzip).
 */
export const SHARED_MODULE_LEFT_OUT: Readonly<Partial<Record<string, readonly string[]>>> = {
  '@mui/material/styles': [
    'CssVarsProvider',
    'Experimental_CssVarsProvider',
    'createColorScheme',
    'enhanceHighContrast',
    'experimental_extendTheme',
    'extendTheme',
    'getInitColorSchemeScript',
    'private_excludeVariablesFromRoot',
    'shouldSkipGeneratingVar',
    'useColorScheme',
  ],
};

/**
 * MUI is shared per entry point (`@mui/material/Button`, `@mui/material/styles` …), so a page loads
 * the components it uses and not the whole library (docs/decisions.md). The shell's build lists
 * every entry point of the installed MUI; the builds rewrite `import { Button } from
 * '@mui/material'` to them (packages/sdk/build/mui-path-imports-plugin.ts), so the barrel itself
 * is never loaded and has no module of its own.
 */
export const SHARED_MUI_SUBPATH = /^@mui\/material\/[A-Za-z][A-Za-z0-9]*(\/TouchRipple)?$/;

/** What the builds leave external: the list and MUI's entry points. */
export const SHARED_EXTERNALS: readonly (string | RegExp)[] = [
  ...SHARED_MODULE_SPECIFIERS,
  SHARED_MUI_SUBPATH,
];

export function isSharedModuleSpecifier(id: string): id is SharedModuleSpecifier {
  return (SHARED_MODULE_SPECIFIERS as readonly string[]).includes(id) || SHARED_MUI_SUBPATH.test(id);
}
