// §2.2 After login: the decoded redirect target or /overview. A redirect that does not decode gives
// the toast "Error decoding redirect"; a target outside this site is ignored.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@portal/rules';
import { useNavigation } from '../navigation/navigation';
import { afterLoginPath, decodeRedirect } from '../redirect/redirect-target';
import { useAuth } from './auth-context';
import { useToast } from '../toasts/toast-context';

export function useCompleteLogin(): (token: string, search: string) => void {
  const { signIn } = useAuth();
  const { navigate } = useNavigation();
  const { showToast } = useToast();
  const { t } = useTranslation();
  return useCallback(
    (token: string, search: string) => {
      const target = decodeRedirect(new URLSearchParams(search).get('redirect'), window.location.origin);
      if (target.kind === 'undecodable')
        showToast({ severity: 'error', message: t(errorKey('redirectDecode')) });
      signIn(token);
      navigate(afterLoginPath(target), { replace: true });
    },
    [signIn, navigate, showToast, t],
  );
}
