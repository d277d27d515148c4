// The conversation marked read while it is on screen.
import { useEffect, useRef, useState } from 'react';
import type { ChatMember, ChatMessage, ChatWrites } from './chat-api';

/**
 * Marks the conversation read up to its newest message while it is on screen; asks again a little
 * later while the member's unseen count has not come down (a lost answer, a busy server).
 */
export function useReadMarks(
  chatId: number,
  messages: ChatMessage[],
  me: ChatMember | undefined,
  writes: ChatWrites,
) {
  const inFlight = useRef(false);
  const [round, setRound] = useState(0);
  const newest = messages.at(-1)?.id ?? 0;
  const read = me?.last_read_message_id ?? 0;
  const unseen = me?.unseen_count ?? 0;
  const known = me !== undefined;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const mark = () => {
      if (document.visibilityState !== 'visible' || !known || newest === 0) return;
      if (newest <= read && unseen === 0) return;
      if (!inFlight.current) {
        inFlight.current = true;
        writes
          .read(chatId, newest)
          .catch(() => undefined)
          .finally(() => {
            inFlight.current = false;
          });
      }
      timer = setTimeout(() => setRound((n) => n + 1), 3000);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [chatId, newest, read, unseen, known, writes, round]);
}
