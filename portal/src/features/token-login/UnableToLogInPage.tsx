// §2.1 /UnableToLogFromEPR: the token login failed.
import { useTranslation } from 'react-i18next';
import { GenericErrorPage } from '../../shared/ui/GenericErrorPage';

export function UnableToLogInPage() {
  const { t } = useTranslation();
  return <GenericErrorPage title={t('tokenLogin.unableTitle')} text={t('tokenLogin.unableText')} />;
}
