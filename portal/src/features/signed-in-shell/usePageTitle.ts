// §2.3 Page title: the route's title plus the base title (the customer name).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle, routeTitleKey } from '../routes';
import type { ShellRouteDefinition } from '../routes';

export function usePageTitle(route: ShellRouteDefinition | null, baseTitle: string): string {
  const { t } = useTranslation();
  const title = route ? t(routeTitleKey(route.name)) : '';
  useEffect(() => {
    document.title = pageTitle(title, baseTitle);
  }, [title, baseTitle]);
  return title;
}
