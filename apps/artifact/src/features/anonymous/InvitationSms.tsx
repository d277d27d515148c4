// An anonymous invitation's link sent by SMS (issue 28 item 7): mobile numbers, one a line or
// separated by commas, sent through the SMS queue; a number that is not a mobile is named and nothing
// is sent.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { anonymousContract, type AnonymousInvitation } from '@portal/rules';
import { ApiRequestError, useAppTranslation, useShell, useShellEvents } from '@portal/sdk';
import { anonymousTexts } from './anonymous-texts';

export function InvitationSms({ invitation }: { invitation: AnonymousInvitation }) {
  const { t } = useAppTranslation(anonymousTexts);
  const { api } = useShell();
  const events = useShellEvents();
  const [open, setOpen] = useState(false);
  const [phones, setPhones] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!open)
    return (
      <Button onClick={() => setOpen(true)} aria-label={`${t('sms')}: ${invitation.label}`}>
        {t('sms')}
      </Button>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const list = phones.split(/[\n,;]+/).map((p) => p.trim()).filter(Boolean);
    if (list.length === 0) return setProblem(t('smsPhonesRequired'));
    try {
      const { sent } = await api.call(anonymousContract.smsInvitation, {
        params: { id: invitation.id },
        body: { phones: list },
      });
      events.emit('snackbar', { message: t('smsSent', { count: sent }) });
      setOpen(false);
      setPhones('');
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? error.message : String(error));
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ width: '100%', mt: 1 }}>
      <Stack spacing={1}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField
          label={t('smsPhones')}
          value={phones}
          onChange={(e) => setPhones(e.target.value)}
          multiline
          minRows={2}
          autoFocus
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            {t('smsSend')}
          </Button>
          <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
