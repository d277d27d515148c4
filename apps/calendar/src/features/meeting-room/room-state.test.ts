// The meeting room's flow as a table of steps: what the page shows after each message.
import { describe, expect, it } from 'vitest';
import {
  CHAT_KEPT,
  initialRoomState,
  roomReducer,
  type RoomAction,
  type RoomState,
  type ServerMessage,
} from './room-state';

const server = (message: ServerMessage): RoomAction => ({ type: 'server', message });
const run = (actions: RoomAction[], from: RoomState = initialRoomState) => actions.reduce(roomReducer, from);
const host = { peerId: 'h', name: 'Kari Nordmann', host: true };
const guest = { peerId: 'g', name: 'Ola Hansen', host: false };

describe('the meeting room flow', () => {
  it.each<[string, RoomAction[], Partial<RoomState>]>([
    ['joining', [{ type: 'join' }], { phase: 'connecting' }],
    [
      'a ticket refused: back before joining',
      [{ type: 'join' }, { type: 'join-failed' }],
      { phase: 'prejoin' },
    ],
    [
      'a participant waits, first without a host',
      [
        { type: 'join' },
        server({ type: 'welcome', peerId: 'g', host: false }),
        server({ type: 'waiting', hostPresent: false }),
      ],
      { phase: 'waiting', hostPresent: false, selfId: 'g', host: false },
    ],
    [
      'then let in, seeing the host',
      [
        { type: 'join' },
        server({ type: 'waiting', hostPresent: true }),
        server({ type: 'joined', peers: [host] }),
      ],
      { phase: 'in-room', peers: [{ ...host, audio: true, video: true, screen: false }] },
    ],
    [
      'turned away',
      [{ type: 'join' }, server({ type: 'waiting', hostPresent: true }), server({ type: 'denied' })],
      { phase: 'ended', ended: 'denied' },
    ],
    [
      'a full room before entering ends it',
      [{ type: 'join' }, server({ type: 'error', code: 'room_full' })],
      { phase: 'ended', ended: 'room_full' },
    ],
    [
      'a full room when letting someone in is only a refusal',
      [{ type: 'join' }, server({ type: 'joined', peers: [] }), server({ type: 'error', code: 'room_full' })],
      { phase: 'in-room', refusal: 'room_full' },
    ],
    [
      'the socket closes without a word',
      [{ type: 'join' }, server({ type: 'joined', peers: [] }), { type: 'closed' }],
      { phase: 'ended', ended: 'connection_lost' },
    ],
    [
      'leaving, then the socket closes',
      [{ type: 'join' }, server({ type: 'joined', peers: [guest] }), { type: 'leave' }, { type: 'closed' }],
      { phase: 'left', peers: [] },
    ],
    [
      'another window takes the place',
      [{ type: 'join' }, server({ type: 'joined', peers: [] }), server({ type: 'replaced' })],
      { phase: 'ended', ended: 'replaced' },
    ],
    [
      'the session runs out in the room',
      [
        { type: 'join' },
        server({ type: 'joined', peers: [] }),
        server({ type: 'error', code: 'session_expired' }),
      ],
      { phase: 'ended', ended: 'session_expired' },
    ],
  ])('%s', (_name, actions, expected) => {
    expect(run(actions)).toMatchObject(expected);
  });

  it('follows the others: joining, their microphone and camera, leaving', () => {
    const state = run([
      { type: 'join' },
      server({ type: 'joined', peers: [] }),
      server({ type: 'peer-joined', peer: guest }),
      server({ type: 'media', from: 'g', audio: false, video: true, screen: true }),
    ]);
    expect(state.peers).toEqual([{ ...guest, audio: false, video: true, screen: true }]);
    expect(run([server({ type: 'peer-left', peerId: 'g' })], state).peers).toEqual([]);
  });

  it('keeps the chat, marks its own lines, and keeps only the last lines', () => {
    let state = run([
      { type: 'join' },
      server({ type: 'welcome', peerId: 'h', host: true }),
      server({ type: 'joined', peers: [] }),
    ]);
    state = run(
      [
        server({ type: 'chat', from: 'h', name: 'Kari', text: 'Hei', at: '2026-11-24T10:00:00Z' }),
        server({ type: 'chat', from: 'g', name: 'Ola', text: 'Hallo', at: '2026-11-24T10:00:01Z' }),
      ],
      state,
    );
    expect(state.chat.map((l) => [l.id, l.fromSelf, l.text])).toEqual([
      [1, true, 'Hei'],
      [2, false, 'Hallo'],
    ]);
    const many = Array.from({ length: CHAT_KEPT + 5 }, (_, i) =>
      server({ type: 'chat', from: 'g', name: 'Ola', text: `${i}`, at: '2026-11-24T10:00:00Z' }),
    );
    const long = run(many, state);
    expect(long.chat).toHaveLength(CHAT_KEPT);
    expect(long.chat.at(-1)?.text).toBe(`${CHAT_KEPT + 4}`);
  });

  it('shows the host who waits, and dismisses a refusal', () => {
    const state = run([
      { type: 'join' },
      server({ type: 'joined', peers: [] }),
      server({ type: 'lobby', waiting: [{ peerId: 'g', name: 'Ola' }] }),
      server({ type: 'error', code: 'chat_invalid' }),
    ]);
    expect(state.lobby).toEqual([{ peerId: 'g', name: 'Ola' }]);
    expect(run([{ type: 'dismiss-refusal' }], state).refusal).toBeNull();
  });
});
