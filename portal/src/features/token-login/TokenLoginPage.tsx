// §2.1 Token login, in two forms: /login/connector/:token (work-inclusion connector) and
// /login/epr/:token (patient-record link). A missing token gives the error toast and the login page;
// a failed login goes to /UnableToLogFromEPR.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@portal/rules';
import { useNavigation } from '../../shared/navigation/navigation';
import { useCompleteLogin } from '../../shared/session/useCompleteLogin';
import { useToast } from '../../shared/toasts/toast-context';
import { signInWithOneTimeToken } from './token-login-api';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { UNABLE_TO_LOG_IN_PATH, tokenFromPath } from './token-login-paths';

export function TokenLoginPage() {
  const { location, navigate } = useNavigation();
  const { search } = location;
  const token = tokenFromPath(location.pathname);
  const { showToast } = useToast();
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = token?.trim();
    if (!code) {
      showToast({ severity: 'error', message: t(errorKey('notLoggedInMissingToken')) });
      navigate('/login', { replace: true });
      return;
    }
    signInWithOneTimeToken(code, search)
      .then((sessionToken) => completeLogin(sessionToken, search))
      .catch(() => navigate(UNABLE_TO_LOG_IN_PATH, { replace: true }));
  }, [token, search, navigate, showToast, t, completeLogin]);

  return <LoadingScreen />;
}
