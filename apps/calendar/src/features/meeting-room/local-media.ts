// The user's camera and microphone: the devices to choose from, and a stream of the chosen ones.
// A refusal (by the user or the browser) is told apart from a missing or busy device, so the page
// says what to do about it; the user may still join to see and hear the others.

export type MediaProblem = 'refused' | 'not_found' | 'busy' | 'insecure' | 'failed';

export interface DeviceChoice {
  cameraId: string | null;
  microphoneId: string | null;
}

export interface Devices {
  cameras: { id: string; label: string }[];
  microphones: { id: string; label: string }[];
}

export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'not_found';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** Camera and microphone as chosen; either may be missing (null track) when it cannot be had. */
export async function openLocalMedia(
  choice: DeviceChoice,
): Promise<{ stream: MediaStream; problem: MediaProblem | null }> {
  if (!navigator.mediaDevices?.getUserMedia) return { stream: new MediaStream(), problem: 'insecure' };
  const video: MediaTrackConstraints = {
    width: { ideal: 640 },
    height: { ideal: 480 },
    ...(choice.cameraId ? { deviceId: { exact: choice.cameraId } } : {}),
  };
  const audio: MediaTrackConstraints = choice.microphoneId
    ? { deviceId: { exact: choice.microphoneId } }
    : {};
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ video, audio }), problem: null };
  } catch (error) {
    const problem = mediaProblemOf(error);
    if (problem === 'refused') return { stream: new MediaStream(), problem };
    // One of the two may still work on its own (a computer without a camera).
    for (const constraints of [{ audio }, { video }]) {
      try {
        return { stream: await navigator.mediaDevices.getUserMedia(constraints), problem };
      } catch {
        // try the other
      }
    }
    return { stream: new MediaStream(), problem };
  }
}

export async function listDevices(): Promise<Devices> {
  if (!navigator.mediaDevices?.enumerateDevices) return { cameras: [], microphones: [] };
  const all = await navigator.mediaDevices.enumerateDevices();
  const of = (kind: MediaDeviceKind) =>
    all
      .filter((d) => d.kind === kind && d.deviceId)
      .map((d, index) => ({ id: d.deviceId, label: d.label || `${index + 1}` }));
  return { cameras: of('videoinput'), microphones: of('audioinput') };
}

export function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
