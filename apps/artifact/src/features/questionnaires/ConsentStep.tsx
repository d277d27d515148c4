// Consents attached to the template (consent_template_to_template) are accepted before answering
// (issue 13.6, REDCap's e-consent first).
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import type { QnrDetail } from './qnr-api';
import { qnrTexts } from './qnr-texts';

export function ConsentStep(props: {
  consents: QnrDetail['consents'];
  onAccept: (ids: number[]) => Promise<void>;
  error: string | null;
}) {
  const { t } = useAppTranslation(qnrTexts);
  const open = props.consents.filter((c) => !c.accepted);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const all = open.every((c) => checked.has(c.id));
  return (
    <Box component="section" aria-labelledby="qnr-consents-title" sx={{ maxWidth: 720 }}>
      <Typography id="qnr-consents-title" component="h2" variant="h6">
        {t('consentsTitle')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('consentsIntro')}</Typography>
      <Stack sx={{ gap: 1 }}>
        {open.map((c) => (
          <Box key={c.id}>
            <FormControlLabel
              sx={{ minHeight: 44 }}
              control={
                <Checkbox
                  checked={checked.has(c.id)}
                  onChange={(e) => {
                    const next = new Set(checked);
                    if (e.target.checked) next.add(c.id);
                    else next.delete(c.id);
                    setChecked(next);
                  }}
                />
              }
              label={t('consentLabel', { title: c.title })}
            />
            {c.description && (
              <Typography variant="body2" color="text.secondary" sx={{ ml: 4, whiteSpace: 'pre-line' }}>
                {c.description}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
      {props.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {props.error}
        </Alert>
      )}
      <Button
        variant="contained"
        sx={{ mt: 2, minHeight: 44 }}
        disabled={!all || busy}
        onClick={() => {
          setBusy(true);
          void props.onAccept([...checked]).finally(() => setBusy(false));
        }}
      >
        {t('acceptConsents')}
      </Button>
    </Box>
  );
}
