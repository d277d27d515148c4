// Inside a react-router router (the signed-in part's data router, tests' MemoryRouter): the public
// pages and shared hooks read and move the address through react-router, so its routes follow.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavigationContext } from './navigation';
import type { PageNavigation } from './navigation';

export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<PageNavigation>(
    () => ({
      location: { pathname, search },
      navigate: (to, options) => void navigate(to, options),
    }),
    [pathname, search, navigate],
  );
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}
