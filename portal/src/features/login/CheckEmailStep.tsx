// §2.2 (4): "check your email", with a link to a web mail service.
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { loginStepTexts } from './login-step-texts';
import { webMailLink } from './web-mail-link';

export function CheckEmailStep({ usernameOrEmail, onBack }: { usernameOrEmail: string; onBack: () => void }) {
  useFeatureTexts(loginStepTexts);
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('login.checkEmail.title')}
      </Typography>
      <Typography>{t('login.checkEmail.text')}</Typography>
      <Button
        variant="contained"
        href={webMailLink(usernameOrEmail)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('login.checkEmail.openWebMail')}
      </Button>
      <Button onClick={onBack}>{t('common.goToLogin')}</Button>
    </Stack>
  );
}
