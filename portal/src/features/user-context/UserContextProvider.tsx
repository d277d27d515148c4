// §1, §2.3 The user context from the address: user_context (ME or RECIPIENT, default ME) and
// selected_patient_id. A RECIPIENT context needs a recipient the user may see; otherwise the shell
// falls back to ME (issue 6, bad input), so no other participant's data is ever shown.
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { GraphQLClient } from '@portal/sdk';
import type { UserContext } from '@portal/rules';
import { normalizedSearch, parseShellQuery } from '../routes';
import { fetchRecipient } from './recipient-lookup';
import type { SessionBootstrap } from './session-bootstrap';
import { ShellSessionContext, createShellSession } from './shell-session';
import type { SelectedRecipient } from './shell-session';

interface Props {
  bootstrap: SessionBootstrap;
  graphql: GraphQLClient;
  children: ReactNode;
}

export function UserContextProvider({ bootstrap, graphql, children }: Props) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const query = parseShellQuery(params);
  const isParticipant = bootstrap.user_role.toLowerCase() === 'participant';
  const wantsRecipient = query.userContext === 'RECIPIENT' && !isParticipant;
  const patientId = wantsRecipient ? query.selectedPatientId : null;

  const recipient = useQuery({
    queryKey: ['shell', 'recipient', bootstrap.customer_id, bootstrap.user_id, patientId],
    queryFn: ({ signal }) => fetchRecipient(graphql, patientId ?? 0, signal),
    enabled: patientId !== null,
    retry: false,
  });

  const invalidRecipient =
    wantsRecipient &&
    (patientId === null || recipient.isError || (recipient.isSuccess && recipient.data === null));
  const dropRecipient = invalidRecipient || (query.userContext === 'RECIPIENT' && isParticipant);

  // Bad values in the address become the defaults, in the address too.
  useEffect(() => {
    const next = dropRecipient ? new URLSearchParams(params) : normalizedSearch(pathname, params);
    if (!next) return;
    if (dropRecipient) {
      next.delete('user_context');
      next.delete('selected_patient_id');
    }
    const search = next.toString();
    void navigate({ pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [dropRecipient, params, pathname, navigate]);

  const userContext: UserContext = wantsRecipient && !invalidRecipient ? 'RECIPIENT' : 'ME';
  const selected: SelectedRecipient | null =
    userContext === 'RECIPIENT' && patientId !== null
      ? (recipient.data ?? { id: patientId, name: '', userId: null })
      : null;

  const session = useMemo(
    () => createShellSession(bootstrap, userContext, selected),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the recipient by value, not identity
    [bootstrap, userContext, selected?.id, selected?.name, selected?.userId],
  );
  return <ShellSessionContext.Provider value={session}>{children}</ShellSessionContext.Provider>;
}
