import { useEffect, useId } from 'react';
import { useShell } from './shell-context';
import type { PageHeaderInfo } from './page-header-store';

/**
 * §2.4 Page header: the page's title and back target in the shell's header while the page (or one
 * of its sub-route screens) shows. Without it the header shows the route's own title and parent.
 */
export function usePageHeader(header: PageHeaderInfo): void {
  const { pageHeader } = useShell();
  const owner = useId();
  const { title, backTo } = header;
  useEffect(() => {
    pageHeader.set(owner, { title, backTo });
    return () => pageHeader.set(owner, null);
  }, [pageHeader, owner, title, backTo]);
}
