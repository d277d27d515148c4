// §2.2 (5), §8: the national-ID login failed; the error and its description come from the query and
// are shown as text only.
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { loginStepTexts } from './login-step-texts';

const MAX_SHOWN = 300;

export function NationalIdErrorPage({
  error,
  description,
  onBack,
}: {
  error: string;
  description: string | null;
  onBack: () => void;
}) {
  useFeatureTexts(loginStepTexts);
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('login.nationalId.errorTitle')}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{error.slice(0, MAX_SHOWN)}</Typography>
      {description && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>{description.slice(0, MAX_SHOWN)}</Typography>
      )}
      <Button variant="contained" onClick={onBack}>
        {t('common.goToLogin')}
      </Button>
    </Stack>
  );
}
