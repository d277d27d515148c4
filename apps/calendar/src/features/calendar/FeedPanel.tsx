// The user's secret iCalendar feed: made or renewed here (the address is shown once, the old one
// stops at once), or switched off.
import { useEffect, useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { serverMessage, useCalendarWrites } from './calendar-api';
import { calendarTexts } from './calendar-texts';

export function FeedPanel({ onClose }: { onClose: () => void }) {
  const { t, language, locale } = useAppTranslation(calendarTexts);
  const writes = useCalendarWrites();
  const [state, setState] = useState<{ active: boolean; createdAt: string | null } | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    writes
      .feedState()
      .then(setState, (e: unknown) => setError(serverMessage(e, language) ?? t('loadFailed')));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once when the panel opens
  }, []);
  const renew = async () => {
    setError(null);
    try {
      const answer = await writes.renewFeed();
      setUrl(answer.url);
      setState({ active: true, createdAt: new Date().toISOString() });
    } catch (e) {
      setError(serverMessage(e, language) ?? t('saveFailed'));
    }
  };
  const off = async () => {
    await writes.feedOff();
    setUrl(null);
    setState({ active: false, createdAt: null });
  };
  return (
    <Stack spacing={2}>
      <Typography>{t('feedHelp')}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {state && !url && (
        <Typography>
          {state.active && state.createdAt
            ? t('feedActive', { date: new Date(state.createdAt).toLocaleString(locale) })
            : t('feedNone')}
        </Typography>
      )}
      {url && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            label={t('feedUrl')}
            value={url}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'feed-url' } }}
            onFocus={(e) => e.target.select()}
          />
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            {copied ? t('feedCopied') : t('copy')}
          </Button>
        </Stack>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* Shown once the state is known: its name says whether an address exists already. */}
        {state && (
          <Button variant="contained" onClick={() => void renew()}>
            {state.active ? t('feedRenew') : t('feedCreate')}
          </Button>
        )}
        {state?.active && (
          <Button color="error" onClick={() => void off()}>
            {t('feedOff')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </Stack>
    </Stack>
  );
}
