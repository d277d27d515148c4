// The meeting room's moving parts behind the page: the local camera and microphone, the signalling
// socket and the mesh of peer connections. The flow itself is the pure roomReducer; this hook only
// wires the browser's APIs to it and cleans up after every step.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useShell } from '@portal/sdk';
import { openSignalling, socketUrl, type Signalling } from './signalling';
import { PeerMesh, asSignalData } from './peer-mesh';
import {
  listDevices,
  openLocalMedia,
  stopStream,
  type DeviceChoice,
  type Devices,
  type MediaProblem,
} from './local-media';
import { initialRoomState, roomReducer, type ServerMessage } from './room-state';
import { requestTicket } from './meeting-api';

export interface LocalMedia {
  stream: MediaStream | null;
  problem: MediaProblem | null;
  devices: Devices;
  choice: DeviceChoice;
  audioOn: boolean;
  videoOn: boolean;
  screen: MediaStream | null;
}

export function useMeetingRoom(eventId: number) {
  const { api } = useShell();
  const [state, dispatch] = useReducer(roomReducer, initialRoomState);
  const [media, setMedia] = useState<LocalMedia>({
    stream: null,
    problem: null,
    devices: { cameras: [], microphones: [] },
    choice: { cameraId: null, microphoneId: null },
    audioOn: true,
    videoOn: true,
    screen: null,
  });
  const [remoteStreams, setRemoteStreams] = useState<ReadonlyMap<string, MediaStream>>(new Map());
  const [joinError, setJoinError] = useState<string | null>(null);
  const signalling = useRef<Signalling | null>(null);
  const mesh = useRef<PeerMesh | null>(null);
  const mediaRef = useRef(media);
  mediaRef.current = media;

  /** The tracks the others get: the screen instead of the camera while sharing. */
  const sentTracks = (m: LocalMedia) => ({
    audio: m.stream?.getAudioTracks()[0] ?? null,
    video: m.screen?.getVideoTracks()[0] ?? m.stream?.getVideoTracks()[0] ?? null,
  });

  const announceMedia = useCallback((m: LocalMedia) => {
    signalling.current?.send('media', { audio: m.audioOn, video: m.videoOn, screen: Boolean(m.screen) });
  }, []);

  const openMedia = useCallback(async (choice: DeviceChoice) => {
    const { stream, problem } = await openLocalMedia(choice);
    const devices = await listDevices().catch(() => ({ cameras: [], microphones: [] }));
    setMedia((old) => {
      if (old.stream !== stream) stopStream(old.stream);
      for (const track of stream.getAudioTracks()) track.enabled = old.audioOn;
      for (const track of stream.getVideoTracks()) track.enabled = old.videoOn;
      const next = { ...old, stream, problem, devices, choice };
      const tracks = sentTracks(next);
      mesh.current?.setLocalTracks(tracks.audio, tracks.video);
      return next;
    });
  }, []);

  const closeConnections = useCallback(() => {
    signalling.current?.close();
    signalling.current = null;
    mesh.current?.close();
    mesh.current = null;
    setRemoteStreams(new Map());
  }, []);

  const stopMedia = useCallback(() => {
    setMedia((old) => {
      stopStream(old.stream);
      stopStream(old.screen);
      return { ...old, stream: null, screen: null };
    });
  }, []);

  // The camera opens with the page (its preview before joining); everything ends with the page.
  useEffect(() => {
    void openMedia({ cameraId: null, microphoneId: null });
    return () => {
      closeConnections();
      stopStream(mediaRef.current.stream);
      stopStream(mediaRef.current.screen);
    };
  }, [openMedia, closeConnections]);

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
    [announceMedia, closeConnections],
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
  }, [api, eventId, closeConnections, onServer, openMedia]);

  const leave = useCallback(() => {
    signalling.current?.send('leave');
    closeConnections();
    stopMedia();
    dispatch({ type: 'leave' });
  }, [closeConnections, stopMedia]);

  const rejoin = useCallback(async () => {
    await openMedia(mediaRef.current.choice);
    await join();
  }, [openMedia, join]);

  const toggle = useCallback(
    (kind: 'audio' | 'video') => {
      setMedia((old) => {
        const next = kind === 'audio' ? { ...old, audioOn: !old.audioOn } : { ...old, videoOn: !old.videoOn };
        for (const track of next.stream?.getAudioTracks() ?? []) track.enabled = next.audioOn;
        for (const track of next.stream?.getVideoTracks() ?? []) track.enabled = next.videoOn;
        announceMedia(next);
        return next;
      });
    },
    [announceMedia],
  );

  const stopSharing = useCallback(() => {
    setMedia((old) => {
      stopStream(old.screen);
      const next = { ...old, screen: null };
      const tracks = sentTracks(next);
      mesh.current?.setLocalTracks(tracks.audio, tracks.video);
      announceMedia(next);
      return next;
    });
  }, [announceMedia]);

  /** Shares the screen instead of the camera; false when the browser or the user refused. */
  const shareScreen = useCallback(async (): Promise<boolean> => {
    let screen: MediaStream;
    try {
      screen = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    } catch {
      return false;
    }
    screen.getVideoTracks()[0]?.addEventListener('ended', stopSharing);
    setMedia((old) => {
      stopStream(old.screen);
      const next = { ...old, screen };
      const tracks = sentTracks(next);
      mesh.current?.setLocalTracks(tracks.audio, tracks.video);
      announceMedia(next);
      return next;
    });
    return true;
  }, [announceMedia, stopSharing]);

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
    toggle,
    shareScreen,
    stopSharing,
    chooseDevices: openMedia,
    retryMedia: () => openMedia(mediaRef.current.choice),
    chat: (text: string) => send('chat', { text }),
    admit: (peerId: string) => send('admit', { peerId }),
    deny: (peerId: string) => send('deny', { peerId }),
    dismissRefusal: () => dispatch({ type: 'dismiss-refusal' }),
  };
}
