// §2.2 (2) Username and password, titled for a regular user (trusted) or a guest (untrusted).
import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { loginStepTexts } from './login-step-texts';
import { loginFormSchema } from '@portal/rules';
import type { DeviceKind, LoginForm } from '@portal/rules';
import { fieldMessage } from '../../shared/forms/field-message';

export interface CredentialsStepProps {
  device: DeviceKind;
  busy: boolean;
  showForgotPassword: boolean;
  defaultUsername?: string;
  onBack: () => void;
  onForgotPassword: () => void;
  onSubmit: (credentials: LoginForm) => void;
}

export function CredentialsStep(props: CredentialsStepProps) {
  useFeatureTexts(loginStepTexts);
  const { t } = useTranslation();
  const guest = props.device === 'untrusted';
  const { register, handleSubmit, watch, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { username: props.defaultUsername ?? '', password: '' },
  });
  const [username, password] = watch(['username', 'password']);
  const filled = Boolean(username) && Boolean(password);
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(props.onSubmit)}>
      <Typography variant="h4" component="h1">
        {t(guest ? 'login.credentials.titleGuest' : 'login.credentials.titleRegular')}
      </Typography>
      <TextField
        label={t('login.credentials.username')}
        autoComplete="username"
        autoFocus
        required
        error={Boolean(formState.errors.username)}
        helperText={fieldMessage(formState.errors.username, t) ?? ' '}
        {...register('username')}
      />
      <TextField
        label={t('login.credentials.password')}
        type="password"
        autoComplete={guest ? 'off' : 'current-password'}
        required
        error={Boolean(formState.errors.password)}
        helperText={fieldMessage(formState.errors.password, t) ?? ' '}
        {...register('password')}
      />
      {props.showForgotPassword && !guest && (
        <Link
          component="button"
          type="button"
          onClick={props.onForgotPassword}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('login.credentials.forgotPassword')}
        </Link>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={props.onBack}>{t('login.back')}</Button>
        <Button type="submit" variant="contained" disabled={!filled || props.busy}>
          {t('login.credentials.continue')}
        </Button>
      </Stack>
    </Stack>
  );
}
