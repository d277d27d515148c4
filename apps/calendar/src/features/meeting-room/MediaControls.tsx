// The room's controls: microphone, camera, screen sharing, leaving; toggles say their state
// (aria-pressed) and every one is a button reachable by keyboard.
import { Button, Stack } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { CallEndIcon, MicIcon, MicOffIcon, ScreenShareIcon, VideocamIcon, VideocamOffIcon } from './icons';
import { meetingTexts } from './meeting-texts';

export interface MediaControlsProps {
  audioOn: boolean;
  videoOn: boolean;
  hasAudio: boolean;
  hasVideo: boolean;
  sharing: boolean;
  canShare: boolean;
  onToggleAudio(): void;
  onToggleVideo(): void;
  onShare(): void;
  onLeave?(): void;
}

export function MediaControls(props: MediaControlsProps) {
  const { t } = useAppTranslation(meetingTexts);
  return (
    <Stack
      role="toolbar"
      aria-label={t('controls')}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}
    >
      <Button
        variant={props.audioOn ? 'outlined' : 'contained'}
        aria-pressed={!props.audioOn}
        disabled={!props.hasAudio}
        startIcon={props.audioOn ? <MicIcon /> : <MicOffIcon />}
        onClick={props.onToggleAudio}
      >
        {props.audioOn ? t('mute') : t('unmute')}
      </Button>
      <Button
        variant={props.videoOn ? 'outlined' : 'contained'}
        aria-pressed={!props.videoOn}
        disabled={!props.hasVideo}
        startIcon={props.videoOn ? <VideocamIcon /> : <VideocamOffIcon />}
        onClick={props.onToggleVideo}
      >
        {props.videoOn ? t('cameraOff') : t('cameraOn')}
      </Button>
      {props.canShare && (
        <Button
          variant={props.sharing ? 'contained' : 'outlined'}
          aria-pressed={props.sharing}
          startIcon={<ScreenShareIcon />}
          onClick={props.onShare}
        >
          {props.sharing ? t('stopSharing') : t('shareScreen')}
        </Button>
      )}
      {props.onLeave && (
        <Button variant="contained" color="error" startIcon={<CallEndIcon />} onClick={props.onLeave}>
          {t('leave')}
        </Button>
      )}
    </Stack>
  );
}
