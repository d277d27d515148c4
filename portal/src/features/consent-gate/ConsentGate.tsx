// §2.2, issue 32 item 2: after signing in, a user who has not answered the current privacy policy
// or a login consent answers it before anything else of the portal shows: accept each, or decline
// with a reason, which the server records and answers by ending the session. The consents a user
// has answered are their own page's (the consents app's My consents).
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@portal/sdk';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useAuth } from '../../shared/session/auth-context';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { consentGateTexts } from './consent-gate-texts';
import { pendingConsentsQuery } from './pending-consents-query';

// Loaded only for a user with something to answer: the shell's bundle does not carry it.
const PendingConsents = lazy(() => import('./PendingConsents').then((m) => ({ default: m.PendingConsents })));

export function ConsentGate({ api, children }: { api: ApiClient; children: ReactNode }) {
  useFeatureTexts(consentGateTexts);
  const { t } = useTranslation();
  const { token } = useAuth();
  const pending = useQuery(pendingConsentsQuery(api, token));
  if (pending.isError)
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={<Button onClick={() => void pending.refetch()}>{t('consentGate.retry')}</Button>}
        >
          {t('consentGate.checkFailed')}
        </Alert>
      </Box>
    );
  if (!pending.data) return <LoadingScreen />;
  if (pending.data.pending.length === 0) return children;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PendingConsents pending={pending.data.pending} api={api} onAnswered={() => void pending.refetch()} />
    </Suspense>
  );
}
