// The meeting room's phases apart from the room itself: before joining (camera preview and choice),
// the waiting room, and after (left or ended).
import type { RefObject } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { routePath, useAppTranslation, useHref } from '@portal/sdk';
import { DevicePicker } from './DevicePicker';
import { meetingTexts, type MeetingTextKey } from './meeting-texts';
import { MediaProblem, PhaseHeading, RoomControls, SelfPreview, type Room } from './room-parts';

interface PhaseProps {
  room: Room;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function PrejoinPhase({
  room,
  headingRef,
  joinErrorText,
}: PhaseProps & { joinErrorText: string | null }) {
  const { t } = useAppTranslation(meetingTexts);
  const { state, media } = room;
  const audioTrack = media.stream?.getAudioTracks()[0];
  const videoTrack = media.stream?.getVideoTracks()[0];
  return (
    <Box data-testid="meeting-prejoin">
      <PhaseHeading text={t('prejoinHeading')} headingRef={headingRef} />
      <Typography sx={{ mb: 1 }}>{t('prejoinHelp')}</Typography>
      <MediaProblem room={room} />
      {joinErrorText && (
        <Alert severity="error" sx={{ my: 2 }}>
          {joinErrorText}
        </Alert>
      )}
      <SelfPreview room={room} />
      <RoomControls room={room} withLeave={false} />
      <DevicePicker
        devices={media.devices}
        choice={media.choice}
        active={{
          cameraId: videoTrack?.getSettings().deviceId ?? null,
          microphoneId: audioTrack?.getSettings().deviceId ?? null,
        }}
        onChange={(choice) => void room.chooseDevices(choice)}
      />
      <Button
        variant="contained"
        size="large"
        disabled={state.phase === 'connecting'}
        onClick={() => void room.join()}
      >
        {state.phase === 'connecting'
          ? t('joining')
          : media.stream?.getTracks().length
            ? t('join')
            : t('joinWithout')}
      </Button>
    </Box>
  );
}

export function WaitingPhase({ room, headingRef }: PhaseProps) {
  const { t } = useAppTranslation(meetingTexts);
  return (
    <Box data-testid="meeting-waiting">
      <PhaseHeading text={t('waitingHeading')} headingRef={headingRef} />
      <Typography role="status" sx={{ mb: 2 }}>
        {room.state.hostPresent ? t('waitingHost') : t('waitingNoHost')}
      </Typography>
      <SelfPreview room={room} />
      <RoomControls room={room} withLeave />
    </Box>
  );
}

export function EndedPhase({ room, headingRef }: PhaseProps) {
  const { t } = useAppTranslation(meetingTexts);
  const calendarHref = useHref(routePath('calendar'));
  const { state } = room;
  return (
    <Box data-testid="meeting-ended">
      <PhaseHeading
        headingRef={headingRef}
        text={
          state.phase === 'left'
            ? t('leftHeading')
            : t(`ended.${state.ended ?? 'connection_lost'}` as MeetingTextKey)
        }
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
        {state.ended !== 'session_expired' && (
          <Button variant="contained" onClick={() => void room.rejoin()}>
            {t('rejoin')}
          </Button>
        )}
        <Link href={calendarHref}>{t('toCalendar')}</Link>
      </Stack>
    </Box>
  );
}
