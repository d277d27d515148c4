// A meeting room socket for the HTTP tests: connects to an instance's port on a tenant's host and
// waits for messages by type (earlier ones are kept in order).
import WebSocket from 'ws';

export interface MeetingClient {
  socket: WebSocket;
  /** Waits for the next message of `type` (earlier ones are kept in order). */
  next(type: string): Promise<Record<string, unknown>>;
  send(message: Record<string, unknown>): void;
  closed: Promise<number>;
}

export function connectMeeting(port: number, host = 'demo.localhost'): MeetingClient {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/meetings/socket`, {
    headers: { host: `${host}:${port}` },
  });
  const inbox: Record<string, unknown>[] = [];
  const waiters: { type: string; resolve: (m: Record<string, unknown>) => void }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Record<string, unknown>;
    const at = waiters.findIndex((w) => w.type === message.type);
    if (at >= 0) waiters.splice(at, 1)[0]?.resolve(message);
    else inbox.push(message);
  });
  const opened = new Promise((resolve) => socket.once('open', resolve));
  return {
    socket,
    next: (type) => {
      const at = inbox.findIndex((m) => m.type === type);
      if (at >= 0) return Promise.resolve(inbox.splice(at, 1)[0] as Record<string, unknown>);
      return new Promise((resolve) => waiters.push({ type, resolve }));
    },
    send: (message) => void opened.then(() => socket.send(JSON.stringify(message))),
    closed: new Promise((resolve) => socket.once('close', (code) => resolve(code))),
  };
}
