// §2.2 (3), §4 SMS code step: the user's name, the code, the region select (only with more than one
// region), the mm:ss countdown to sms_valid_till, resend at zero (each its own component), "log out fully", login, the hint.
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { loginStepTexts } from './login-step-texts';
import { loginSmsCodeSchema, LOGIN_SMS_CODE_LENGTH } from '@portal/rules';
import { apiErrorCode, apiErrorText } from '../../shared/api/api-error';
import { formatMmSs } from '../../shared/time/countdown';
import { useCountdown } from '../../shared/time/useCountdown';
import { useToast } from '../../shared/toasts/toast-context';
import { checkSmsCode, requestSmsCode } from './login-api';
import type { SmsCodeAnswer } from './login-api';

export interface SmsCodeStepProps {
  name: string;
  initial: SmsCodeAnswer;
  onLoggedIn: (token: string) => void;
  onLogOutFully: () => void;
}

const CODE_ERRORS = new Set(['codeWrong', 'codeFormat', 'codeExpired', 'codeRequired']);

/** The region select, shown for a user of more than one region. */
function RegionSelect({
  regions,
  value,
  onChange,
}: {
  regions: SmsCodeAnswer['regions'];
  value: string;
  onChange: (region: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('login.sms.region')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {regions.map((option) => (
        <MenuItem key={option.region} value={option.region}>
          {option.district}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The mm:ss countdown to the code's end, and at zero the resend button. */
function CodeCountdown({
  validTill,
  busy,
  onResend,
}: {
  validTill: SmsCodeAnswer['sms_valid_till'];
  busy: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const secondsLeft = useCountdown(validTill);
  return secondsLeft > 0 ? (
    <Typography role="timer" aria-label={t('login.sms.validFor')}>
      {t('login.sms.validFor')} <strong>{formatMmSs(secondsLeft)}</strong>
    </Typography>
  ) : (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography>{t('login.sms.expired')}</Typography>
      <Button variant="outlined" disabled={busy} onClick={onResend}>
        {t('login.sms.resend')}
      </Button>
    </Stack>
  );
}

export function SmsCodeStep({ name, initial, onLoggedIn, onLogOutFully }: SmsCodeStepProps) {
  useFeatureTexts(loginStepTexts);
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [sms, setSms] = useState(initial);
  const [region, setRegion] = useState(initial.regions[0]?.region ?? '');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (sms.warning) showToast({ severity: 'info', message: sms.warning });
  }, [sms, showToast]);

  const send = async (nextRegion: string, announce: boolean) => {
    if (announce) showToast({ severity: 'info', message: t('login.sms.sending') });
    setBusy(true);
    try {
      const answer = await requestSmsCode(nextRegion || undefined);
      setSms(answer.regions.length > 0 ? answer : { ...answer, regions: sms.regions });
      setCode('');
      setCodeError(null);
    } catch (error) {
      showToast({ severity: 'error', message: apiErrorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSmsCodeSchema.safeParse(code);
    if (!parsed.success) return setCodeError(t(parsed.error.issues[0]?.message ?? 'validation.codeFormat'));
    setBusy(true);
    try {
      onLoggedIn(await checkSmsCode(code));
    } catch (error) {
      const known = apiErrorCode(error);
      if (known && CODE_ERRORS.has(known)) setCodeError(apiErrorText(error, t));
      else showToast({ severity: 'error', message: apiErrorText(error, t) });
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <Typography variant="h4" component="h1">
        {t('login.sms.title')}
      </Typography>
      <Typography>{t('login.sms.greeting', { name })}</Typography>
      {sms.regions.length > 1 && (
        <RegionSelect
          regions={sms.regions}
          value={region}
          onChange={(next) => {
            setRegion(next);
            void send(next, true);
          }}
        />
      )}
      <TextField
        label={t('login.sms.code')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value.trim());
          setCodeError(null);
        }}
        autoComplete="one-time-code"
        autoFocus
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LOGIN_SMS_CODE_LENGTH + 2 } }}
        error={codeError !== null}
        helperText={codeError ?? t('validation.loginCodeHelper')}
      />
      <CodeCountdown validTill={sms.sms_valid_till} busy={busy} onResend={() => void send(region, true)} />
      <Alert severity="info" variant="outlined">
        {t('login.sms.hint')}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button color="inherit" onClick={onLogOutFully}>
          {t('login.sms.logOutFully')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('login.sms.login')}
        </Button>
      </Stack>
    </Stack>
  );
}
