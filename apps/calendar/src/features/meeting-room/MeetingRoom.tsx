// The meeting room of one event, phase by phase: before joining (camera preview and choice), the
// waiting room, the room itself (videos, controls, waiting room for the host, chat), and after.
// The other phases are in room-phases, the pieces they share in room-parts.
import { useEffect, useRef, type RefObject } from 'react';
import { Alert, Box } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { ChatPanel } from './ChatPanel';
import type { MeetingInfo } from './meeting-api';
import { meetingTexts, type MeetingTextKey } from './meeting-texts';
import { MediaProblem, PhaseHeading, RoomControls, type Room } from './room-parts';
import { EndedPhase, PrejoinPhase, WaitingPhase } from './room-phases';
import { RoomStage } from './RoomStage';
import { useMeetingRoom } from './use-meeting-room';
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

export function MeetingRoom({ info }: { info: MeetingInfo }) {
  const { t } = useAppTranslation(meetingTexts);
  const room = useMeetingRoom(info.eventId);
  const { phase } = room.state;
  const heading = useRef<HTMLHeadingElement>(null);

  // Each new phase takes the focus to its heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (phase !== 'prejoin') heading.current?.focus();
  }, [phase]);

  if (phase === 'prejoin' || phase === 'connecting')
    return (
      <PrejoinPhase
        room={room}
        headingRef={heading}
        joinErrorText={room.joinError ? t(accessText(room.joinError)) : null}
      />
    );
  if (phase === 'waiting') return <WaitingPhase room={room} headingRef={heading} />;
  if (phase === 'left' || phase === 'ended') return <EndedPhase room={room} headingRef={heading} />;
  return <InRoom room={room} headingRef={heading} />;
}

/** The room itself: the videos and controls, the waiting room for the host, the chat. */
function InRoom({ room, headingRef }: { room: Room; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useAppTranslation(meetingTexts);
  const { state } = room;
  const waitingRoom = <WaitingRoom waiting={state.lobby} onAdmit={room.admit} onDeny={room.deny} />;
  return (
    <Box data-testid="meeting-in-room" sx={{ position: 'relative' }}>
      <Box sx={VISUALLY_HIDDEN}>
        <PhaseHeading text={t('title')} headingRef={headingRef} />
      </Box>
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
          <RoomStage media={room.media} peers={state.peers} streams={room.remoteStreams} />
          <RoomControls room={room} withLeave />
          <MediaProblem room={room} />
        </Box>
        <Box component="aside" sx={{ flex: '1 1 260px', minWidth: 0 }}>
          {state.host && state.lobby.length === 0 && waitingRoom}
          <ChatPanel lines={state.chat} onSend={room.chat} />
        </Box>
      </Box>
    </Box>
  );
}
