// Issue 14 part 8: a document to sign (/customer/documents/sign/<id>, the address the SMS names).
// The signer reads the PDF, confirms, and signs; once everyone asked has signed, the sealed PDF
// (PAdES) can be downloaded and its signature is checked. Staff see the same screen for their
// own signature when the document asks for it.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useAppTranslation, useNotify, usePageHeader, useShell } from '@portal/sdk';
import { DOCUMENTS_KEY, downloadPdf, useDocumentWrites } from '../documents-api';
import { documentsTexts } from '../documents-texts';
import { useErrorText } from '../use-error-text';

export function SignDocumentScreen({ shareId, backTo }: { shareId: number; backTo?: string }) {
  const { t, language, locale } = useAppTranslation(documentsTexts);
  const { queryClient, user } = useShell();
  const writes = useDocumentWrites();
  const notify = useNotify();
  const errorText = useErrorText();
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  usePageHeader({ title: t('signTitle'), ...(backTo ? { backTo } : {}) });
  const key = [DOCUMENTS_KEY, 'signing', user.customerId, user.id, shareId];
  const state = useQuery(
    { queryKey: key, queryFn: () => writes.signing(shareId), retry: false },
    queryClient,
  );
  const verified = useQuery(
    {
      queryKey: [...key, 'verify'],
      queryFn: () => writes.verify(shareId),
      enabled: state.data?.signed === true,
      retry: false,
    },
    queryClient,
  );
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const download = (copy: 'original' | 'signed') =>
    void writes
      .sharePdf(shareId, copy)
      .then(downloadPdf)
      .catch((error: unknown) => notify({ severity: 'error', message: errorText(error) }));

  if (state.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (state.error) return <Alert severity="error">{errorText(state.error)}</Alert>;
  const doc = state.data;
  const waiting = doc.needed.filter((role) => !doc.signatures.some((s) => s.signer_role === role));
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }} data-testid="sign-document" data-status={doc.status}>
      <Typography>{t('signIntro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {t('documentToSign', { title: doc.title })}
          </Typography>
          <Box>
            <Button variant="outlined" onClick={() => download('original')}>
              {t('readDocument')}
            </Button>
          </Box>
          {doc.signatures.length > 0 && (
            <List dense aria-label={t('signTitle')}>
              {doc.signatures.map((s) => (
                <ListItem key={s.signer_role} disableGutters>
                  <ListItemText
                    primary={t('signedBy', {
                      name: s.signer_name,
                      role: t(`role_${s.signer_role}`),
                      when: when(s.signed_at),
                    })}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {!doc.forSigning && <Alert severity="info">{t('notForSigning')}</Alert>}
          {doc.forSigning && waiting.length > 0 && (
            <Typography color="text.secondary">
              {t('waitingFor', { who: waiting.map((role) => t(`role_${role}`)).join(', ') })}
            </Typography>
          )}
          {doc.mayISign && (
            <Box
              component="form"
              onSubmit={(event) => {
                event.preventDefault();
                if (!confirmed) return;
                setBusy(true);
                void writes
                  .sign(shareId, language === 'en' ? 'en' : 'no')
                  .then(async () => {
                    notify({ severity: 'success', message: t('signed') });
                    await state.refetch();
                    await writes.refresh();
                  })
                  .catch((error: unknown) => notify({ severity: 'error', message: errorText(error) }))
                  .finally(() => setBusy(false));
              }}
            >
              <FormControlLabel
                control={
                  <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
                }
                label={t('signConfirm')}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={!confirmed || busy}>
                  {t('sign')}
                </Button>
              </Box>
            </Box>
          )}
          {doc.forSigning && !doc.mayISign && !doc.signed && doc.signatures.length > 0 && (
            <Alert severity="success">{t('signed')}</Alert>
          )}
          {doc.forSigning && !doc.mayISign && !doc.signed && doc.signatures.length === 0 && (
            <Alert severity="info">{t('notYourTurn')}</Alert>
          )}
          {doc.signed && (
            <Stack spacing={1}>
              <Alert severity="success">{t('allSigned')}</Alert>
              {verified.data && (
                <Typography
                  role="status"
                  data-testid="signature-check"
                  color={verified.data.valid ? 'success.main' : 'error'}
                >
                  {verified.data.valid ? t('verified') : t('notVerified')}
                </Typography>
              )}
              {verified.data?.valid && (
                <Typography variant="body2" color="text.secondary" data-testid="signature-count">
                  {t('signaturesValid', { count: verified.data.signatures.length })}
                </Typography>
              )}
              <Box>
                <Button variant="contained" onClick={() => download('signed')}>
                  {t('downloadSigned')}
                </Button>
              </Box>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
