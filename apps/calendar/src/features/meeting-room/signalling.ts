// The meeting room's signalling socket (server/src/areas/meetings): opened on the page's own host, the
// one-time ticket as the first message (never in the address), then JSON messages that each name
// the room.
import type { ServerMessage } from './room-state';

export interface Signalling {
  send(type: string, payload?: Record<string, unknown>): void;
  close(): void;
}

export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/meetings/socket`;
}

export function openSignalling(options: {
  url: string;
  ticket: string;
  room: number;
  onMessage: (message: ServerMessage) => void;
  onClose: () => void;
}): Signalling {
  const socket = new WebSocket(options.url);
  let closedByUs = false;
  socket.addEventListener('open', () =>
    socket.send(JSON.stringify({ type: 'hello', ticket: options.ticket })),
  );
  socket.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (typeof event.data !== 'string') return;
    try {
      const message = JSON.parse(event.data) as ServerMessage;
      if (message && typeof message.type === 'string') options.onMessage(message);
    } catch {
      // Not ours: the server speaks JSON only.
    }
  });
  socket.addEventListener('close', () => {
    if (!closedByUs) options.onClose();
  });
  return {
    send(type, payload = {}) {
      if (socket.readyState === WebSocket.OPEN)
        socket.send(JSON.stringify({ ...payload, type, room: options.room }));
    },
    close() {
      closedByUs = true;
      socket.close(1000, 'left');
    },
  };
}
