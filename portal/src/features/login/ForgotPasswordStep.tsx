// §2.2 (4) Password-reset entry: username or e-mail and "search account". A value with "@" must be a
// valid e-mail address (§5) before the reset by e-mail can start.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { loginStepTexts } from './login-step-texts';
import { isEmail } from '@portal/rules';
import { apiErrorText } from '../../shared/api/api-error';
import { useToast } from '../../shared/toasts/toast-context';
import { sendResetPasswordEmail } from './login-api';

export interface ForgotPasswordStepProps {
  onBack: () => void;
  onSent: (usernameOrEmail: string) => void;
}

export function ForgotPasswordStep({ onBack, onSent }: ForgotPasswordStepProps) {
  useFeatureTexts(loginStepTexts);
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const trimmed = value.trim();
  const looksLikeEmail = trimmed.includes('@');
  const valid = trimmed.length > 0 && (!looksLikeEmail || isEmail(trimmed));
  const error = touched && looksLikeEmail && !isEmail(trimmed) ? t('validation.emailInvalid') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      await sendResetPasswordEmail(trimmed);
      onSent(trimmed);
    } catch (failure) {
      showToast({ severity: 'error', message: apiErrorText(failure, t) });
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <Typography variant="h4" component="h1">
        {t('login.forgot.title')}
      </Typography>
      <Typography>{t('login.forgot.text')}</Typography>
      <TextField
        label={t('login.forgot.field')}
        value={value}
        autoComplete="username"
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
        error={error !== null}
        helperText={error ?? ' '}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack}>{t('login.back')}</Button>
        <Button type="submit" variant="contained" disabled={!valid || busy}>
          {t('login.forgot.search')}
        </Button>
      </Stack>
    </Stack>
  );
}
