import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { UserContext } from '@portal/rules';
import { lastVisitedKey, rememberVisit } from './last-visited-url';

/** Records every address of the signed-in shell as the last visited one of the current context. */
export function useLastVisitedUrl(customerId: number, userId: number, context: UserContext): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    rememberVisit(lastVisitedKey(customerId, userId, context), pathname, search);
  }, [customerId, userId, context, pathname, search]);
}
