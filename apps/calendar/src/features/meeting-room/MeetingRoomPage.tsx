// §1 "Meeting session room" (route meetingSessionRoom, ?event=<id>): a video meeting of an event's
// creator and invited users, up to 4. The server decides whether the room is the user's; the page
// says so clearly when it is not.
import { Alert, Box, Link, Typography } from '@mui/material';
import {
  ApiRequestError,
  definePage,
  routePath,
  useAppTranslation,
  useHref,
  usePageHeader,
  type PageProps,
} from '@portal/sdk';
import { useMeetingInfo } from './meeting-api';
import { meetingTexts } from './meeting-texts';
import { MeetingRoom, accessText } from './MeetingRoom';

export const eventIdFromQuery = (value: string | undefined): number | null =>
  value && /^[1-9][0-9]{0,15}$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;

const MeetingRoomPage = definePage(function MeetingRoomPage({ query }: PageProps) {
  const { t, locale } = useAppTranslation(meetingTexts);
  const eventId = eventIdFromQuery(query.event);
  const info = useMeetingInfo(eventId);
  const calendarHref = useHref(routePath('calendar'));
  usePageHeader({ title: info.data?.title ?? t('title') });

  const refusal = (code: string) => (
    <Box data-testid="meeting-refused">
      <Alert severity={code === 'meeting_not_invited' ? 'warning' : 'error'} sx={{ mb: 2 }}>
        {t(accessText(code))}
      </Alert>
      <Link href={calendarHref}>{t('toCalendar')}</Link>
    </Box>
  );
  if (eventId === null) return refusal('meeting_event_invalid');
  if (info.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (info.error) return refusal(info.error instanceof ApiRequestError ? info.error.code : 'failed');

  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const ends = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  return (
    <Box data-testid="meeting-room" data-event={info.data.eventId}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('when', {
          start: when.format(new Date(info.data.startsAt)),
          end: ends.format(new Date(info.data.endsAt)),
        })}
      </Typography>
      <MeetingRoom info={info.data} />
    </Box>
  );
});

export default MeetingRoomPage;
export { MeetingRoomPage };
