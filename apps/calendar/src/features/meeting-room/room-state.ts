// The meeting room's flow as a pure reducer (STYLE.md): what the page shows follows from the
// signalling server's messages and the user's own steps, tested as a table of steps.

export interface RoomPeer {
  peerId: string;
  name: string;
  host: boolean;
  audio: boolean;
  video: boolean;
  screen: boolean;
}

export interface ChatLine {
  id: number;
  fromSelf: boolean;
  name: string;
  text: string;
  at: string;
}

/** Why the room ended for this user: each has a text in both languages (meeting-texts.ts). */
export type EndReason =
  'denied' | 'room_full' | 'replaced' | 'ticket_invalid' | 'session_expired' | 'connection_lost';

export type RoomPhase = 'prejoin' | 'connecting' | 'waiting' | 'in-room' | 'left' | 'ended';

export interface RoomState {
  phase: RoomPhase;
  selfId: string | null;
  host: boolean;
  hostPresent: boolean;
  peers: RoomPeer[];
  /** The waiting room, as the host sees it. */
  lobby: { peerId: string; name: string }[];
  chat: ChatLine[];
  ended: EndReason | null;
  /** The last refusal of a message of ours (chat too long, room full on admitting …). */
  refusal: string | null;
}

export const initialRoomState: RoomState = {
  phase: 'prejoin',
  selfId: null,
  host: false,
  hostPresent: false,
  peers: [],
  lobby: [],
  chat: [],
  ended: null,
  refusal: null,
};

type PeerInfo = { peerId: string; name: string; host: boolean };

/** What the signalling server says (server/src/areas/meetings/meeting-hub.ts). */
export type ServerMessage =
  | { type: 'welcome'; peerId: string; host: boolean }
  | { type: 'waiting'; hostPresent: boolean }
  | { type: 'joined'; peers: PeerInfo[] }
  | { type: 'peer-joined'; peer: PeerInfo }
  | { type: 'peer-left'; peerId: string }
  | { type: 'lobby'; waiting: { peerId: string; name: string }[] }
  | { type: 'chat'; from: string; name: string; text: string; at: string }
  | { type: 'media'; from: string; audio: boolean; video: boolean; screen: boolean }
  | { type: 'denied' }
  | { type: 'replaced' }
  | { type: 'error'; code: string }
  | { type: 'signal'; from: string; data: unknown };

export type RoomAction =
  | { type: 'join' }
  | { type: 'join-failed' }
  | { type: 'leave' }
  | { type: 'closed' }
  | { type: 'dismiss-refusal' }
  | { type: 'server'; message: ServerMessage };

const ENDING_ERRORS: readonly string[] = ['room_full', 'ticket_invalid', 'session_expired'];
/** The room keeps the last this many chat lines. */
export const CHAT_KEPT = 200;

const newPeer = (p: PeerInfo): RoomPeer => ({ ...p, audio: true, video: true, screen: false });

function onServer(state: RoomState, message: ServerMessage): RoomState {
  switch (message.type) {
    case 'welcome':
      return { ...state, selfId: message.peerId, host: message.host };
    case 'waiting':
      return { ...state, phase: 'waiting', hostPresent: message.hostPresent };
    case 'joined':
      return { ...state, phase: 'in-room', peers: message.peers.map(newPeer) };
    case 'peer-joined':
      return {
        ...state,
        peers: [...state.peers.filter((p) => p.peerId !== message.peer.peerId), newPeer(message.peer)],
      };
    case 'peer-left':
      return { ...state, peers: state.peers.filter((p) => p.peerId !== message.peerId) };
    case 'lobby':
      return { ...state, lobby: message.waiting };
    case 'media':
      return {
        ...state,
        peers: state.peers.map((p) =>
          p.peerId === message.from
            ? { ...p, audio: message.audio, video: message.video, screen: message.screen }
            : p,
        ),
      };
    case 'chat': {
      const line: ChatLine = {
        id: (state.chat.at(-1)?.id ?? 0) + 1,
        fromSelf: message.from === state.selfId,
        name: message.name,
        text: message.text,
        at: message.at,
      };
      return { ...state, chat: [...state.chat, line].slice(-CHAT_KEPT) };
    }
    case 'denied':
      return { ...state, phase: 'ended', ended: 'denied' };
    case 'replaced':
      return { ...state, phase: 'ended', ended: 'replaced' };
    case 'error':
      if (ENDING_ERRORS.includes(message.code) && state.phase !== 'in-room')
        return { ...state, phase: 'ended', ended: message.code as EndReason };
      if (message.code === 'session_expired') return { ...state, phase: 'ended', ended: 'session_expired' };
      return { ...state, refusal: message.code };
    case 'signal':
      return state;
  }
}

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'join':
      return { ...initialRoomState, phase: 'connecting' };
    case 'join-failed':
      return { ...initialRoomState };
    case 'leave':
      return { ...state, phase: 'left', peers: [], lobby: [] };
    case 'closed':
      // The socket closed without a word of why: the network, or the server went away.
      if (state.phase === 'left' || state.phase === 'ended' || state.phase === 'prejoin') return state;
      return { ...state, phase: 'ended', ended: 'connection_lost', peers: [], lobby: [] };
    case 'dismiss-refusal':
      return { ...state, refusal: null };
    case 'server':
      return onServer(state, action.message);
  }
}
