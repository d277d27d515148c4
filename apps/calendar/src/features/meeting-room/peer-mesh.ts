// A mesh of RTCPeerConnections, one to every other member of the room (at most 3). The newcomer
// offers to those already there; they answer. Each connection carries one audio and one video
// transceiver from the start, so a track that changes (another camera, screen sharing, joining
// without a camera) is swapped with replaceTrack and never renegotiated.

export type SignalData = { sdp: RTCSessionDescriptionInit } | { candidate: RTCIceCandidateInit | null };

export interface MeshOptions {
  iceServers: RTCIceServer[];
  iceTransportPolicy?: RTCIceTransportPolicy;
  sendSignal(to: string, data: SignalData): void;
  onRemoteStream(peerId: string, stream: MediaStream): void;
  onConnectionState(peerId: string, state: RTCPeerConnectionState): void;
}

interface Link {
  pc: RTCPeerConnection;
  stream: MediaStream;
  /** Candidates that came before the remote description. */
  pending: RTCIceCandidateInit[];
}

export class PeerMesh {
  private readonly links = new Map<string, Link>();
  private tracks: { audio: MediaStreamTrack | null; video: MediaStreamTrack | null } = {
    audio: null,
    video: null,
  };

  constructor(private readonly options: MeshOptions) {}

  /** The tracks we send (null: none of that kind), swapped on every connection. */
  setLocalTracks(audio: MediaStreamTrack | null, video: MediaStreamTrack | null) {
    this.tracks = { audio, video };
    for (const link of this.links.values()) void this.applyTracks(link.pc);
  }

  private async applyTracks(pc: RTCPeerConnection) {
    for (const transceiver of pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind as 'audio' | 'video';
      const track = this.tracks[kind];
      if (transceiver.sender.track !== track && pc.signalingState !== 'closed')
        await transceiver.sender.replaceTrack(track).catch(() => undefined);
    }
  }

  private link(peerId: string): Link {
    const existing = this.links.get(peerId);
    if (existing) return existing;
    const pc = new RTCPeerConnection({
      iceServers: this.options.iceServers,
      iceTransportPolicy: this.options.iceTransportPolicy ?? 'all',
    });
    const link: Link = { pc, stream: new MediaStream(), pending: [] };
    this.links.set(peerId, link);
    pc.addEventListener('icecandidate', (event) =>
      this.options.sendSignal(peerId, { candidate: event.candidate ? event.candidate.toJSON() : null }),
    );
    pc.addEventListener('track', (event) => {
      if (!link.stream.getTracks().includes(event.track)) link.stream.addTrack(event.track);
      this.options.onRemoteStream(peerId, link.stream);
    });
    pc.addEventListener('connectionstatechange', () =>
      this.options.onConnectionState(peerId, pc.connectionState),
    );
    return link;
  }

  /** We are the newcomer: offer to a member who was there before us. */
  async connectTo(peerId: string) {
    const { pc } = this.link(peerId);
    pc.addTransceiver(this.tracks.audio ?? 'audio', { direction: 'sendrecv' });
    pc.addTransceiver(this.tracks.video ?? 'video', { direction: 'sendrecv' });
    await pc.setLocalDescription(await pc.createOffer());
    if (pc.localDescription) this.options.sendSignal(peerId, { sdp: pc.localDescription.toJSON() });
  }

  async handleSignal(from: string, data: SignalData) {
    if ('sdp' in data) {
      const link = this.link(from);
      const { pc } = link;
      await pc.setRemoteDescription(data.sdp);
      if (data.sdp.type === 'offer') {
        for (const transceiver of pc.getTransceivers()) transceiver.direction = 'sendrecv';
        await this.applyTracks(pc);
        await pc.setLocalDescription(await pc.createAnswer());
        if (pc.localDescription) this.options.sendSignal(from, { sdp: pc.localDescription.toJSON() });
      }
      for (const candidate of link.pending.splice(0))
        await pc.addIceCandidate(candidate).catch(() => undefined);
      return;
    }
    const link = this.links.get(from);
    if (!link || !data.candidate) return;
    if (link.pc.remoteDescription) await link.pc.addIceCandidate(data.candidate).catch(() => undefined);
    else link.pending.push(data.candidate);
  }

  remove(peerId: string) {
    this.links.get(peerId)?.pc.close();
    this.links.delete(peerId);
  }

  close() {
    for (const peerId of [...this.links.keys()]) this.remove(peerId);
  }
}

/** A signal's data as the server relayed it: only the two shapes we send. */
export function asSignalData(data: unknown): SignalData | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const sdp = record.sdp as { type?: unknown; sdp?: unknown } | undefined;
  if (sdp && (sdp.type === 'offer' || sdp.type === 'answer') && typeof sdp.sdp === 'string')
    return { sdp: { type: sdp.type, sdp: sdp.sdp } };
  if ('candidate' in record) {
    const candidate = record.candidate;
    if (candidate === null) return { candidate: null };
    if (typeof candidate === 'object') return { candidate: candidate as RTCIceCandidateInit };
  }
  return null;
}
