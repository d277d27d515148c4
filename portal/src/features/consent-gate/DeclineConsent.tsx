// Declining asks why (the server keeps the reason on the record) and says what follows: sign-out.
import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CONSENT_LIMITS } from '@portal/rules';

export function DeclineConsent({
  title,
  busy,
  onCancel,
  onDecline,
}: {
  title: string;
  busy: boolean;
  onCancel: () => void;
  onDecline: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label={t('consentGate.declineTitle', { title })}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!missing) onDecline(reason.trim());
      }}
    >
      <Alert severity="warning">{t('consentGate.declineText')}</Alert>
      <TextField
        label={t('consentGate.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: CONSENT_LIMITS.reason } }}
        error={tried && missing}
        helperText={tried && missing ? t('consentGate.reasonNeeded') : ' '}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button type="submit" variant="contained" color="error" disabled={busy}>
          {t('consentGate.confirmDecline')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('consentGate.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
