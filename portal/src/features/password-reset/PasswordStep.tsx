// §2.8 Step "pwd": SMS code, new password, confirm password, the countdown, Back (when a personal
// number was asked) or Cancel, and "Set new password" only when the form is valid (§5 Reset form).
import { useEffect, useMemo } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { resetTexts } from './reset-texts';
import { createResetFormSchema, RESET_OTP_LENGTH } from '@portal/rules';
import type { ResetForm } from '@portal/rules';
import { formatMmSs } from '../../shared/time/countdown';
import { useCountdown } from '../../shared/time/useCountdown';
import { fieldMessage } from '../../shared/forms/field-message';
import { restrictedSymbolsParam } from './restricted-symbols';
import { ExpiredCodeNotice } from './ExpiredCodeNotice';

export interface PasswordStepProps {
  smsValidTill: number;
  busy: boolean;
  /** Bumped after a failure: the fields are cleared. */
  clearKey: number;
  backLabel: 'back' | 'cancel';
  onBack: () => void;
  onExpiredRedirect: () => void;
  onSubmit: (form: Pick<ResetForm, 'otp' | 'new_password'>) => void;
}

export function PasswordStep(props: PasswordStepProps) {
  useFeatureTexts(resetTexts);
  const { t } = useTranslation();
  const schema = useMemo(() => createResetFormSchema(() => Date.now()), []);
  const empty = { otp: '', new_password: '', confirm_password: '', sms_valid_till: props.smsValidTill };
  const { register, handleSubmit, formState, reset, setValue, trigger, watch } = useForm<ResetForm>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: empty,
  });
  const secondsLeft = useCountdown(props.smsValidTill);
  const expired = secondsLeft === 0;

  useEffect(() => {
    setValue('sms_valid_till', props.smsValidTill);
  }, [props.smsValidTill, setValue]);

  useEffect(() => {
    if (props.clearKey > 0)
      reset({ otp: '', new_password: '', confirm_password: '', sms_valid_till: props.smsValidTill });
    // only a new failure clears the fields
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.clearKey]);

  const errors = formState.errors;
  const symbols = restrictedSymbolsParam(watch('new_password'));
  const passwordField = register('new_password', { onChange: () => void trigger('confirm_password') });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(props.onSubmit)}>
      <Typography variant="h4" component="h1">
        {t('reset.title')}
      </Typography>
      {expired ? (
        <ExpiredCodeNotice onRedirect={props.onExpiredRedirect} />
      ) : (
        <Typography role="timer">
          {t('reset.codeValidFor')} <strong>{formatMmSs(secondsLeft)}</strong>
        </Typography>
      )}
      <TextField
        label={t('reset.otp')}
        required
        autoFocus
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: RESET_OTP_LENGTH } }}
        error={Boolean(errors.otp) && !expired}
        helperText={(!expired && fieldMessage(errors.otp, t)) || t('validation.resetCodeHelper')}
        {...register('otp')}
      />
      <TextField
        label={t('reset.newPassword')}
        type="password"
        required
        autoComplete="new-password"
        error={Boolean(errors.new_password)}
        helperText={fieldMessage(errors.new_password, t, { symbols }) ?? t('validation.passwordLength')}
        {...passwordField}
      />
      <TextField
        label={t('reset.confirmPassword')}
        type="password"
        required
        autoComplete="new-password"
        error={Boolean(errors.confirm_password)}
        helperText={fieldMessage(errors.confirm_password, t) ?? ' '}
        {...register('confirm_password')}
      />
      {expired && <Alert severity="warning">{t('validation.codeExpired')}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={props.onBack}>
          {t(props.backLabel === 'back' ? 'reset.back' : 'reset.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!formState.isValid || expired || props.busy}>
          {t('reset.setNewPassword')}
        </Button>
      </Stack>
    </Stack>
  );
}
