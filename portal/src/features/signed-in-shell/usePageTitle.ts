// §2.3 Page title: the route's title plus the base title (the customer name). A page an app
// declares has its own title (its manifest's, by key).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle, routeTitleKey } from '../routes';
import type { ShellRouteDefinition } from '../routes';
import type { DeclaredPage } from '../apps';

export function usePageTitle(
  route: ShellRouteDefinition | null,
  baseTitle: string,
  declared: DeclaredPage | null = null,
): string {
  const { t } = useTranslation();
  const title = route ? t(routeTitleKey(route.name)) : declared ? t(declared.titleKey) : '';
  useEffect(() => {
    document.title = pageTitle(title, baseTitle);
  }, [title, baseTitle]);
  return title;
}
