// Issue 31 item 8: per kind of notification, whether it also reaches the user by SMS and by e-mail
// (the portal always lists it). An SMS never chosen shows half-ticked: by SMS when the sender asks
// for it. A choice the user cannot have (no number, no address) is disabled, and the server refuses
// it too.
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppTranslation, useShell } from '@portal/sdk';
import {
  NOTIFICATION_KINDS,
  messagingContract,
  type LocalizedText,
  type NotificationKind,
  type NotificationPreference,
} from '@portal/rules';
import { preferencesTexts } from './preferences-texts';

type Choices = Record<NotificationKind, { sms: boolean | null; email: boolean }>;

function refusal(error: unknown, language: 'en' | 'no', fallback: string) {
  const extra = (error as { extra?: { messages?: Partial<LocalizedText> } } | null)?.extra;
  return extra?.messages?.[language] ?? fallback;
}

const toChoices = (list: readonly NotificationPreference[]): Choices =>
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const chosen = list.find((p) => p.kind === kind);
      return [kind, { sms: chosen?.sms ?? null, email: chosen?.email ?? false }];
    }),
  ) as Choices;

export function NotificationPreferences() {
  const { t, language } = useAppTranslation(preferencesTexts);
  const { api, queryClient } = useShell();
  const saved = useQuery({
    queryKey: ['notification', 'preferences'],
    queryFn: () => api.call(messagingContract.notificationPreferences, {}),
  });
  const [choices, setChoices] = useState<Choices | null>(null);
  useEffect(() => {
    if (saved.data) setChoices(toChoices(saved.data.preferences));
  }, [saved.data]);
  const save = useMutation({
    mutationFn: (next: Choices) =>
      api.call(messagingContract.saveNotificationPreferences, {
        body: { preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, ...next[kind] })) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notification', 'preferences'] }),
  });
  if (saved.error) return <Alert severity="error">{refusal(saved.error, language, t('failed'))}</Alert>;
  if (!saved.data || !choices) return <Typography role="status">{t('loading')}</Typography>;
  const { hasMobile, hasEmail } = saved.data;
  const flip = (kind: NotificationKind, channel: 'sms' | 'email') => {
    save.reset();
    const now = choices[kind][channel];
    // SMS goes from "when the sender asks" (null) to yes, then no, then yes.
    setChoices({ ...choices, [kind]: { ...choices[kind], [channel]: now === null ? true : !now } });
  };
  return (
    <Box component="section" aria-labelledby="notification-preferences-heading" sx={{ mt: 4 }}>
      <Typography id="notification-preferences-heading" variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
        {t('heading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('intro')}</Typography>
      {!hasMobile && <Alert severity="info">{t('noMobile')}</Alert>}
      {!hasEmail && <Alert severity="info">{t('noEmail')}</Alert>}
      <Table size="small" data-testid="notification-preferences" sx={{ maxWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('kindColumn')}</TableCell>
            <TableCell align="center">{t('sms')}</TableCell>
            <TableCell align="center">{t('email')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {NOTIFICATION_KINDS.map((kind) => (
            <TableRow key={kind}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{t(`${kind}_kind`)}</TableCell>
              <TableCell align="center" padding="checkbox">
                <Checkbox
                  checked={choices[kind].sms === true}
                  indeterminate={choices[kind].sms === null}
                  disabled={!hasMobile && choices[kind].sms !== true}
                  onChange={() => flip(kind, 'sms')}
                  slotProps={{ input: { 'aria-label': t('smsFor', { kind: t(`${kind}_kind`) }) } }}
                />
              </TableCell>
              <TableCell align="center" padding="checkbox">
                <Checkbox
                  checked={choices[kind].email}
                  disabled={!hasEmail && !choices[kind].email}
                  onChange={() => flip(kind, 'email')}
                  slotProps={{ input: { 'aria-label': t('emailFor', { kind: t(`${kind}_kind`) }) } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button variant="contained" sx={{ mt: 1 }} disabled={save.isPending} onClick={() => save.mutate(choices)}>
        {t('save')}
      </Button>
      {save.isSuccess && (
        <Typography role="status" sx={{ mt: 1 }}>
          {t('saved')}
        </Typography>
      )}
      {save.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusal(save.error, language, t('failed'))}
        </Alert>
      )}
    </Box>
  );
}
