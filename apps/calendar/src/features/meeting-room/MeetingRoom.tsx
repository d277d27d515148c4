// The meeting room of one event, phase by phase: before joining (camera preview and choice), the
// waiting room, the room itself (videos, controls, waiting room for the host, chat), and after.
import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { routePath, useAppTranslation, useHref, useNotify } from '@portal/sdk';
import { ChatPanel } from './ChatPanel';
import { DevicePicker } from './DevicePicker';
import { MediaControls } from './MediaControls';
import type { MeetingInfo } from './meeting-api';
import { meetingTexts, type MeetingTextKey } from './meeting-texts';
import { RoomStage } from './RoomStage';
import { useMeetingRoom } from './use-meeting-room';
import { VideoTile } from './VideoTile';
import { WaitingRoom } from './WaitingRoom';

/** The server's refusals that have a text of their own; any other reads as the general one. */
const ACCESS_CODES: readonly string[] = [
  'meeting_event_invalid',
  'meeting_not_found',
  'meeting_not_invited',
  'meeting_too_many_joins',
];
const REFUSALS: readonly string[] = ['room_full', 'chat_invalid', 'rate_limited'];
export const accessText = (code: string) =>
  (ACCESS_CODES.includes(code) ? `access.${code}` : 'access.failed') as MeetingTextKey;

/** Read by screen readers, not shown (the page header shows the meeting's title). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  left: 0,
  top: 0,
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const canShareScreen = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getDisplayMedia);

export function MeetingRoom({ info }: { info: MeetingInfo }) {
  const { t } = useAppTranslation(meetingTexts);
  const notify = useNotify();
  const calendarHref = useHref(routePath('calendar'));
  const room = useMeetingRoom(info.eventId);
  const { state, media } = room;
  const heading = useRef<HTMLHeadingElement>(null);

  // Each new phase takes the focus to its heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (state.phase !== 'prejoin') heading.current?.focus();
  }, [state.phase]);

  const audioTrack = media.stream?.getAudioTracks()[0];
  const videoTrack = media.stream?.getVideoTracks()[0];
  const controls = (withLeave: boolean) => (
    <MediaControls
      audioOn={media.audioOn}
      videoOn={media.videoOn}
      hasAudio={Boolean(audioTrack)}
      hasVideo={Boolean(videoTrack)}
      sharing={Boolean(media.screen)}
      canShare={withLeave && state.phase === 'in-room' && canShareScreen()}
      onToggleAudio={() => room.toggle('audio')}
      onToggleVideo={() => room.toggle('video')}
      onShare={() => {
        if (media.screen) room.stopSharing();
        else
          void room.shareScreen().then((shared) => {
            if (!shared) notify({ severity: 'warning', message: t('screenFailed') });
          });
      }}
      {...(withLeave ? { onLeave: room.leave } : {})}
    />
  );
  const mediaProblem = media.problem && (
    <Alert
      severity={media.problem === 'not_found' ? 'info' : 'warning'}
      sx={{ my: 2 }}
      action={
        media.problem === 'refused' || media.problem === 'busy' ? (
          <Button color="inherit" onClick={() => void room.retryMedia()}>
            {t('tryAgain')}
          </Button>
        ) : undefined
      }
    >
      {t(`media.${media.problem}` as MeetingTextKey)}
    </Alert>
  );
  const headingOf = (text: string) => (
    <Typography ref={heading} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none', mb: 1 }}>
      {text}
    </Typography>
  );
  const preview = (
    <Box sx={{ maxWidth: 480 }}>
      <VideoTile
        self
        mirrored
        stream={media.stream}
        label={t('yourVideo')}
        name={t('you')}
        dark={!media.videoOn || !videoTrack}
      />
    </Box>
  );

  if (state.phase === 'prejoin' || state.phase === 'connecting')
    return (
      <Box data-testid="meeting-prejoin">
        {headingOf(t('prejoinHeading'))}
        <Typography sx={{ mb: 1 }}>{t('prejoinHelp')}</Typography>
        {mediaProblem}
        {room.joinError && (
          <Alert severity="error" sx={{ my: 2 }}>
            {t(accessText(room.joinError))}
          </Alert>
        )}
        {preview}
        {controls(false)}
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

  if (state.phase === 'waiting')
    return (
      <Box data-testid="meeting-waiting">
        {headingOf(t('waitingHeading'))}
        <Typography role="status" sx={{ mb: 2 }}>
          {state.hostPresent ? t('waitingHost') : t('waitingNoHost')}
        </Typography>
        {preview}
        {controls(true)}
      </Box>
    );

  if (state.phase === 'left' || state.phase === 'ended')
    return (
      <Box data-testid="meeting-ended">
        {headingOf(
          state.phase === 'left'
            ? t('leftHeading')
            : t(`ended.${state.ended ?? 'connection_lost'}` as MeetingTextKey),
        )}
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

  const waitingRoom = <WaitingRoom waiting={state.lobby} onAdmit={room.admit} onDeny={room.deny} />;
  return (
    <Box data-testid="meeting-in-room" sx={{ position: 'relative' }}>
      <Box sx={VISUALLY_HIDDEN}>{headingOf(t('title'))}</Box>
      {state.refusal && (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          onClose={room.dismissRefusal}
          slotProps={{ closeButton: { title: t('close') } }}
        >
          {t(
            (REFUSALS.includes(state.refusal)
              ? `refusal.${state.refusal}`
              : 'refusal.other') as MeetingTextKey,
          )}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '999 1 420px', minWidth: 0 }}>
          {/* Someone waiting comes first, where a host on a phone sees it at once. */}
          {state.host && state.lobby.length > 0 && waitingRoom}
          <RoomStage media={media} peers={state.peers} streams={room.remoteStreams} />
          {controls(true)}
          {mediaProblem}
        </Box>
        <Box component="aside" sx={{ flex: '1 1 260px', minWidth: 0 }}>
          {state.host && state.lobby.length === 0 && waitingRoom}
          <ChatPanel lines={state.chat} onSend={room.chat} />
        </Box>
      </Box>
    </Box>
  );
}
