// Parts of one event's details: when it is, where (with "Join" for a video meeting), who is invited,
// and the invited user's own answer.
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useAppTranslation, useHref } from '@portal/sdk';
import { serverMessage, useCalendarWrites, type EventDetails } from './calendar-api';
import { calendarTexts } from './calendar-texts';

/** The event's (or the occurrence's) date and time, in the user's locale. */
export function whenText(details: EventDetails, occurrence: string | null, locale: string): string {
  const duration = Date.parse(details.end) - Date.parse(details.start);
  const start = new Date(occurrence ?? details.start);
  const end = new Date(start.getTime() + duration);
  return details.allDay
    ? `${start.toLocaleDateString(locale, { dateStyle: 'full' })}`
    : `${start.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'short' })} – ${end.toLocaleTimeString(
        locale,
        {
          timeStyle: 'short',
        },
      )}`;
}

export function EventWhere({ details }: { details: EventDetails }) {
  const { t } = useAppTranslation(calendarTexts);
  const joinHref = useHref({ route: 'meetingSessionRoom', query: { event: details.seriesId ?? details.id } });
  if (!details.location && !details.videoMeeting) return null;
  return (
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
  );
}

export function EventParticipants({ participants }: { participants: EventDetails['participants'] }) {
  const { t } = useAppTranslation(calendarTexts);
  if (participants.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        {t('participants')}
      </Typography>
      <List dense disablePadding>
        {participants.map((p) => (
          <ListItem key={p.userId} disableGutters>
            <ListItemText
              primary={p.name}
              secondary={t(`response.${p.response as 'accepted' | 'declined' | 'pending'}`)}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

interface AnswerProps {
  details: EventDetails & { response: 'pending' | 'accepted' | 'declined' };
  occurrence: string | null;
  onAnswered: (message: string) => void;
  onError: (message: string | null) => void;
}

/** Accept or decline (with an SMS reminder if wanted); in a series, for this one or for all. */
export function EventAnswer({ details, occurrence, onAnswered, onError }: AnswerProps) {
  const { t, language } = useAppTranslation(calendarTexts);
  const writes = useCalendarWrites();
  const [sms, setSms] = useState(details.smsReminder);
  // An occurrence of a series is answered for itself or for the whole series.
  const inSeries = details.seriesId !== null || (details.rrule !== null && occurrence !== null);
  const [answerScope, setAnswerScope] = useState<'this' | 'all'>('all');
  const answer = async (response: 'accepted' | 'declined') => {
    onError(null);
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
      onError(serverMessage(failure, language) ?? t('saveFailed'));
    }
  };
  const current = t(details.response === 'pending' ? 'pending' : details.response);
  return (
    <Box role="group" aria-label={current}>
      <Typography sx={{ mb: 1 }} data-testid="my-response">
        {current}
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
  );
}
