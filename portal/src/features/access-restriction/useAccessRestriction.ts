// §4 App start: when authenticated, the access permissions are checked again whenever the user
// context changes (the query key holds the context and its subject). Failures are an error toast (§8).
import { useCallback, useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/session/auth-context';
import { useToast } from '../../shared/toasts/toast-context';
import { useShellSession } from '../user-context';
import { dispatchInvitation, fetchUserAccess } from './access-api';
import type { UserAccessDetails } from './access-api';
import { restrictionApplies } from './access-rules';

export interface AccessRestriction {
  /** The share items are hidden and the messaging pages blocked (RECIPIENT context only). */
  restricted: boolean;
  checking: boolean;
  access: UserAccessDetails | null;
  sendInvitation: () => void;
  sending: boolean;
}

export function useAccessRestriction(): AccessRestriction {
  const { token } = useAuth();
  const { t } = useTranslation();
  const { showToast } = useToast();
  const session = useShellSession();
  const queryClient = useQueryClient();
  const subjectUserId =
    session.userContext === 'RECIPIENT'
      ? (session.selectedRecipient?.userId ?? null)
      : session.bootstrap.user_id;
  const queryKey = [
    'shell',
    'access',
    session.userContext,
    session.selectedRecipient?.id ?? null,
    subjectUserId,
  ] as const;

  const check = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchUserAccess(token ?? '', subjectUserId ?? 0, signal),
    enabled: token !== null && subjectUserId !== null && subjectUserId > 0,
    staleTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (check.isError) showToast({ severity: 'error', message: t('access.checkFailed') });
  }, [check.isError, showToast, t]);

  const invite = useMutation({
    mutationFn: () => dispatchInvitation(token ?? '', subjectUserId ?? 0),
    onSuccess: (details) => {
      queryClient.setQueryData(queryKey, details);
      showToast({ severity: 'success', message: t('access.invitationSent') });
    },
    onError: () => showToast({ severity: 'error', message: t('access.invitationFailed') }),
  });

  const sendInvitation = useCallback(() => invite.mutate(), [invite]);
  return {
    restricted: restrictionApplies(session.userContext, check.data ?? null),
    checking: check.isLoading,
    access: check.data ?? null,
    sendInvitation,
    sending: invite.isPending,
  };
}
