// Which menu entry is the current page's.
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function isActiveTarget(
  pathname: string,
  params: URLSearchParams,
  to: string,
  query: Readonly<Record<string, string>> | undefined,
): boolean {
  if (query?.qnr_context) return pathname === to && params.get('qnr_context') === query.qnr_context;
  return isActivePath(pathname, to);
}
