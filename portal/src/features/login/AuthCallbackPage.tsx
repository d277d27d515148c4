// §2.1 /auth/callback: "Loading..." while the national-ID login's return leg completes; a failure
// goes back to the login page's error view with the error and description in the query.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from '../../shared/navigation/navigation';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { loginStepTexts } from './login-step-texts';
import { ApiRequestError } from '../../shared/api/api-error';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { completeNationalIdLogin } from './login-api';
import { useCompleteLogin } from '../../shared/session/useCompleteLogin';

export function AuthCallbackPage() {
  useFeatureTexts(loginStepTexts);
  const { t } = useTranslation();
  const { location, navigate } = useNavigation();
  const { search } = location;
  const completeLogin = useCompleteLogin();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const goToError = (error: string, description: string | null) => {
      const next = new URLSearchParams({ error });
      if (description) next.set('error_description', description);
      navigate(`/login?${next.toString()}`, { replace: true });
    };
    if (params.get('error')) return goToError(params.get('error') ?? '', params.get('error_description'));
    completeNationalIdLogin(search)
      .then((answer) => {
        if (answer.token) completeLogin(answer.token, search);
        else goToError(t('login.nationalId.failed'), answer.message ?? null);
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiRequestError)) return goToError(t('login.nationalId.failed'), null);
        const { nbid_error: providerError, nbid_error_description: providerDescription } = error.details;
        if (typeof providerError === 'string' && providerError) {
          return goToError(
            providerError,
            typeof providerDescription === 'string' ? providerDescription : null,
          );
        }
        goToError(t('login.nationalId.failed'), error.serverMessage);
      });
  }, [search, navigate, completeLogin, t]);

  return <LoadingScreen />;
}
