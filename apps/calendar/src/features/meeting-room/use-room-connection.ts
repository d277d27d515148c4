// Joining the meeting: a ticket from the server, the signalling socket and the mesh of peer
// connections; the server's messages go to the room's reducer and, where they concern a peer, to
// the mesh. The others' streams are kept here.
import { useCallback, useState, type Dispatch, type MutableRefObject } from 'react';
import { useShell } from '@portal/sdk';
import type { DeviceChoice } from './local-media';
import { requestTicket } from './meeting-api';
import { PeerMesh, asSignalData } from './peer-mesh';
import type { RoomAction, ServerMessage } from './room-state';
import { openSignalling, socketUrl } from './signalling';
import { sentTracks, type LocalMedia, type RoomLinks } from './use-local-media';

interface LocalSide {
  mediaRef: MutableRefObject<LocalMedia>;
  announceMedia: (m: LocalMedia) => void;
  openMedia: (choice: DeviceChoice) => Promise<void>;
}

export function useRoomConnection(
  eventId: number,
  { signalling, mesh }: RoomLinks,
  { mediaRef, announceMedia, openMedia }: LocalSide,
  dispatch: Dispatch<RoomAction>,
) {
  const { api } = useShell();
  const [remoteStreams, setRemoteStreams] = useState<ReadonlyMap<string, MediaStream>>(new Map());
  const [joinError, setJoinError] = useState<string | null>(null);

  const closeConnections = useCallback(() => {
    signalling.current?.close();
    signalling.current = null;
    mesh.current?.close();
    mesh.current = null;
    setRemoteStreams(new Map());
  }, [signalling, mesh]);

  const onServer = useCallback(
    (message: ServerMessage) => {
      dispatch({ type: 'server', message });
      const peers = mesh.current;
      switch (message.type) {
        case 'joined':
          announceMedia(mediaRef.current);
          for (const peer of message.peers) void peers?.connectTo(peer.peerId);
          break;
        case 'peer-joined':
          announceMedia(mediaRef.current);
          break;
        case 'peer-left':
          peers?.remove(message.peerId);
          setRemoteStreams((old) => {
            const next = new Map(old);
            next.delete(message.peerId);
            return next;
          });
          break;
        case 'signal': {
          const data = asSignalData(message.data);
          if (data) void peers?.handleSignal(message.from, data).catch(() => undefined);
          break;
        }
        case 'denied':
        case 'replaced':
          closeConnections();
          break;
        default:
          break;
      }
    },
    [announceMedia, closeConnections, dispatch, mediaRef, mesh],
  );

  const join = useCallback(async () => {
    setJoinError(null);
    closeConnections();
    dispatch({ type: 'join' });
    let ticket;
    try {
      ticket = await requestTicket(api, eventId);
    } catch (error) {
      dispatch({ type: 'join-failed' });
      setJoinError((error as { code?: string }).code ?? 'failed');
      return;
    }
    if (!mediaRef.current.stream) await openMedia(mediaRef.current.choice);
    const created = new PeerMesh({
      iceServers: ticket.iceServers,
      iceTransportPolicy: ticket.iceTransportPolicy ?? 'all',
      sendSignal: (to, data) => signalling.current?.send('signal', { to, data }),
      onRemoteStream: (peerId, stream) => setRemoteStreams((old) => new Map(old).set(peerId, stream)),
      onConnectionState: () => undefined,
    });
    const tracks = sentTracks(mediaRef.current);
    created.setLocalTracks(tracks.audio, tracks.video);
    mesh.current = created;
    signalling.current = openSignalling({
      url: socketUrl(window.location),
      ticket: ticket.ticket,
      room: eventId,
      onMessage: onServer,
      onClose: () => {
        dispatch({ type: 'closed' });
        mesh.current?.close();
        mesh.current = null;
        setRemoteStreams(new Map());
      },
    });
  }, [api, eventId, closeConnections, dispatch, mediaRef, mesh, onServer, openMedia, signalling]);

  return { remoteStreams, joinError, closeConnections, join };
}
