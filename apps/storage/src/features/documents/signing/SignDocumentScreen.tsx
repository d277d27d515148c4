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
import { DOCUMENTS_KEY, downloadPdf, useDocumentWrites, type SigningState } from '../documents-api';
import { documentsTexts } from '../documents-texts';
import { useErrorText } from '../use-error-text';

/** Who has signed, and when. */
function SignatureList({ signatures }: { signatures: SigningState['signatures'] }) {
  const { t, locale } = useAppTranslation(documentsTexts);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <List dense aria-label={t('signTitle')}>
      {signatures.map((s) => (
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
  );
}

/** The signer's explicit consent, then the signature. */
function SignForm({ shareId, onSigned }: { shareId: number; onSigned: () => Promise<void> }) {
  const { t, language } = useAppTranslation(documentsTexts);
  const writes = useDocumentWrites();
  const notify = useNotify();
  const errorText = useErrorText();
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
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
            await onSigned();
          })
          .catch((error: unknown) => notify({ severity: 'error', message: errorText(error) }))
          .finally(() => setBusy(false));
      }}
    >
      <FormControlLabel
        control={<Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />}
        label={t('signConfirm')}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!confirmed || busy}>
          {t('sign')}
        </Button>
      </Box>
    </Box>
  );
}

/** Everyone has signed: the signatures' check and the signed PDF. */
function SignedPanel({
  verified,
  onDownload,
}: {
  verified: { valid: boolean; signatures: unknown[] } | undefined;
  onDownload: () => void;
}) {
  const { t } = useAppTranslation(documentsTexts);
  return (
    <Stack spacing={1}>
      <Alert severity="success">{t('allSigned')}</Alert>
      {verified && (
        <Typography
          role="status"
          data-testid="signature-check"
          color={verified.valid ? 'success.main' : 'error'}
        >
          {verified.valid ? t('verified') : t('notVerified')}
        </Typography>
      )}
      {verified?.valid && (
        <Typography variant="body2" color="text.secondary" data-testid="signature-count">
          {t('signaturesValid', { count: verified.signatures.length })}
        </Typography>
      )}
      <Box>
        <Button variant="contained" onClick={onDownload}>
          {t('downloadSigned')}
        </Button>
      </Box>
    </Stack>
  );
}

export function SignDocumentScreen({ shareId, backTo }: { shareId: number; backTo?: string }) {
  const { t } = useAppTranslation(documentsTexts);
  const { queryClient, user } = useShell();
  const writes = useDocumentWrites();
  const notify = useNotify();
  const errorText = useErrorText();
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
          {doc.signatures.length > 0 && <SignatureList signatures={doc.signatures} />}
          {!doc.forSigning && <Alert severity="info">{t('notForSigning')}</Alert>}
          {doc.forSigning && waiting.length > 0 && (
            <Typography color="text.secondary">
              {t('waitingFor', { who: waiting.map((role) => t(`role_${role}`)).join(', ') })}
            </Typography>
          )}
          {doc.mayISign && (
            <SignForm
              shareId={shareId}
              onSigned={async () => {
                await state.refetch();
                await writes.refresh();
              }}
            />
          )}
          {doc.forSigning && !doc.mayISign && !doc.signed && doc.signatures.length > 0 && (
            <Alert severity="success">{t('signed')}</Alert>
          )}
          {doc.forSigning && !doc.mayISign && !doc.signed && doc.signatures.length === 0 && (
            <Alert severity="info">{t('notYourTurn')}</Alert>
          )}
          {doc.signed && <SignedPanel verified={verified.data} onDownload={() => download('signed')} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
