// The meeting room's moving parts behind the page: the local camera and microphone
// (use-local-media), the signalling socket and the mesh of peer connections (use-room-connection).
// The flow itself is the pure roomReducer; these hooks only wire the browser's APIs to it and clean
// up after every step.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { PeerMesh } from './peer-mesh';
import { initialRoomState, roomReducer } from './room-state';
import type { Signalling } from './signalling';
import { useLocalMedia } from './use-local-media';
import { useRoomConnection } from './use-room-connection';

export type { LocalMedia } from './use-local-media';

export function useMeetingRoom(eventId: number) {
  const [state, dispatch] = useReducer(roomReducer, initialRoomState);
  const signalling = useRef<Signalling | null>(null);
  const mesh = useRef<PeerMesh | null>(null);
  const links = useRef({ signalling, mesh }).current;
  const local = useLocalMedia(links);
  const { media, mediaRef, openMedia, stopMedia, releaseMedia } = local;
  const { remoteStreams, joinError, closeConnections, join } = useRoomConnection(
    eventId,
    links,
    local,
    dispatch,
  );

  // The camera opens with the page (its preview before joining); everything ends with the page.
  useEffect(() => {
    void openMedia({ cameraId: null, microphoneId: null });
    return () => {
      closeConnections();
      releaseMedia();
    };
  }, [openMedia, closeConnections, releaseMedia]);

  const leave = useCallback(() => {
    signalling.current?.send('leave');
    closeConnections();
    stopMedia();
    dispatch({ type: 'leave' });
  }, [closeConnections, stopMedia]);

  const rejoin = useCallback(async () => {
    await openMedia(mediaRef.current.choice);
    await join();
  }, [openMedia, join, mediaRef]);

  const send = useCallback((type: string, payload?: Record<string, unknown>) => {
    signalling.current?.send(type, payload);
  }, []);

  return {
    state,
    media,
    remoteStreams,
    joinError,
    join,
    rejoin,
    leave,
    toggle: local.toggle,
    shareScreen: local.shareScreen,
    stopSharing: local.stopSharing,
    chooseDevices: openMedia,
    retryMedia: () => openMedia(mediaRef.current.choice),
    chat: (text: string) => send('chat', { text }),
    admit: (peerId: string) => send('admit', { peerId }),
    deny: (peerId: string) => send('deny', { peerId }),
    dismissRefusal: () => dispatch({ type: 'dismiss-refusal' }),
  };
}
