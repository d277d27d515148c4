/** The time the authentication service reads: brute-force waits and code expiry (tests move it). */
export interface Clock {
  now(): Date;
}

/** A clock that runs with the system time plus an offset that tests may move forward. */
export interface ShiftableClock extends Clock {
  /** Moves the clock forward; refused outside NODE_ENV=test so production time stays real. */
  advance(ms: number): void;
}

export function createShiftableClock(allowShift: boolean): ShiftableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      if (!allowShift) throw new Error('The clock can only be moved in tests');
      offsetMs += ms;
    },
  };
}
