// A user's own consents (issue 32 item 2): each consent's current version and their latest answer;
// an accepted one can be withdrawn (with an optional reason), one asking for an answer accepted.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  definePage,
  useAppTranslation,
  useShell,
  useShellEvents,
  type TranslateVariables,
} from '@portal/sdk';
import type { MyConsent } from '@portal/rules';
import { useConsentWrites, useMyConsents } from './consents-api';
import { consentsTexts } from './consents-texts';
import { formatWhen, refusalText } from './consent-format';
import { PolicyText } from './ConsentVersions';

type Translate = (
  key: 'myNone' | 'myStands' | 'myWithdrawn' | 'myDeclined' | 'myRenew',
  variables?: TranslateVariables,
) => string;

function answerText(consent: MyConsent, t: Translate, language: string) {
  const { answer } = consent;
  if (!answer) return t('myNone');
  const at = formatWhen(answer.at, language);
  if (consent.stands) return t('myStands', { at, version: answer.version });
  if (answer.action === 'WITHDRAWN') return t('myWithdrawn', { at });
  if (answer.action === 'DECLINED') return t('myDeclined', { at });
  return t('myRenew');
}

function WithdrawDialog({ consent, onClose }: { consent: MyConsent | null; onClose: () => void }) {
  const { t } = useAppTranslation(consentsTexts);
  const { language } = useShell();
  const events = useShellEvents();
  const writes = useConsentWrites();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    if (!consent) return;
    try {
      await writes.withdraw(consent.current.templateId, reason);
      events.emit('snackbar', { message: t('withdrawn') });
      setReason('');
      onClose();
    } catch (error) {
      setProblem(refusalText(error, language, t('failed')));
    }
  };
  return (
    <Dialog open={consent !== null} onClose={onClose} aria-labelledby="withdraw-title" fullWidth>
      <DialogTitle id="withdraw-title">
        {t('withdrawTitle', { title: consent?.current.title ?? '' })}
      </DialogTitle>
      <DialogContent>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField
          label={t('withdrawReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          multiline
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button color="error" onClick={() => void confirm()}>
          {t('withdraw')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const MyConsentsPage = definePage(function MyConsentsPage() {
  const { t } = useAppTranslation(consentsTexts);
  const { language } = useShell();
  const mine = useMyConsents();
  const writes = useConsentWrites();
  const [withdrawing, setWithdrawing] = useState<MyConsent | null>(null);
  if (mine.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (mine.error) return <Typography role="alert">{t('failed')}</Typography>;
  return (
    <Box data-testid="my-consents">
      <Typography sx={{ mb: 2 }}>{t('myIntro')}</Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {mine.data.map((consent) => (
          <Card
            key={consent.current.templateId}
            component="li"
            variant="outlined"
            data-consent={consent.current.title}
          >
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {consent.current.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="consent-state">
                {answerText(consent, t, language)}
              </Typography>
              {consent.current.description && (
                <Typography sx={{ mt: 1 }}>{consent.current.description}</Typography>
              )}
              {consent.current.group === 'PRIVACY_POLICY' && (
                <PolicyText
                  html={
                    language === 'no'
                      ? consent.current.bodyNo || consent.current.bodyEn
                      : consent.current.bodyEn || consent.current.bodyNo
                  }
                />
              )}
            </CardContent>
            <CardActions>
              {consent.stands && consent.current.group !== 'PRIVACY_POLICY' && (
                <Button
                  color="error"
                  onClick={() => setWithdrawing(consent)}
                  aria-label={`${t('withdraw')}: ${consent.current.title}`}
                >
                  {t('withdraw')}
                </Button>
              )}
              {!consent.stands && (
                <Button
                  variant="contained"
                  onClick={() => void writes.accept(consent.current.id)}
                  aria-label={`${t('accept')}: ${consent.current.title}`}
                >
                  {t('accept')}
                </Button>
              )}
            </CardActions>
          </Card>
        ))}
      </Stack>
      <WithdrawDialog consent={withdrawing} onClose={() => setWithdrawing(null)} />
    </Box>
  );
});
export default MyConsentsPage;
