// One event as the invited see it: when, where, who and their answers; accept or decline (with an
// SMS reminder if wanted), "Join" for a video meeting (the meeting session room), the .ics file,
// and for its organiser the way to edit or delete it. The parts are in event-details-parts.
import { useState } from 'react';
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useAppTranslation, useHref } from '@portal/sdk';
import {
  KIND_COLOURS,
  downloadText,
  serverMessage,
  useCalendarWrites,
  type EventDetails,
} from './calendar-api';
import { calendarTexts } from './calendar-texts';
import { EventAnswer, EventParticipants, EventWhere, whenText } from './event-details-parts';

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
  const [error, setError] = useState<string | null>(null);
  const planHref = useHref({ route: 'plans', query: { plan: details.planId ?? undefined } });
  const download = async () => {
    try {
      const file = await writes.ics(details.id, occurrence);
      downloadText(file.filename, file.ics, 'text/calendar');
    } catch (failure) {
      setError(serverMessage(failure, language) ?? t('loadFailed'));
    }
  };
  const { response } = details;

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
        <Typography>{whenText(details, occurrence, locale)}</Typography>
      </Box>
      <EventWhere details={details} />
      {details.recipientName && (
        <Typography>
          {t('recipient')}: {details.recipientName}
        </Typography>
      )}
      {details.planId !== null && (
        <Link href={planHref}>{t('planNumber', { id: String(details.planId) })}</Link>
      )}
      {details.description && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{details.description}</Typography>}
      <EventParticipants participants={details.participants} />
      {response !== null && (
        <EventAnswer
          details={{ ...details, response }}
          occurrence={occurrence}
          onAnswered={onAnswered}
          onError={setError}
        />
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
