/**
 * The time the server reads: brute-force waits, code expiry, the verified-session cache, a
 * subscription's token expiry, @cached answers. One clock per server, injected, so that tests move
 * time instead of sleeping on it.
 */
export interface Clock {
  now(): Date;
}

/** A clock that also runs something later, by its own time. */
export interface SchedulingClock extends Clock {
  /**
   * Runs `run` once `delayMs` of this clock's time has passed; returns a cancel. The timer does not
   * keep the process alive (it only serves a server that is running anyway).
   */
  schedule(delayMs: number, run: () => void): () => void;
}

/** A clock that runs with the system time plus an offset that tests may move forward. */
export interface ShiftableClock extends SchedulingClock {
  /** Moves the clock forward, running what falls due; refused outside NODE_ENV=test so production time stays real. */
  advance(ms: number): void;
}

/** setTimeout's longest delay; a later due time is re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Timer {
  dueAt: number;
  run: () => void;
  handle?: NodeJS.Timeout;
}

export function createShiftableClock(allowShift: boolean): ShiftableClock {
  let offsetMs = 0;
  const nowMs = () => Date.now() + offsetMs;
  const timers = new Set<Timer>();

  // A timer waits on real time for what is left of its due time; moving the clock re-checks it.
  const arm = (timer: Timer) => {
    clearTimeout(timer.handle);
    const wait = timer.dueAt - nowMs();
    if (wait <= 0) {
      timers.delete(timer);
      timer.run();
      return;
    }
    timer.handle = setTimeout(() => arm(timer), Math.min(wait, MAX_TIMER_MS));
    timer.handle.unref();
  };

  return {
    now: () => new Date(nowMs()),
    schedule(delayMs, run) {
      const timer: Timer = { dueAt: nowMs() + Math.max(0, delayMs), run };
      timers.add(timer);
      arm(timer);
      return () => {
        clearTimeout(timer.handle);
        timers.delete(timer);
      };
    },
    advance(ms: number) {
      if (!allowShift) throw new Error('The clock can only be moved in tests');
      offsetMs += ms;
      for (const timer of [...timers]) if (timers.has(timer)) arm(timer);
    },
  };
}
