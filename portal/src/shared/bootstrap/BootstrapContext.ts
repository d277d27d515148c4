// The tenant's bootstrap, available to every screen once the app has started.
import { createContext, useContext } from 'react';
import type { PublicBootstrap } from './bootstrap-types';

export const BootstrapContext = createContext<PublicBootstrap | null>(null);

export function useBootstrap(): PublicBootstrap {
  const bootstrap = useContext(BootstrapContext);
  if (!bootstrap) throw new Error('useBootstrap outside the BootstrapContext');
  return bootstrap;
}

/** The bootstrap when the app has one (the start-up error screens have none). */
export function useOptionalBootstrap(): PublicBootstrap | null {
  return useContext(BootstrapContext);
}
