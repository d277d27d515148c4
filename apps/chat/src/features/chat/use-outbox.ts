// The outbox of the signed-in user (one per user and tenant, shared by every chat screen of the
// page), sending through /api/chat and trying again when the browser is back online.
import { useEffect, useSyncExternalStore } from 'react';
import { useUserContext } from '@portal/sdk';
import { Outbox, type PendingMessage } from './outbox';
import type { ChatWrites } from './chat-api';

const outboxes = new Map<string, Outbox>();

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function useOutbox(writes: ChatWrites): { outbox: Outbox; pending: readonly PendingMessage[] } {
  const { user } = useUserContext();
  const key = `portal.chat.outbox.${user.customerId}.${user.id}`;
  let outbox = outboxes.get(key);
  const send = async (m: PendingMessage) => {
    await writes.send(m.chatId, {
      clientId: m.clientId,
      body: m.body,
      replyToId: m.replyToId,
      ...(m.attachmentIds?.length ? { attachmentIds: m.attachmentIds } : {}),
    });
  };
  if (!outbox) {
    outbox = new Outbox(key, storage(), send);
    outboxes.set(key, outbox);
  } else outbox.setSender(send);
  const box = outbox;
  const pending = useSyncExternalStore(
    (listener) => box.subscribe(listener),
    () => box.snapshot(),
  );
  useEffect(() => {
    const wake = () => box.wake();
    window.addEventListener('online', wake);
    box.wake();
    return () => window.removeEventListener('online', wake);
  }, [box]);
  return { outbox: box, pending };
}

/** A client id for a new message (crypto.randomUUID where the page is secure, else random bytes). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
