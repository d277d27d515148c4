// §2.1 /UnableToLogFromEPR: the token login failed.
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { tokenLoginTexts } from './token-login-texts';
import { GenericErrorPage } from '../../shared/ui/GenericErrorPage';

export function UnableToLogInPage() {
  useFeatureTexts(tokenLoginTexts);
  const { t } = useTranslation();
  return <GenericErrorPage title={t('tokenLogin.unableTitle')} text={t('tokenLogin.unableText')} />;
}
