// The meeting room's own camera, microphone and shared screen: opened for the preview before
// joining, switched on and off, swapped for the screen while sharing; every change is handed to the
// peer connections and announced to the others through the signalling socket.
import { useCallback, useRef, useState, type MutableRefObject } from 'react';
import {
  listDevices,
  openLocalMedia,
  stopStream,
  type DeviceChoice,
  type Devices,
  type MediaProblem,
} from './local-media';
import type { PeerMesh } from './peer-mesh';
import type { Signalling } from './signalling';

export interface LocalMedia {
  stream: MediaStream | null;
  problem: MediaProblem | null;
  devices: Devices;
  choice: DeviceChoice;
  audioOn: boolean;
  videoOn: boolean;
  screen: MediaStream | null;
}

/** The room's links to the others, set while joined. */
export interface RoomLinks {
  signalling: MutableRefObject<Signalling | null>;
  mesh: MutableRefObject<PeerMesh | null>;
}

const NO_MEDIA: LocalMedia = {
  stream: null,
  problem: null,
  devices: { cameras: [], microphones: [] },
  choice: { cameraId: null, microphoneId: null },
  audioOn: true,
  videoOn: true,
  screen: null,
};

/** The tracks the others get: the screen instead of the camera while sharing. */
export function sentTracks(m: LocalMedia) {
  return {
    audio: m.stream?.getAudioTracks()[0] ?? null,
    video: m.screen?.getVideoTracks()[0] ?? m.stream?.getVideoTracks()[0] ?? null,
  };
}

/** The media with a newly opened camera and microphone, switched on or off as before. */
function withStream(
  old: LocalMedia,
  opened: Pick<LocalMedia, 'problem' | 'devices' | 'choice'> & { stream: MediaStream },
) {
  if (old.stream !== opened.stream) stopStream(old.stream);
  for (const track of opened.stream.getAudioTracks()) track.enabled = old.audioOn;
  for (const track of opened.stream.getVideoTracks()) track.enabled = old.videoOn;
  return { ...old, ...opened };
}

export function useLocalMedia({ signalling, mesh }: RoomLinks) {
  const [media, setMedia] = useState<LocalMedia>(NO_MEDIA);
  const mediaRef = useRef(media);
  mediaRef.current = media;
  const sendTracks = useCallback(
    (m: LocalMedia) => {
      const tracks = sentTracks(m);
      mesh.current?.setLocalTracks(tracks.audio, tracks.video);
    },
    [mesh],
  );
  const announceMedia = useCallback(
    (m: LocalMedia) => {
      signalling.current?.send('media', { audio: m.audioOn, video: m.videoOn, screen: Boolean(m.screen) });
    },
    [signalling],
  );

  const openMedia = useCallback(
    async (choice: DeviceChoice) => {
      const { stream, problem } = await openLocalMedia(choice);
      const devices = await listDevices().catch(() => ({ cameras: [], microphones: [] }));
      setMedia((old) => {
        const next = withStream(old, { stream, problem, devices, choice });
        sendTracks(next);
        return next;
      });
    },
    [sendTracks],
  );

  const stopMedia = useCallback(() => {
    setMedia((old) => {
      stopStream(old.stream);
      stopStream(old.screen);
      return { ...old, stream: null, screen: null };
    });
  }, []);

  /** Ends the camera, microphone and screen as the page ends (no state: the page is gone). */
  const releaseMedia = useCallback(() => {
    stopStream(mediaRef.current.stream);
    stopStream(mediaRef.current.screen);
  }, []);

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

  /** The screen shared instead of the camera (or the camera again, with `null`). */
  const setScreen = useCallback(
    (screen: MediaStream | null) => {
      setMedia((old) => {
        stopStream(old.screen);
        const next = { ...old, screen };
        sendTracks(next);
        announceMedia(next);
        return next;
      });
    },
    [announceMedia, sendTracks],
  );
  const stopSharing = useCallback(() => setScreen(null), [setScreen]);

  /** Shares the screen instead of the camera; false when the browser or the user refused. */
  const shareScreen = useCallback(async (): Promise<boolean> => {
    let screen: MediaStream;
    try {
      screen = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    } catch {
      return false;
    }
    screen.getVideoTracks()[0]?.addEventListener('ended', stopSharing);
    setScreen(screen);
    return true;
  }, [setScreen, stopSharing]);

  return {
    media,
    mediaRef,
    announceMedia,
    openMedia,
    stopMedia,
    releaseMedia,
    toggle,
    shareScreen,
    stopSharing,
  };
}
