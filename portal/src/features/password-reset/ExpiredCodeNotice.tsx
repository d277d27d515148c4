// §4 Password reset: at 0 "sms code expired" with a 60-second countdown, then back to login.
import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { resetTexts } from './reset-texts';
import { RESET_REDIRECT_COUNTDOWN_SECONDS } from '@portal/rules';
import { useCountdown } from '../../shared/time/useCountdown';

export function ExpiredCodeNotice({ onRedirect }: { onRedirect: () => void }) {
  useFeatureTexts(resetTexts);
  const { t } = useTranslation();
  const [deadline] = useState(() => Date.now() + RESET_REDIRECT_COUNTDOWN_SECONDS * 1000);
  const secondsLeft = useCountdown(deadline);
  useEffect(() => {
    if (secondsLeft === 0) onRedirect();
  }, [secondsLeft, onRedirect]);
  return (
    <Alert severity="error" role="alert">
      {t('reset.smsExpired', { seconds: secondsLeft })}
    </Alert>
  );
}
