// Brute-force detection the way Keycloak does it: after a few failures each further failure locks
// the key for a growing wait, capped; a quiet period forgets the failures; an account also has a
// hard cap of failures per hour. Pure functions over plain state, so the rules are table-tested.

export interface ThrottlePolicy {
  /** Failures before the first wait (Keycloak's failureFactor). */
  failuresBeforeWait: number;
  /** The first wait; it doubles with every further failure (Keycloak: waitIncrementSeconds). */
  firstWaitMs: number;
  /** The longest wait (Keycloak: maxFailureWaitSeconds). */
  maxWaitMs: number;
  /** Failures older than this, with none since, are forgotten (Keycloak: maxDeltaTimeSeconds). */
  forgetAfterMs: number;
  /** At most this many failures an hour, then locked until the hour is over (null: no cap). */
  maxFailuresPerHour: number | null;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * An account as tried from one address (issue 17.9): the Keycloak waits apply here, so someone who
 * guesses from one place is slowed at once, while the same account tried elsewhere is not.
 */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  failuresBeforeWait: 3,
  firstWaitMs: 30 * SECOND,
  maxWaitMs: 15 * MINUTE,
  forgetAfterMs: 12 * HOUR,
  maxFailuresPerHour: 100,
};

/**
 * The account as a whole, whatever the address: locked only at a high ceiling of failures in a row
 * (NIST SP 800-63B §5.2.2: at most 100), so an anonymous sender cannot keep a known account locked
 * with a few requests; a browser that has signed in before (trusted device) is never held by it.
 */
export const ACCOUNT_WIDE_POLICY: ThrottlePolicy = {
  failuresBeforeWait: 100,
  firstWaitMs: 30 * SECOND,
  maxWaitMs: 15 * MINUTE,
  forgetAfterMs: 12 * HOUR,
  maxFailuresPerHour: null,
};

// An address (one office behind NAT) hosts many people: more failures before it waits.
export const ADDRESS_POLICY: ThrottlePolicy = {
  failuresBeforeWait: 50,
  firstWaitMs: 30 * SECOND,
  maxWaitMs: 15 * MINUTE,
  forgetAfterMs: HOUR,
  maxFailuresPerHour: null,
};

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date | null;
  lockedUntil: Date | null;
  hourStartedAt: Date | null;
  hourFailures: number;
}

export const EMPTY_THROTTLE: ThrottleState = {
  failures: 0,
  lastFailureAt: null,
  lockedUntil: null,
  hourStartedAt: null,
  hourFailures: 0,
};

/** The wait after the n-th failure in a row: none before the threshold, then doubling, capped. */
export function waitAfterFailures(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.failuresBeforeWait) return 0;
  const doublings = Math.min(failures - policy.failuresBeforeWait, 30);
  return Math.min(policy.firstWaitMs * 2 ** doublings, policy.maxWaitMs);
}

/** Whether the key is locked at `now`, and until when. */
export function lockedUntil(state: ThrottleState, now: Date): Date | null {
  return state.lockedUntil && state.lockedUntil > now ? state.lockedUntil : null;
}

/** The state after one more failure at `now`. */
export function afterFailure(state: ThrottleState, now: Date, policy: ThrottlePolicy): ThrottleState {
  const forgotten = state.lastFailureAt !== null && now.getTime() - state.lastFailureAt.getTime() > policy.forgetAfterMs;
  const failures = (forgotten ? 0 : state.failures) + 1;
  const hourOver = state.hourStartedAt === null || now.getTime() - state.hourStartedAt.getTime() >= HOUR;
  const hourStartedAt = hourOver ? now : (state.hourStartedAt ?? now);
  const hourFailures = (hourOver ? 0 : state.hourFailures) + 1;
  let until = now.getTime() + waitAfterFailures(failures, policy);
  if (policy.maxFailuresPerHour !== null && hourFailures >= policy.maxFailuresPerHour) {
    until = Math.max(until, hourStartedAt.getTime() + HOUR);
  }
  return {
    failures,
    lastFailureAt: now,
    lockedUntil: until > now.getTime() ? new Date(until) : null,
    hourStartedAt,
    hourFailures,
  };
}

/** The state after a success (only possible while unlocked): the run of failures ends; the hourly count stays. */
export function afterSuccess(state: ThrottleState): ThrottleState {
  return { ...state, failures: 0, lockedUntil: null };
}
