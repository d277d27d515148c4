// The answers asked for after sign-in, one at a time: the privacy policy or consent with its text
// in the user's language, accepted with one click or declined with a reason (which signs out).
import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { administrationContract } from '@portal/rules';
import type { ConsentVersion } from '@portal/rules';
import type { ApiClient } from '@portal/sdk';
import { PublicPageLayout } from '../../shared/layout/PublicPageLayout';
import { useAuth } from '../../shared/session/auth-context';
import { useToast } from '../../shared/toasts/toast-context';
import { DeclineConsent } from './DeclineConsent';

/** The version's text in `language`, else the other; sanitised again here (the server already did). */
function ConsentText({ version, language }: { version: ConsentVersion; language: string }) {
  const html = language === 'no' ? version.bodyNo || version.bodyEn : version.bodyEn || version.bodyNo;
  if (!html) return null;
  return (
    <Box
      sx={{ maxHeight: { sm: '50vh' }, overflowY: 'auto', '& h2, & h3': { typography: 'h6' } }}
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}

export function PendingConsents({
  pending,
  api,
  onAnswered,
}: {
  pending: readonly ConsentVersion[];
  api: ApiClient;
  onAnswered: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { logOut } = useAuth();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const version = pending[0];
  if (!version) return null;
  const date = new Intl.DateTimeFormat(i18n.language === 'no' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'short',
  }).format(new Date(version.publishedAt));

  const answer = async (accepted: boolean, reason = '') => {
    setBusy(true);
    try {
      const result = await api.call(administrationContract.answerConsent, {
        body: { versionId: version.id, accepted, reason },
      });
      if (result.signOut) {
        showToast({ severity: 'info', message: t('consentGate.signedOut', { title: version.title }) });
        logOut();
        return;
      }
      setDeclining(false);
      onAnswered();
    } catch {
      showToast({ severity: 'error', message: t('consentGate.saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPageLayout>
      <Paper component="main" sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            {t('consentGate.title')}
          </Typography>
          <Typography>{t('consentGate.intro')}</Typography>
          {pending.length > 1 && (
            <Typography variant="body2" color="text.secondary">
              {t('consentGate.step', { current: 1, total: pending.length })}
            </Typography>
          )}
          <Box component="section" aria-labelledby="consent-gate-heading">
            <Typography variant="overline" component="p">
              {t(`consentGate.${version.group}`)}
            </Typography>
            <Typography id="consent-gate-heading" variant="h5" component="h2">
              {version.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('consentGate.version', { version: version.version, date })}
            </Typography>
            {version.description && <Typography sx={{ mb: 1 }}>{version.description}</Typography>}
            <ConsentText version={version} language={i18n.language} />
          </Box>
          {declining ? (
            <DeclineConsent
              title={version.title}
              busy={busy}
              onCancel={() => setDeclining(false)}
              onDecline={(reason) => void answer(false, reason)}
            />
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" disabled={busy} onClick={() => void answer(true)}>
                {t('consentGate.accept')}
              </Button>
              <Button variant="outlined" disabled={busy} onClick={() => setDeclining(true)}>
                {t('consentGate.decline')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </PublicPageLayout>
  );
}
