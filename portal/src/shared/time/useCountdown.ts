// A countdown to a moment (ms since the epoch), decreasing each second (§4 SMS code step, reset).
import { useEffect, useState } from 'react';
import { secondsUntil } from './countdown';

/** Seconds left until `deadlineMs` (0 when past or when there is none). */
export function useCountdown(deadlineMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadlineMs === null) return undefined;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [deadlineMs]);
  return deadlineMs === null ? 0 : secondsUntil(deadlineMs, now);
}
