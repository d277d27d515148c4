// The users list's actions as one mutation: each says its result in a toast (the server's refusal
// in the user's language) and reloads the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TenantUser } from '@portal/rules';
import { useAuth } from '../../shared/session/auth-context';
import { useToast } from '../../shared/toasts/toast-context';
import {
  changeUser,
  deactivateUser,
  reactivateUser,
  refusalText,
  sendPasswordLink,
  type UserChange,
} from './users-api';
import type { UserAction } from './UserRow';

export interface UserActionInput {
  action: Exclude<UserAction, 'edit'> | 'save';
  user: TenantUser;
  change?: UserChange;
}

export function useUserActions(onSaved: () => void) {
  const { t, i18n } = useTranslation();
  const { token } = useAuth();
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ action, user, change }: UserActionInput): Promise<string> => {
      const key = token ?? '';
      if (action === 'save') await changeUser(key, user.id, change ?? {});
      else if (action === 'deactivate') await deactivateUser(key, user.id);
      else if (action === 'reactivate') await reactivateUser(key, user.id);
      else {
        const sent = await sendPasswordLink(key, user.id);
        if (!sent.link_sent) return 'administration.userList.linkNotSent';
      }
      return `administration.userList.done.${action}`;
    },
    onSuccess: async (message, { user, action }) => {
      showToast({
        severity: message.endsWith('linkNotSent') ? 'warning' : 'success',
        message: t(message, { username: user.username }),
      });
      if (action === 'save') onSaved();
      await queryClient.invalidateQueries({ queryKey: ['shell', 'admin-users'] });
    },
    onError: (error, { action }) => {
      if (action !== 'save')
        showToast({
          severity: 'error',
          message: refusalText(error, i18n.language) ?? t('administration.userList.failed'),
        });
    },
  });
  const saveError =
    mutation.isError && mutation.variables?.action === 'save'
      ? (refusalText(mutation.error, i18n.language) ?? t('administration.userList.failed'))
      : null;
  return { mutation, saveError };
}
