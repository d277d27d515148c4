// One event as the invited see it: when, where, who and their answers; accept or decline (with an
// SMS reminder if wanted), "Join" for a video meeting (the meeting session room), the .ics file,
// and for its organiser the way to edit or delete it.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  Link,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useAppTranslation, useHref } from '@portal/sdk';
import {
  KIND_COLOURS,
  downloadText,
  serverMessage,
  useCalendarWrites,
  type EventDetails,
} from './calendar-api';
import { calendarTexts } from './calendar-texts';

export function EventDetailsView({
  details,
  occurrence,
  onEdit,
  onDelete,
  onAnswered,
}: {
  details: EventDetails;
  occurrence: string | null;
  onEdit: () => void;
  onDelete: () => void;
  onAnswered: (message: string) => void;
}) {
  const { t, language, locale } = useAppTranslation(calendarTexts);
  const writes = useCalendarWrites();
  const [sms, setSms] = useState(details.smsReminder);
  // An occurrence of a series is answered for itself or for the whole series.
  const inSeries = details.seriesId !== null || (details.rrule !== null && occurrence !== null);
  const [answerScope, setAnswerScope] = useState<'this' | 'all'>('all');
  const [error, setError] = useState<string | null>(null);
  const joinHref = useHref({ route: 'meetingSessionRoom', query: { event: details.seriesId ?? details.id } });
  const planHref = useHref({ route: 'plans', query: { plan: details.planId ?? undefined } });
  const duration = Date.parse(details.end) - Date.parse(details.start);
  const start = new Date(occurrence ?? details.start);
  const end = new Date(start.getTime() + duration);
  const when = details.allDay
    ? `${start.toLocaleDateString(locale, { dateStyle: 'full' })}`
    : `${start.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'short' })} – ${end.toLocaleTimeString(
        locale,
        {
          timeStyle: 'short',
        },
      )}`;

  const answer = async (response: 'accepted' | 'declined') => {
    setError(null);
    try {
      await writes.respond(
        details.id,
        response,
        sms,
        inSeries ? answerScope : 'all',
        details.seriesId === null ? occurrence : null,
      );
      await writes.refresh();
      onAnswered(t('answerSaved'));
    } catch (failure) {
      setError(serverMessage(failure, language) ?? t('saveFailed'));
    }
  };
  const download = async () => {
    try {
      const file = await writes.ics(details.id, occurrence);
      downloadText(file.filename, file.ics, 'text/calendar');
    } catch (failure) {
      setError(serverMessage(failure, language) ?? t('loadFailed'));
    }
  };

  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          label={t(`kind.${details.kind}`)}
          sx={{ bgcolor: KIND_COLOURS[details.kind], color: '#fff' }}
          size="small"
        />
        {details.rrule && <Chip label={t('repeats')} size="small" variant="outlined" />}
      </Stack>
      <Box>
        <Typography variant="subtitle2" component="p">
          {t('when')}
        </Typography>
        <Typography>{when}</Typography>
      </Box>
      {(details.location || details.videoMeeting) && (
        <Box>
          <Typography variant="subtitle2" component="p">
            {t('where')}
          </Typography>
          {details.location && <Typography>{details.location}</Typography>}
          {details.videoMeeting && (
            <Button variant="contained" href={joinHref} sx={{ mt: 1 }} aria-label={t('joinVideo')}>
              {t('join')}
            </Button>
          )}
        </Box>
      )}
      {details.recipientName && (
        <Typography>
          {t('recipient')}: {details.recipientName}
        </Typography>
      )}
      {details.planId !== null && (
        <Link href={planHref}>{t('planNumber', { id: String(details.planId) })}</Link>
      )}
      {details.description && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{details.description}</Typography>}
      {details.participants.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="p">
            {t('participants')}
          </Typography>
          <List dense disablePadding>
            {details.participants.map((p) => (
              <ListItem key={p.userId} disableGutters>
                <ListItemText
                  primary={p.name}
                  secondary={t(`response.${p.response as 'accepted' | 'declined' | 'pending'}`)}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {details.response !== null && (
        <Box role="group" aria-label={t(details.response === 'pending' ? 'pending' : details.response)}>
          <Typography sx={{ mb: 1 }} data-testid="my-response">
            {t(details.response === 'pending' ? 'pending' : details.response)}
          </Typography>
          {inSeries && (
            <RadioGroup
              row
              aria-label={t('answerFor')}
              value={answerScope}
              onChange={(e) => setAnswerScope(e.target.value as 'this' | 'all')}
            >
              <FormControlLabel value="this" control={<Radio />} label={t('answerThis')} />
              <FormControlLabel value="all" control={<Radio />} label={t('answerAll')} />
            </RadioGroup>
          )}
          <FormControlLabel
            control={<Checkbox checked={sms} onChange={(e) => setSms(e.target.checked)} />}
            label={t('smsReminder')}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant={details.response === 'accepted' ? 'contained' : 'outlined'}
              onClick={() => void answer('accepted')}
            >
              {t('accept')}
            </Button>
            <Button
              variant={details.response === 'declined' ? 'contained' : 'outlined'}
              color="error"
              onClick={() => void answer('declined')}
            >
              {t('decline')}
            </Button>
          </Stack>
        </Box>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button onClick={() => void download()}>{t('downloadIcs')}</Button>
        {details.canEdit && (
          <>
            <Button variant="outlined" onClick={onEdit}>
              {t('editEvent')}
            </Button>
            <Button color="error" onClick={onDelete}>
              {t('delete')}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
