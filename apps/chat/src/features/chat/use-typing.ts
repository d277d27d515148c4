// Typing state over the chat's own WebSocket (/api/chat/live): ephemeral, never stored. The socket
// signs in with a one-minute ticket in its first message (the session token never goes in an
// address); without it, typing is simply not shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatWrites } from './chat-api';

const SHOW_MS = 5000;
const SEND_EVERY_MS = 2500;

export function useTyping(writes: ChatWrites, chatId: number) {
  const [typers, setTypers] = useState<Record<number, { name: string; until: number }>>({});
  const socket = useRef<WebSocket | null>(null);
  const lastSent = useRef(0);
  const writesRef = useRef(writes);
  writesRef.current = writes;

  useEffect(() => {
    let closed = false;
    let ws: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        const { ticket } = await writesRef.current.liveTicket();
        if (closed) return;
        const { protocol, host } = window.location;
        ws = new WebSocket(`${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/chat/live`);
        socket.current = ws;
        ws.onopen = () => {
          ws?.send(JSON.stringify({ type: 'auth', ticket }));
          ws?.send(JSON.stringify({ type: 'watch', chatId }));
        };
        ws.onmessage = (event) => {
          const data = JSON.parse(String(event.data)) as {
            type: string;
            userId?: number;
            name?: string;
            chatId?: number;
          };
          if (data.type === 'typing' && data.chatId === chatId && data.userId !== undefined)
            setTypers((all) => ({
              ...all,
              [data.userId!]: { name: data.name ?? '', until: Date.now() + SHOW_MS },
            }));
        };
        ws.onclose = () => {
          socket.current = null;
          if (!closed) retry = setTimeout(() => void connect(), 5000);
        };
      } catch {
        if (!closed) retry = setTimeout(() => void connect(), 10_000);
      }
    };
    void connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      ws?.close();
      socket.current = null;
      setTypers({});
    };
  }, [chatId]);

  // Drop a typer whose last word is older than SHOW_MS.
  useEffect(() => {
    const names = Object.values(typers);
    if (names.length === 0) return undefined;
    const timer = setTimeout(() => {
      const now = Date.now();
      setTypers((all) => Object.fromEntries(Object.entries(all).filter(([, v]) => v.until > now)));
    }, 1000);
    return () => clearTimeout(timer);
  }, [typers]);

  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < SEND_EVERY_MS) return;
    lastSent.current = now;
    if (socket.current?.readyState === WebSocket.OPEN)
      socket.current.send(JSON.stringify({ type: 'typing', chatId }));
  }, [chatId]);

  const names = Object.values(typers)
    .filter((v) => v.until > Date.now())
    .map((v) => v.name);
  return { typingNames: names, typed };
}
