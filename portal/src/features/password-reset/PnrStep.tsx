// §2.8 Step "pnr": the personal number (digits only, at most 11), Cancel and Continue.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { resetTexts } from './reset-texts';
import { PERSONAL_NUMBER_LENGTH, personalNumberInput, personalNumberSchema } from '@portal/rules';

export interface PnrStepProps {
  initial: string;
  busy: boolean;
  onCancel: () => void;
  onContinue: (pnr: string) => void;
}

export function PnrStep({ initial, busy, onCancel, onContinue }: PnrStepProps) {
  useFeatureTexts(resetTexts);
  const { t } = useTranslation();
  const [pnr, setPnr] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const check = (value: string) => {
    const parsed = personalNumberSchema.safeParse(value);
    return parsed.success ? null : t(parsed.error.issues[0]?.message ?? 'validation.pnrInvalid');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(pnr);
    setError(problem);
    if (!problem) onContinue(pnr);
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <Typography variant="h4" component="h1">
        {t('reset.title')}
      </Typography>
      <Typography>{t('reset.pnrText')}</Typography>
      <TextField
        label={t('reset.pnr')}
        value={pnr}
        required
        autoFocus
        autoComplete="off"
        onChange={(event) => {
          setPnr(personalNumberInput(event.target.value));
          setError(null);
        }}
        onBlur={() => pnr && setError(check(pnr))}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PERSONAL_NUMBER_LENGTH } }}
        error={error !== null}
        helperText={error ?? ' '}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onCancel}>{t('reset.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('reset.continue')}
        </Button>
      </Stack>
    </Stack>
  );
}
