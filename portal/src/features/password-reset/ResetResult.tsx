// §2.8 Result screen: success ("password reset successful", "login with new password") or error
// ("something went wrong", "contact your team leader"), each with a go-to-login link.
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLinkClick } from '../../shared/navigation/navigation';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { resetTexts } from './reset-texts';
import { errorKey } from '@portal/rules';

export function ResetResult({
  outcome,
  serverMessage,
}: {
  outcome: 'success' | 'error';
  serverMessage?: string | null;
}) {
  useFeatureTexts(resetTexts);
  const { t } = useTranslation();
  const success = outcome === 'success';
  const toLogin = useLinkClick('/login');
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t(errorKey(success ? 'resetSuccess' : 'general'))}
      </Typography>
      <Typography>{success ? t('reset.loginWithNewPassword') : t(errorKey('resetContactLeader'))}</Typography>
      {!success && serverMessage && <Alert severity="error">{serverMessage}</Alert>}
      <Button variant="contained" href="/login" onClick={toLogin}>
        {t('common.goToLogin')}
      </Button>
    </Stack>
  );
}
