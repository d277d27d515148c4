// Where the page is and how to go elsewhere, for the code that runs before the signed-in part: the
// public pages (login, password reset, token login), the language switch and sign-in's completion.
// They read and move the address through this context instead of react-router, so the login page
// loads no router library (bench/login-bundle.ts). Without a provider the address is the browser's
// own history; inside the signed-in part's data router, RouterNavigation.tsx provides react-router's
// location and navigate, so the same components follow the router there.
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { MouseEvent, ReactNode } from 'react';

export interface PageLocation {
  pathname: string;
  search: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface PageNavigation {
  location: PageLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
}

export const NavigationContext = createContext<PageNavigation | null>(null);

/** Fired on window when historyNavigate changes the address (history.pushState fires nothing). */
const LOCATION_CHANGED = 'portal:location-changed';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGED, onChange);
  };
}

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

/** Moves the browser's address with no router, as react-router's own navigate does. */
export function historyNavigate(to: string, options: NavigateOptions = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(LOCATION_CHANGED));
}

function useHistoryNavigation(): PageNavigation {
  const address = useSyncExternalStore(subscribe, currentAddress, currentAddress);
  return useMemo(() => {
    const url = new URL(address, window.location.origin);
    return { location: { pathname: url.pathname, search: url.search }, navigate: historyNavigate };
  }, [address]);
}

export function useNavigation(): PageNavigation {
  const provided = useContext(NavigationContext);
  const history = useHistoryNavigation();
  return provided ?? history;
}

type ParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The address's query, and a setter that keeps the path (react-router's useSearchParams). */
export function useSearchParams(): [
  URLSearchParams,
  (update: ParamsUpdate, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useNavigation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (update: ParamsUpdate, options?: NavigateOptions) => {
      const next = typeof update === 'function' ? update(new URLSearchParams(location.search)) : update;
      const query = next.toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [location.pathname, location.search, navigate],
  );
  return [params, setParams];
}

/** Goes to `to` in place of the current address once rendered (react-router's <Navigate replace>). */
export function Redirect({ to }: { to: string }): ReactNode {
  const { navigate } = useNavigation();
  useEffect(() => navigate(to, { replace: true }), [to, navigate]);
  return null;
}

/**
 * The click handler of a link to `to` inside the portal: a plain click moves the address in place;
 * a click with a modifier key (new tab, new window) or another button is left to the browser.
 */
export function useLinkClick(to: string): (event: MouseEvent<HTMLElement>) => void {
  const { navigate } = useNavigation();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(to);
    },
    [navigate, to],
  );
}
