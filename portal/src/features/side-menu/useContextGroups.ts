import { useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';
import { useShellSession } from '../user-context';
import { fetchContextGroups } from './context-groups';
import type { ContextGroup } from './context-groups';

/** The context groups of the current mode (templates whose user_context_me matches the context). */
export function useContextGroups(): ContextGroup[] {
  const { graphql } = useShell();
  const session = useShellSession();
  const isUserContextMe = session.userContext === 'ME';
  const { customer_id: customerId, user_id: userId } = session.bootstrap;
  const groups = useQuery({
    queryKey: ['shell', 'context-groups', customerId, userId, session.isAdmin, isUserContextMe],
    queryFn: ({ signal }) =>
      fetchContextGroups(graphql, { isAdmin: session.isAdmin, customerId, isUserContextMe }, signal),
    retry: false,
  });
  return groups.data ?? [];
}
