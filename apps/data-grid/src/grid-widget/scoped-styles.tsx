import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

// ARCHITECTURE.md §7 trap "CSS leaking between apps": the app's styles get their own emotion key
// (class names css-data-grid-…), so they never collide with the shell's or another app's.
const cache = createCache({ key: 'data-grid', prepend: false });

export function ScopedStyles({ children }: { children?: ReactNode }) {
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
