// The videos of the room: the user's own and one per other member, in a grid that is one column
// on a phone and up to two side by side on a wider screen.
import { Box, Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { meetingTexts } from './meeting-texts';
import type { RoomPeer } from './room-state';
import type { LocalMedia } from './use-local-media';
import { VideoTile } from './VideoTile';

export function RoomStage({
  media,
  peers,
  streams,
}: {
  media: LocalMedia;
  peers: RoomPeer[];
  streams: ReadonlyMap<string, MediaStream>;
}) {
  const { t } = useAppTranslation(meetingTexts);
  const ownNotes = [
    ...(media.audioOn ? [] : [t('muted')]),
    ...(media.videoOn || media.screen ? [] : [t('cameraIsOff')]),
    ...(media.screen ? [t('sharing')] : []),
  ];
  return (
    <Box>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('inMeeting', { count: peers.length + 1 })}
        {peers.length === 0 ? ` · ${t('alone')}` : ''}
      </Typography>
      <Box
        data-testid="meeting-stage"
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: '1fr',
            sm: peers.length === 0 ? 'minmax(0, 640px)' : 'repeat(2, minmax(0, 1fr))',
          },
        }}
      >
        {peers.map((peer) => {
          const name = peer.host ? `${peer.name} (${t('host')})` : peer.name;
          return (
            <VideoTile
              key={peer.peerId}
              peerId={peer.peerId}
              stream={streams.get(peer.peerId) ?? null}
              label={t('videoOf', { name: peer.name })}
              name={name}
              dark={!peer.video && !peer.screen}
              notes={[
                ...(streams.has(peer.peerId) ? [] : [t('connecting')]),
                ...(peer.audio ? [] : [t('muted')]),
                ...(peer.video || peer.screen ? [] : [t('cameraIsOff')]),
                ...(peer.screen ? [t('sharing')] : []),
              ]}
            />
          );
        })}
        <VideoTile
          self
          mirrored={!media.screen}
          stream={media.screen ?? media.stream}
          label={t('yourVideo')}
          name={t('you')}
          dark={!media.videoOn && !media.screen}
          notes={ownNotes}
        />
      </Box>
    </Box>
  );
}
