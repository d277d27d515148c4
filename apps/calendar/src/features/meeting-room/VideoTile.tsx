// One video of the room: the user's own (muted, mirrored) or another member's. A browser that
// will not start playing on its own gets a button to start it.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { meetingTexts } from './meeting-texts';

export interface VideoTileProps {
  stream: MediaStream | null;
  label: string;
  name: string;
  self?: boolean;
  mirrored?: boolean;
  /** Shown over the picture: "camera off", "microphone off", "sharing". */
  notes?: string[];
  /** The picture is off (camera off): the name shows instead. */
  dark?: boolean;
  peerId?: string;
}

/** Plays `stream` in the video element; `blocked` while the browser will not start it on its own. */
function usePlayback(stream: MediaStream | null) {
  const video = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
    if (stream)
      element.play().then(
        () => setBlocked(false),
        () => setBlocked(true),
      );
  }, [stream]);
  const retry = () =>
    void video.current?.play().then(
      () => setBlocked(false),
      () => undefined,
    );
  return { video, blocked, retry };
}

const FIGURE = {
  position: 'relative',
  m: 0,
  bgcolor: 'grey.900',
  borderRadius: 1,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  minWidth: 0,
} as const;
const OVER_PICTURE = { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' } as const;
const CAPTION = {
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  px: 1,
  py: 0.5,
  bgcolor: 'rgba(0, 0, 0, 0.72)',
  color: 'common.white',
  fontSize: '0.875rem',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
} as const;

export function VideoTile({
  stream,
  label,
  name,
  self = false,
  mirrored = false,
  notes = [],
  dark = false,
  peerId,
}: VideoTileProps) {
  const { t } = useAppTranslation(meetingTexts);
  const { video, blocked, retry } = usePlayback(stream);

  return (
    <Box component="figure" aria-label={label} sx={FIGURE}>
      <Box
        component="video"
        ref={video}
        autoPlay
        playsInline
        muted={self}
        data-testid={self ? 'local-video' : 'remote-video'}
        data-peer={peerId}
        sx={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
          transform: mirrored ? 'scaleX(-1)' : undefined,
          visibility: dark ? 'hidden' : 'visible',
        }}
      />
      {dark && (
        <Box sx={OVER_PICTURE}>
          <Typography sx={{ color: 'common.white', fontSize: '1.5rem' }} aria-hidden>
            {name.slice(0, 1).toUpperCase()}
          </Typography>
        </Box>
      )}
      {blocked && (
        <Box sx={OVER_PICTURE}>
          <Button variant="contained" onClick={retry}>
            {t('playBlocked')}
          </Button>
        </Box>
      )}
      <Box component="figcaption" sx={CAPTION}>
        <span>{name}</span>
        {notes.map((note) => (
          <span key={note}>· {note}</span>
        ))}
      </Box>
    </Box>
  );
}
