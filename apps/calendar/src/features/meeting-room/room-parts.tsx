// Pieces every phase of the meeting room shows: the phase's heading (which takes the focus), the
// user's own preview, the media controls and a camera or microphone problem.
import type { RefObject } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useAppTranslation, useNotify } from '@portal/sdk';
import { MediaControls } from './MediaControls';
import { meetingTexts, type MeetingTextKey } from './meeting-texts';
import type { useMeetingRoom } from './use-meeting-room';
import { VideoTile } from './VideoTile';

export type Room = ReturnType<typeof useMeetingRoom>;

const canShareScreen = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getDisplayMedia);

export function PhaseHeading({
  text,
  headingRef,
}: {
  text: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <Typography ref={headingRef} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none', mb: 1 }}>
      {text}
    </Typography>
  );
}

export function SelfPreview({ room }: { room: Room }) {
  const { t } = useAppTranslation(meetingTexts);
  const { media } = room;
  return (
    <Box sx={{ maxWidth: 480 }}>
      <VideoTile
        self
        mirrored
        stream={media.stream}
        label={t('yourVideo')}
        name={t('you')}
        dark={!media.videoOn || !media.stream?.getVideoTracks()[0]}
      />
    </Box>
  );
}

/** Microphone, camera and screen; with `withLeave` (once joined) also "leave". */
export function RoomControls({ room, withLeave }: { room: Room; withLeave: boolean }) {
  const { t } = useAppTranslation(meetingTexts);
  const notify = useNotify();
  const { media, state } = room;
  return (
    <MediaControls
      audioOn={media.audioOn}
      videoOn={media.videoOn}
      hasAudio={Boolean(media.stream?.getAudioTracks()[0])}
      hasVideo={Boolean(media.stream?.getVideoTracks()[0])}
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
}

export function MediaProblem({ room }: { room: Room }) {
  const { t } = useAppTranslation(meetingTexts);
  const { problem } = room.media;
  if (!problem) return null;
  return (
    <Alert
      severity={problem === 'not_found' ? 'info' : 'warning'}
      sx={{ my: 2 }}
      action={
        problem === 'refused' || problem === 'busy' ? (
          <Button color="inherit" onClick={() => void room.retryMedia()}>
            {t('tryAgain')}
          </Button>
        ) : undefined
      }
    >
      {t(`media.${problem}` as MeetingTextKey)}
    </Alert>
  );
}
